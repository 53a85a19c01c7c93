import { DELIVERY_LIMITS, DELIVERY_TEXT_LIMITS } from "@contracts";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import type { DeliveryDraft } from "../lib/deliveryForm";
import { SettingsCard } from "./SettingsCard";
import { OfferSwitch, boundField, wholeField, type DeliveryFormApi } from "./DeliveryFields";
import { WeekHoursEditor } from "./WeekHoursEditor";

/**
 * Pickup at the atelier: offered or not, the address in both languages (the English one needed to
 * offer it), the opening hours per weekday cut into slots of `slotMinutes`, and how many orders a
 * day and a slot may take (0: no limit).
 */
export const PickupSettingsCard = memo(function PickupSettingsCard({ form, pickup }: { form: DeliveryFormApi; pickup: DeliveryDraft["pickup"] }) {
  const { t } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) => t(`adminDelivery.pickup.${key}`, values ?? {});
  const capacityHint = t("adminDelivery.capacity.hint");

  return (
    <SettingsCard
      title={text("title")}
      description={text("description")}
      action={
        <OfferSwitch label={text("enabled")} checked={pickup.enabled} onChange={(checked) => form.edit("pickup.enabled", (draft) => void (draft.pickup.enabled = checked))} disabled={form.disabled} />
      }
    >
      <TextField
        {...boundField(form, "pickup.address", pickup.address)}
        label={text("address")}
        required={pickup.enabled}
        slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.address, dir: "ltr", lang: "en" } }}
      />
      <TextField
        {...boundField(form, "pickup.addressHe", pickup.addressHe)}
        label={text("addressHe")}
        slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.address, dir: "rtl", lang: "he" } }}
      />
      <TextField
        {...boundField(form, "pickup.slotMinutes", String(pickup.slotMinutes), { hint: text("slotMinutesHint"), set: (draft, value) => void (draft.pickup.slotMinutes = Number(value)) })}
        select
        label={text("slotMinutes")}
        slotProps={{ select: { native: true } }}
      >
        {DELIVERY_LIMITS.slotMinutes.map((minutes) => (
          <option key={minutes} value={minutes}>
            {text("slotOption", { minutes })}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }}>
        <TextField {...wholeField(boundField(form, "pickup.capacityPerDay", pickup.capacityPerDay, { hint: capacityHint }))} label={t("adminDelivery.capacity.perDay")} />
        <TextField {...wholeField(boundField(form, "pickup.capacityPerSlot", pickup.capacityPerSlot, { hint: capacityHint }))} label={t("adminDelivery.capacity.perSlot")} />
      </Box>
      <Box sx={{ gridColumn: { sm: "1 / -1" }, minWidth: 0 }}>
        <WeekHoursEditor form={form} path="pickup.hours" title={text("hours")} week={pickup.hours} />
      </Box>
    </SettingsCard>
  );
});
