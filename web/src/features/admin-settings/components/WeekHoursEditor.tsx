import { DELIVERY_LIMITS, WEEKDAYS, minutesOf, timeOf, type Weekday } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { memo, useId } from "react";
import { useTranslation } from "react-i18next";
import { newKey, valueAt, type RangeDraft, type WeekDraft } from "../lib/deliveryForm";
import { ListError, RemoveRowButton, PICKER_SX, boundField, ltr, useWeekdayName, type DeliveryFormApi } from "./DeliveryFields";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One weekday's ranges at `path` (`pickup.hours.1`): redrawn only when they (or the errors) change. */
const DayHours = memo(function DayHours({ form, path, day, ranges }: { form: DeliveryFormApi; path: string; day: Weekday; ranges: RangeDraft[] }) {
  const { t } = useTranslation();
  const weekdayName = useWeekdayName();
  const text = (key: string, values?: Record<string, unknown>) => t(`adminDelivery.hours.${key}`, values ?? {});
  const name = weekdayName(day);
  const rangesIn = (draft: unknown) => (valueAt(draft, path) as RangeDraft[] | undefined) ?? [];

  const add = () =>
    form.edit(path, (draft) => {
      const list = rangesIn(draft);
      const last = list[list.length - 1]?.to ?? "";
      // The next range starts where the last one ended (09:00 for the first), an hour long, ending by 23:59.
      const start = TIME.test(last) && last < "23:59" ? last : "09:00";
      list.push({ key: newKey("range"), from: start, to: timeOf(Math.min(minutesOf(start) + 60, 23 * 60 + 59)) });
    });
  const remove = (index: number) => form.edit(path, (draft) => void rangesIn(draft).splice(index, 1));

  return (
    <Box
      component="li"
      aria-label={name}
      sx={{
        display: "grid",
        columnGap: 2,
        rowGap: 1,
        alignItems: "start",
        gridTemplateAreas: { xs: '"name add" "ranges ranges"', sm: '"name ranges add"' },
        gridTemplateColumns: { xs: "minmax(0, 1fr) auto", sm: "7rem minmax(0, 1fr) auto" },
        py: 1,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <Typography sx={{ gridArea: "name", fontWeight: 600, pt: { xs: 0.5, sm: 1 } }}>{name}</Typography>
      <Box sx={{ gridArea: "add", pt: { sm: 0.5 } }}>
        <Button size="small" startIcon={<AddIcon />} onClick={add} disabled={form.disabled || ranges.length >= DELIVERY_LIMITS.windowsPerDay} aria-label={text("addFor", { day: name })}>
          {text("add")}
        </Button>
      </Box>
      <Box sx={{ gridArea: "ranges", display: "grid", gap: 1, minWidth: 0 }}>
        {ranges.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 1 } }}>
            {text("none")}
          </Typography>
        )}
        {ranges.map((range, index) => {
          const at = `${path}.${index}`;
          const removeLabel = text("remove", { day: name, from: range.from, to: range.to });
          return (
            <Box key={range.key} sx={{ minWidth: 0 }}>
              <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start" }}>
                <TextField
                  {...ltr(boundField(form, `${at}.from`, range.from), { "aria-label": text("fromFor", { day: name, n: index + 1 }), step: 300 }, PICKER_SX)}
                  type="time"
                  label={text("from")}
                />
                <TextField
                  {...ltr(boundField(form, `${at}.to`, range.to), { "aria-label": text("toFor", { day: name, n: index + 1 }), step: 300 }, PICKER_SX)}
                  type="time"
                  label={text("to")}
                />
                <RemoveRowButton label={removeLabel} onClick={() => remove(index)} disabled={form.disabled} />
              </Box>
              <ListError message={form.error(at)} />
            </Box>
          );
        })}
        <ListError message={form.error(path)} />
      </Box>
    </Box>
  );
});

/**
 * Hours of a week (the pickup's opening hours, a courier zone's delivery windows): per weekday, its
 * ranges from–to, added and removed one by one (at most DELIVERY_LIMITS.windowsPerDay a day). A day
 * without any is closed for this way. Times are the browser's time inputs (`HH:MM`).
 */
export const WeekHoursEditor = memo(function WeekHoursEditor({
  form,
  path,
  title,
  week,
}: {
  form: DeliveryFormApi;
  /** Where the week sits in the settings (`pickup.hours`, `courier.zones.0.windows`). */
  path: string;
  title: string;
  week: WeekDraft;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
        {WEEKDAYS.map((day) => (
          <DayHours key={day} form={form} path={`${path}.${day}`} day={day} ranges={week[day] ?? []} />
        ))}
      </Box>
      <ListError message={form.error(path)} />
    </Box>
  );
});
