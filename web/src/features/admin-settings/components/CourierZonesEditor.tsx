import { DELIVERY_LIMITS, DELIVERY_TEXT_LIMITS } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { memo, useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { emptyZone, newKey, zoneIdOf, type DeliveryDraft, type ZoneDraft } from "../lib/deliveryForm";
import { SettingsCard } from "./SettingsCard";
import { ListError, RemoveRowButton, OfferSwitch, boundField, moneyField, wholeField, type DeliveryFormApi } from "./DeliveryFields";
import { WeekHoursEditor } from "./WeekHoursEditor";

const zoneAt = (draft: DeliveryDraft, index: number): ZoneDraft | undefined => draft.courier.zones[index];

/** One delivery area: its id, names, cities (English and Hebrew), fee, minimum, free threshold and windows. */
const ZoneCard = memo(function ZoneCard({ form, zone, index }: { form: DeliveryFormApi; zone: ZoneDraft; index: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const citiesId = useId();
  const text = (key: string, values?: Record<string, unknown>) => t(`adminDelivery.courier.${key}`, values ?? {});
  const path = `courier.zones.${index}`;
  const shownName = (language === "he" ? zone.nameHe.trim() || zone.name.trim() : zone.name.trim() || zone.nameHe.trim()) || text("newZone");

  const setName = (draft: DeliveryDraft, value: string) => {
    const target = zoneAt(draft, index);
    if (!target) return;
    target.name = value;
    // A new area's id follows its English name until the owner types one.
    if (target.isNew && !target.idTyped) target.id = zoneIdOf(value);
  };

  const addCity = () =>
    form.edit(`${path}.cities`, (draft) => {
      zoneAt(draft, index)?.cities.push({ key: newKey("city"), en: "", he: "" });
    });
  const removeCity = (cityIndex: number) => form.edit(`${path}.cities`, (draft) => void zoneAt(draft, index)?.cities.splice(cityIndex, 1));
  const remove = () => form.edit("courier.zones", (draft) => void draft.courier.zones.splice(index, 1));

  return (
    <Paper component="li" variant="outlined" aria-label={shownName} data-testid="zone-card" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
        <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 2, display: "grid", placeItems: "center", bgcolor: "action.hover", color: "secondary.dark", flexShrink: 0 }}>
          <PlaceOutlinedIcon />
        </Box>
        <Typography dir="auto" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: "anywhere" }}>
          {shownName}
        </Typography>
        <RemoveRowButton label={text("removeZone", { name: shownName })} onClick={remove} disabled={form.disabled} sx={{}} />
      </Box>

      <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } }}>
        <TextField
          {...boundField(form, `${path}.name`, zone.name, { set: setName })}
          label={text("name")}
          required
          slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.zoneName, dir: "ltr", lang: "en" } }}
        />
        <TextField
          {...boundField(form, `${path}.nameHe`, zone.nameHe)}
          label={text("nameHe")}
          slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.zoneName, dir: "rtl", lang: "he" } }}
        />
        <TextField
          {...boundField(form, `${path}.id`, zone.id, {
            hint: zone.isNew ? text("idHint") : text("idSavedHint"),
            set: (draft, value) => {
              const target = zoneAt(draft, index);
              if (!target) return;
              target.id = value;
              target.idTyped = true;
            },
          })}
          label={text("id")}
          required
          autoComplete="off"
          sx={{ ...LTR_INPUT_SX, "& .MuiFormHelperText-root": { overflowWrap: "anywhere" } }}
          // Orders name their area by this id: an area already saved keeps it.
          slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: DELIVERY_TEXT_LIMITS.zoneId, spellCheck: false, readOnly: !zone.isNew } }}
        />
        <TextField {...moneyField(form, boundField(form, `${path}.fee`, zone.fee))} label={text("fee")} />
        <TextField {...moneyField(form, boundField(form, `${path}.minimumOrder`, zone.minimumOrder, { hint: text("minimumOrderHint") }))} label={text("minimumOrder")} />
        <TextField {...moneyField(form, boundField(form, `${path}.freeThreshold`, zone.freeThreshold, { hint: text("freeThresholdHint") }))} label={text("freeThreshold")} />
      </Box>

      <Box component="section" aria-labelledby={citiesId} sx={{ minWidth: 0 }}>
        <Typography id={citiesId} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {text("cities")}
        </Typography>
        {zone.cities.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {text("noCities")}
          </Typography>
        )}
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {zone.cities.map((city, cityIndex) => {
            const at = `${path}.cities.${cityIndex}`;
            const cityName = city.en.trim() || city.he.trim() || text("cityN", { n: cityIndex + 1 });
            return (
              <Box component="li" key={city.key} sx={{ display: "flex", gap: 1, alignItems: "flex-start", minWidth: 0 }}>
                <TextField
                  {...boundField(form, `${at}.en`, city.en)}
                  label={text("cityEn")}
                  required
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.cityName, dir: "ltr", lang: "en", "aria-label": text("cityEnFor", { n: cityIndex + 1 }) } }}
                />
                <TextField
                  {...boundField(form, `${at}.he`, city.he)}
                  label={text("cityHe")}
                  sx={{ flex: 1, minWidth: 0 }}
                  slotProps={{ htmlInput: { maxLength: DELIVERY_TEXT_LIMITS.cityName, dir: "rtl", lang: "he", "aria-label": text("cityHeFor", { n: cityIndex + 1 }) } }}
                />
                <RemoveRowButton label={text("removeCity", { city: cityName })} onClick={() => removeCity(cityIndex)} disabled={form.disabled} />
              </Box>
            );
          })}
        </Box>
        <ListError message={form.error(`${path}.cities`)} />
        <Button size="small" startIcon={<AddIcon />} onClick={addCity} disabled={form.disabled || zone.cities.length >= DELIVERY_LIMITS.citiesPerZone} sx={{ mt: 1 }}>
          {text("addCity")}
        </Button>
      </Box>

      <WeekHoursEditor form={form} path={`${path}.windows`} title={text("windows")} week={zone.windows} />
    </Paper>
  );
});

