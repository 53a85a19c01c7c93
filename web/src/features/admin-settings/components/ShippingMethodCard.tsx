import { DELIVERY_LIMITS } from "@contracts";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { DeliveryDraft } from "../lib/deliveryForm";
import { SettingsCard } from "./SettingsCard";
import { OfferSwitch, WeekdayChips, boundField, moneyField, wholeField, type DeliveryFormApi } from "./DeliveryFields";

/**
 * Shipping by carrier: offered or not, its fee below the free-shipping threshold (both in the shop's
 * currency), the weekdays parcels leave the atelier (one at least to offer it), the days in transit
 * and how many parcels a day may leave (0: no limit).
 */
export const ShippingMethodCard = memo(function ShippingMethodCard({ form, shipping }: { form: DeliveryFormApi; shipping: DeliveryDraft["shipping"] }) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) => t(`adminDelivery.shipping.${key}`, values ?? {});
  const transitHint = text("transitDaysHint", { min: DELIVERY_LIMITS.transitDays.min, max: DELIVERY_LIMITS.transitDays.max });

  return (
    <SettingsCard
      title={text("title")}
      description={text("description")}
      action={
        <OfferSwitch
          label={text("enabled")}
          checked={shipping.enabled}
          onChange={(checked) => form.edit("shipping.enabled", (draft) => void (draft.shipping.enabled = checked))}
          disabled={form.disabled}
        />
      }
    >
      <TextField {...moneyField(form, boundField(form, "shipping.fee", shipping.fee, { hint: text("feeHint") }))} label={text("fee")} />
      <TextField {...moneyField(form, boundField(form, "shipping.freeThreshold", shipping.freeThreshold, { hint: text("freeThresholdHint") }))} label={text("freeThreshold")} />
      <Box sx={{ gridColumn: { sm: "1 / -1" }, minWidth: 0 }}>
        <WeekdayChips
          label={text("dispatchWeekdays")}
          value={shipping.dispatchWeekdays}
          onChange={(days) => form.edit("shipping.dispatchWeekdays", (draft) => void (draft.shipping.dispatchWeekdays = days))}
          disabled={form.disabled}
          error={form.error("shipping.dispatchWeekdays")}
          hint={text("dispatchWeekdaysHint")}
        />
      </Box>
      <TextField {...wholeField(boundField(form, "shipping.transitDays", shipping.transitDays, { hint: transitHint }))} label={text("transitDays")} />
      <TextField {...wholeField(boundField(form, "shipping.capacityPerDay", shipping.capacityPerDay, { hint: t("adminDelivery.capacity.hint") }))} label={text("capacityPerDay")} />
    </SettingsCard>
  );
});
