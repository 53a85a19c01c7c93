import type { AvailabilityDay, DeliveryMethod } from "@contracts";
import Box from "@mui/material/Box";
import ToggleButton from "@mui/material/ToggleButton";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDeliveryDate, formatCalendarDate, formatTimeRange } from "@/shared/delivery";
import { useLanguage } from "@/shared/i18n/useLanguage";

/** Places left are said once they are few. */
export const FEW_PLACES = 3;

/**
 * The chosen day's times as toggle buttons ("10:00–11:00", left to right in Hebrew too), with the
 * places left once few remain; a full time is disabled. Shipping has no times: it says when the
 * parcel leaves and when it is expected.
 */
export function SlotPicker({
  method,
  day,
  value,
  onChange,
}: {
  method: DeliveryMethod;
  /** The chosen date's availability; undefined while none is chosen. */
  day: AvailabilityDay | undefined;
  value: string | null;
  onChange: (slotId: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();

  if (method === "shipping") {
    if (!day) return null;
    const date = formatDeliveryDate(day.date, language, day.hebrewDate);
    return (
      <Typography data-testid="shipping-arrival" sx={{ fontWeight: 600 }}>
        {day.arrivalDate ? t("delivery.slots.arrival", { date, arrival: formatCalendarDate(day.arrivalDate, language) }) : t("delivery.slots.dispatch", { date })}
      </Typography>
    );
  }

  const title = t(`delivery.slots.title.${method}`);
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {!day ? (
        <Typography color="text.secondary">{t("delivery.slots.chooseDate")}</Typography>
      ) : day.slots.length === 0 ? (
        <Typography color="text.secondary">{t("delivery.slots.none")}</Typography>
      ) : (
        <Box role="group" aria-labelledby={titleId} sx={{ display: "grid", gap: 1, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 132px), 1fr))" }}>
          {day.slots.map((slot) => {
            const full = slot.left === 0;
            const few = slot.left !== null && slot.left > 0 && slot.left <= FEW_PLACES;
            const note = full ? t("delivery.slots.full") : few ? t("delivery.slots.left", { count: slot.left ?? 0 }) : null;
            const time = formatTimeRange(slot.from, slot.to);
            return (
              <ToggleButton
                key={slot.id}
                value={slot.id}
                selected={slot.id === value}
                disabled={full}
                onChange={() => onChange(slot.id)}
                color="secondary"
                aria-label={note ? `${time}, ${note}` : time}
                data-testid={`slot-${slot.id}`}
                sx={{ flexDirection: "column", py: 1, lineHeight: 1.25, textTransform: "none", borderRadius: 2, "&&": { border: 1, borderColor: slot.id === value ? "secondary.main" : "divider" } }}
              >
                <Box component="bdi" dir="ltr" sx={{ fontWeight: 700, fontSize: "1rem" }}>
                  {time}
                </Box>
                {note && (
                  <Box component="span" sx={{ fontSize: "0.75rem", fontWeight: 600, color: full ? "text.disabled" : "warning.dark" }}>
                    {note}
                  </Box>
                )}
              </ToggleButton>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