/**
 * The courier: offered or not, its delivery areas (each with the cities it serves in both languages,
 * its fee, minimum order, free-delivery threshold and delivery windows) and how many orders a day and
 * a window may take. At least one area is needed to offer it.
 */
export const CourierZonesEditor = memo(function CourierZonesEditor({ form, courier }: { form: DeliveryFormApi; courier: DeliveryDraft["courier"] }) {
  const { t } = useTranslation();
  const listId = useId();
  const text = (key: string, values?: Record<string, unknown>) => t(`adminDelivery.courier.${key}`, values ?? {});
  const capacityHint = t("adminDelivery.capacity.hint");
  const full = courier.zones.length >= DELIVERY_LIMITS.zones;

  const add = () => form.edit("courier.zones", (draft) => void draft.courier.zones.push(emptyZone()));

  return (
    <SettingsCard
      title={text("title")}
      description={text("description")}
      columns={1}
      action={
        <OfferSwitch
          label={text("enabled")}
          checked={courier.enabled}
          onChange={(checked) => form.edit("courier.enabled", (draft) => void (draft.courier.enabled = checked))}
          disabled={form.disabled}
        />
      }
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(2, minmax(0, 14rem))" } }}>
        <TextField
          {...wholeField(boundField(form, "courier.capacityPerDay", courier.capacityPerDay, { hint: capacityHint }))}
          label={t("adminDelivery.capacity.perDay")}
        />
        <TextField
          {...wholeField(boundField(form, "courier.capacityPerSlot", courier.capacityPerSlot, { hint: capacityHint }))}
          label={t("adminDelivery.capacity.perWindow")}
        />
      </Box>
      <Box component="section" aria-labelledby={listId} sx={{ minWidth: 0 }}>
        <Typography id={listId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          {text("zones")}
        </Typography>
        {courier.zones.length === 0 ? (
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {text("empty")}
          </Typography>
        ) : (
          <Box component="ol" aria-labelledby={listId} sx={{ listStyle: "none", m: 0, mb: 2, p: 0, display: "grid", gap: 1.5 }}>
            {courier.zones.map((zone, index) => (
              <ZoneCard key={zone.key} form={form} zone={zone} index={index} />
            ))}
          </Box>
        )}
        <ListError message={form.error("courier.zones")} />
        <Button startIcon={<AddIcon />} onClick={add} disabled={form.disabled || full} variant="outlined" sx={{ mt: 1 }}>
          {text("addZone")}
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t("adminDelivery.errors.tooMany", { max: DELIVERY_LIMITS.zones })}
          </Typography>
        )}
      </Box>
    </SettingsCard>
  );
});
