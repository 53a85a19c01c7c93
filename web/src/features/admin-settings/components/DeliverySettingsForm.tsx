import { CLOSING_HOLIDAYS, CURRENCIES, DELIVERY_LIMITS, DELIVERY_TEXT_LIMITS, WEEKDAYS, isCalendarDate, type DeliverySettings, type ShopSettings, type Weekday } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { QueryState } from "@/shared/ui";
import { useDeliverySettings, useSaveDeliverySettings } from "../hooks/useDeliverySettings";
import { checkDelivery, copiedAlong, deliveryDraftFrom, newKey, problemMessage, withoutErrorsAt, type DeliveryDraft } from "../lib/deliveryForm";
import { CourierZonesEditor } from "./CourierZonesEditor";
import { ListError, RemoveRowButton, PICKER_SX, WeekdayChips, boundField, ltr, useWeekdayName, wholeField, type DeliveryFormApi } from "./DeliveryFields";
import { PickupSettingsCard } from "./PickupSettingsCard";
import { SaveButton, SettingsCard } from "./SettingsCard";
import { ShippingMethodCard } from "./ShippingMethodCard";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

/** The IANA names the browser knows, offered as the time zone field's suggestions. */
function timeZoneNames(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}

/** A titled part of the general card, across its whole width. */
function Part({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ gridColumn: { sm: "1 / -1" }, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {hint}
        </Typography>
      )}
      {children}
    </Box>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** The calendar: the atelier's clock, cut-off, horizon and the days it is closed or open after all. */
/** The calendar's part of the draft (the top-level fields). */
type CalendarDraft = Pick<DeliveryDraft, "timeZone" | "cutoffTime" | "horizonDays" | "closedWeekdays" | "earlyClosing" | "closedHolidays" | "closedRanges" | "extraOpenDays">;

/** The time zone field's suggestions: drawn once (four hundred names). */
const TimeZoneOptions = memo(function TimeZoneOptions({ id }: { id: string }) {
  const zones = useMemo(timeZoneNames, []);
  return (
    <datalist id={id}>
      {zones.map((zone) => (
        <option key={zone} value={zone} />
      ))}
    </datalist>
  );
});

const CalendarCard = memo(function CalendarCard({ form, draft }: { form: DeliveryFormApi; draft: CalendarDraft }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const weekdayName = useWeekdayName();
  const zonesListId = useId();
  const [openDay, setOpenDay] = useState("");
  const text = (key: string, values?: Record<string, unknown>) => t(`adminDelivery.general.${key}`, values ?? {});
  const dateText = (date: string) =>
    isCalendarDate(date) ? dateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`)) : date;

  const unusedWeekday = (): Weekday | undefined => WEEKDAYS.find((day) => !draft.earlyClosing.some((closing) => closing.weekday === day));
  const addEarlyClosing = () =>
    form.edit("earlyClosing", (next) => {
      const weekday = WEEKDAYS.find((day) => !next.earlyClosing.some((closing) => closing.weekday === day));
      if (weekday !== undefined) next.earlyClosing.push({ key: newKey("early"), weekday, time: "13:00" });
    });
  const addClosedRange = () => form.edit("closedRanges", (next) => void next.closedRanges.push({ key: newKey("closed"), from: today(), to: today(), note: "" }));
  const canAddOpenDay = isCalendarDate(openDay) && !draft.extraOpenDays.some((day) => day.date === openDay) && draft.extraOpenDays.length < DELIVERY_LIMITS.extraOpenDays;
  const addOpenDay = () => {
    if (!canAddOpenDay) return;
    form.edit("extraOpenDays", (next) => {
      next.extraOpenDays.push({ key: newKey("open"), date: openDay });
      next.extraOpenDays.sort((a, b) => a.date.localeCompare(b.date));
    });
    setOpenDay("");
  };
  const openDayErrors = draft.extraOpenDays.flatMap((day, index) => {
    const message = form.error(`extraOpenDays.${index}`);
    return message ? [`${dateText(day.date)}: ${message}`] : [];
  });

  return (
    <SettingsCard title={text("title")} description={text("description")}>
      <TextField
        {...ltr(
          boundField(form, "timeZone", draft.timeZone, { hint: text("timeZoneHint") }),
          { list: zonesListId, maxLength: DELIVERY_TEXT_LIMITS.timeZone, spellCheck: false, autoCapitalize: "off" },
        )}
        label={text("timeZone")}
        required
        autoComplete="off"
      />
      <TimeZoneOptions id={zonesListId} />
      <TextField {...ltr(boundField(form, "cutoffTime", draft.cutoffTime, { hint: text("cutoffHint") }), { step: 300 })} type="time" label={text("cutoffTime")} required />
      <TextField
        {...wholeField(
          boundField(form, "horizonDays", draft.horizonDays, { hint: text("horizonHint", { min: DELIVERY_LIMITS.horizonDays.min, max: DELIVERY_LIMITS.horizonDays.max }) }),
        )}
        label={text("horizonDays")}
        required
      />

      <Box sx={{ gridColumn: { sm: "1 / -1" }, minWidth: 0 }}>
        <WeekdayChips
          label={text("closedWeekdays")}
          value={draft.closedWeekdays}
          onChange={(days) => form.edit("closedWeekdays", (next) => void (next.closedWeekdays = days))}
          disabled={form.disabled}
          error={form.error("closedWeekdays")}
          hint={text("closedWeekdaysHint")}
        />
      </Box>

      <Part title={text("earlyClosing")} hint={text("earlyClosingHint")}>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {draft.earlyClosing.map((closing, index) => {
            const at = `earlyClosing.${index}`;
            const day = weekdayName(closing.weekday);
            return (
              <Box component="li" key={closing.key} sx={{ display: "flex", gap: 1, alignItems: "flex-start", minWidth: 0 }}>
                <TextField
                  {...boundField(form, `${at}.weekday`, String(closing.weekday), {
                    set: (next, value) => {
                      const target = next.earlyClosing[index];
                      if (target) target.weekday = Number(value) as Weekday;
                    },
                  })}
                  select
                  label={text("earlyClosingDay")}
                  sx={{ flex: { xs: 1, sm: "0 0 12rem" }, minWidth: 0 }}
                  slotProps={{ select: { native: true } }}
                >
                  {WEEKDAYS.map((weekday) => (
                    <option key={weekday} value={weekday}>
                      {weekdayName(weekday)}
                    </option>
                  ))}
                </TextField>
                <TextField
                  {...ltr(boundField(form, `${at}.time`, closing.time), { step: 300, "aria-label": text("earlyClosingTimeFor", { day }) }, PICKER_SX)}
                  type="time"
                  label={text("earlyClosingTime")}
                />
                <RemoveRowButton
                  label={text("removeEarlyClosing", { day })}
                  onClick={() => form.edit("earlyClosing", (next) => void next.earlyClosing.splice(index, 1))}
                  disabled={form.disabled}
                />
              </Box>
            );
          })}
        </Box>
        <ListError message={form.error("earlyClosing")} />
        <Button size="small" startIcon={<AddIcon />} onClick={addEarlyClosing} disabled={form.disabled || unusedWeekday() === undefined} sx={{ mt: 1 }}>
          {text("addEarlyClosing")}
        </Button>
      </Part>

      <Part title={text("holidays")} hint={text("holidaysHint")}>
        <FormGroup sx={{ display: "grid", gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" }, columnGap: 2 }}>
          {CLOSING_HOLIDAYS.map((holiday) => (
            <FormControlLabel
              key={holiday}
              label={t(`adminDelivery.holidays.${holiday}`)}
              control={
                <Checkbox
                  name={`closedHolidays.${holiday}`}
                  checked={draft.closedHolidays.includes(holiday)}
                  disabled={form.disabled}
                  onChange={(event) => {
                    const checked = event.target.checked;
                    form.edit("closedHolidays", (next) => {
                      // Kept in the list's own order, so a save sends the same list whatever was clicked first.
                      next.closedHolidays = CLOSING_HOLIDAYS.filter((name) => (name === holiday ? checked : next.closedHolidays.includes(name)));
                    });
                  }}
                />
              }
            />
          ))}
        </FormGroup>
        <ListError message={form.error("closedHolidays")} />
      </Part>

      <Part title={text("closedRanges")} hint={text("closedRangesHint")}>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
          {draft.closedRanges.map((range, index) => {
            const at = `closedRanges.${index}`;
            const name = text("closedRangeName", { from: dateText(range.from), to: dateText(range.to) });
            return (
              <Box
                component="li"
                key={range.key}
                aria-label={name}
                sx={{ display: "grid", gap: 1, alignItems: "start", gridTemplateColumns: { xs: "minmax(0, 1fr) minmax(0, 1fr) auto", sm: "11rem 11rem minmax(0, 1fr) auto" } }}
              >
                <TextField {...ltr(boundField(form, `${at}.from`, range.from), {}, PICKER_SX)} type="date" label={text("rangeFrom")} />
                <TextField {...ltr(boundField(form, `${at}.to`, range.to), {}, PICKER_SX)} type="date" label={text("rangeTo")} />
                <TextField
                  {...boundField(form, `${at}.note`, range.note)}
                  label={text("rangeNote")}
                  sx={{ gridColumn: { xs: "1 / 3", sm: "auto" }, gridRow: { xs: 2, sm: "auto" } }}
                  slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.note, dir: "auto" } }}
                />
                <RemoveRowButton
                  label={text("removeClosedRange", { name })}
                  onClick={() => form.edit("closedRanges", (next) => void next.closedRanges.splice(index, 1))}
                  disabled={form.disabled}
                  sx={{ mt: 0.5, gridColumn: { xs: 3, sm: "auto" }, gridRow: { xs: 1, sm: "auto" } }}
                />
              </Box>
            );
          })}
        </Box>
        <ListError message={form.error("closedRanges")} />
        <Button size="small" startIcon={<AddIcon />} onClick={addClosedRange} disabled={form.disabled || draft.closedRanges.length >= DELIVERY_LIMITS.closedRanges} sx={{ mt: 1 }}>
          {text("addClosedRange")}
        </Button>
      </Part>

      <Part title={text("extraOpenDays")} hint={text("extraOpenDaysHint")}>
        {draft.extraOpenDays.length > 0 && (
          <Box component="ul" sx={{ listStyle: "none", m: 0, mb: 1.5, p: 0, display: "flex", flexWrap: "wrap", gap: 1 }}>
            {draft.extraOpenDays.map((day, index) => (
              <li key={day.key}>
                <Chip
                  label={dateText(day.date)}
                  color={form.error(`extraOpenDays.${index}`) ? "error" : "default"}
                  title={text("removeExtraOpenDay", { date: dateText(day.date) })}
                  onDelete={form.disabled ? undefined : () => form.edit("extraOpenDays", (next) => void next.extraOpenDays.splice(index, 1))}
                />
              </li>
            ))}
          </Box>
        )}
        <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
          <TextField
            {...ltr({ size: "small" })}
            type="date"
            label={text("extraOpenDay")}
            value={openDay}
            onChange={(event) => setOpenDay(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addOpenDay();
              }
            }}
            disabled={form.disabled}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: "ltr" } }}
            sx={{ width: { xs: "100%", sm: "12rem" } }}
          />
          <Button startIcon={<AddIcon />} onClick={addOpenDay} disabled={form.disabled || !canAddOpenDay} sx={{ mt: 0.5 }}>
            {text("addExtraOpenDay")}
          </Button>
        </Box>
        {openDayErrors.map((message) => (
          <ListError key={message} message={message} />
        ))}
        <ListError message={form.error("extraOpenDays")} />
      </Part>
    </SettingsCard>
  );
});

/** The Delivery tab's form, once the settings are loaded: one draft, checked whole and saved whole. */
function DeliveryForm({ settings, currencySymbol }: { settings: DeliverySettings; currencySymbol: string }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<DeliveryDraft>(() => deliveryDraftFrom(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shown, setShown] = useState(0);
  const { run, isPending } = useSaveDeliverySettings();

  const edit = useCallback((path: string, change: (next: DeliveryDraft) => void) => {
    setDraft((current) => {
      const next = copiedAlong(current, path);
      change(next);
      return next;
    });
    setErrors((current) => (Object.keys(current).length === 0 ? current : withoutErrorsAt(current, path)));
  }, []);

  // After a refused save, the first field at fault takes the focus (the form is long).
  useEffect(() => {
    if (shown === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shown]);

  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    setShown((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const check = checkDelivery(draft);
    if (!check.ok) {
      showErrors(
        Object.fromEntries(
          Object.entries(check.problems).map(([path, problem]) => {
            const { key, values } = problemMessage(path, problem);
            return [path, t(`adminDelivery.errors.${key}`, values ?? {})];
          }),
        ),
      );
      return;
    }
    const result = await run(check.settings);
    if (result.ok) {
      setDraft(deliveryDraftFrom(result.settings));
      setErrors({});
    } else {
      showErrors(result.fieldErrors);
    }
  };

  // One object while the errors and the pending state stay as they are, so the parts skip rendering.
  const form = useMemo<DeliveryFormApi>(() => ({ edit, error: (path) => errors[path], disabled: isPending, currencySymbol }), [edit, errors, isPending, currencySymbol]);
  const hasErrors = Object.keys(errors).length > 0;
  const { timeZone, cutoffTime, horizonDays, closedWeekdays, earlyClosing, closedHolidays, closedRanges, extraOpenDays } = draft;
  const calendar = useMemo<CalendarDraft>(
    () => ({ timeZone, cutoffTime, horizonDays, closedWeekdays, earlyClosing, closedHolidays, closedRanges, extraOpenDays }),
    [timeZone, cutoffTime, horizonDays, closedWeekdays, earlyClosing, closedHolidays, closedRanges, extraOpenDays],
  );

  return (
    <Box component="form" ref={formRef} onSubmit={submit} noValidate aria-label={t("adminDelivery.tab")}>
      <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
        <CalendarCard form={form} draft={calendar} />
        <PickupSettingsCard form={form} pickup={draft.pickup} />
        <CourierZonesEditor form={form} courier={draft.courier} />
        <ShippingMethodCard form={form} shipping={draft.shipping} />
      </Box>
      {hasErrors && (
        <Alert severity="error" sx={{ mt: 3 }} data-testid="delivery-errors">
          {t("adminDelivery.errors.fixFields")}
        </Alert>
      )}
      <SaveButton label={t("adminDelivery.save")} pending={isPending} />
    </Box>
  );
}

/**
 * The Delivery tab of the settings (`?tab=delivery`): the atelier's calendar and the three ways to
 * receive an order. Loads its own settings (GET /admin/settings/delivery) and saves them whole;
 * money is typed in the shop's currency in major units and sent in minor units.
 */
export function DeliverySettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const query = useDeliverySettings();
  const currencySymbol = CURRENCIES[settings.currency] ?? settings.currencySymbol;
  return (
    <QueryState
      query={query}
      loadingLabel={t("adminDelivery.loading")}
      skeletonSx={{ display: "grid", gap: 2 }}
      skeleton={
        <>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={200} />
        </>
      }
      errorTitle={t("adminDelivery.loadError")}
      errorMessage={t("adminDelivery.loadErrorHint")}
    >
      {(delivery) => <DeliveryForm settings={delivery} currencySymbol={currencySymbol} />}
    </QueryState>
  );
}
