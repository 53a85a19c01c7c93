import { CARRIER_LIMITS, carrierName, type Carrier, type ShopSettings } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { LTR_INPUT_SX } from "@/shared/ui";
import { saveCarriers } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import {
  canAddCarrier,
  carrierRowsFrom,
  checkCarriers,
  emptyCarrierRow,
  exampleTrackingLink,
  sameCarriers,
  serverErrorsOnRows,
  type CarrierField,
  type CarrierProblem,
  type CarrierRow,
} from "../lib/carriersForm";
import { SaveButton } from "./SettingsCard";

const TEXT_LIMITS: Record<CarrierField, number> = { id: CARRIER_LIMITS.id, name: CARRIER_LIMITS.name, nameHe: CARRIER_LIMITS.name, trackingUrl: CARRIER_LIMITS.trackingUrl };

/**
 * The Carriers tab: the carriers the shop ships with, in the order the shipping form offers them,
 * each with its id, names in both languages and tracking address (`{tracking}` where the parcel's
 * number goes, with an example link once it is one). Rows are added and removed here and saved
 * together with "Save carriers"; every check is the server's schema, run before sending, and what the
 * server still refuses shows under its field.
 */
export function CarriersEditor({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const [saved, setSaved] = useState<CarrierRow[]>(() => carrierRowsFrom(settings.carriers));
  const [rows, setRows] = useState<CarrierRow[]>(saved);
  const [errors, setErrors] = useState<Record<string, Partial<Record<CarrierField, string>>>>({});
  const focusRow = useRef<string | null>(null);
  const idInputs = useRef(new Map<string, HTMLInputElement | null>());
  const save = useSettingsAction("carriers", (carriers: Carrier[]) => saveCarriers(carriers));
  const dirty = !sameCarriers(rows, saved);
  const text = (key: string, options?: Record<string, unknown>) => t(`admin.settingsPage.carriers.${key}`, options ?? {});

  // A new row takes the focus (its id field), so the keyboard goes on from the Add button.
  useEffect(() => {
    if (!focusRow.current) return;
    idInputs.current.get(focusRow.current)?.focus();
    focusRow.current = null;
  }, [rows]);

  const problemText = (field: CarrierField, problem: CarrierProblem) =>
    problem === "tooLong" ? text("errors.tooLong", { max: TEXT_LIMITS[field] }) : text(`errors.${problem}`);

  const change = (key: string, field: CarrierField, value: string) => {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
    setErrors(({ [key]: row, ...rest }) => (row ? { ...rest, [key]: Object.fromEntries(Object.entries(row).filter(([name]) => name !== field)) } : rest));
  };

  const add = () => {
    const row = emptyCarrierRow();
    focusRow.current = row.key;
    setRows((current) => [...current, row]);
  };

  const remove = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || !dirty) return;
    const check = checkCarriers(rows);
    if (!check.ok) {
      setErrors(
        Object.fromEntries(
          Object.entries(check.problems).map(([key, fields]) => [
            key,
            Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, problemText(field as CarrierField, problem)])),
          ]),
        ),
      );
      return;
    }
    const result = await save.run(check.carriers);
    if (result.ok) {
      const stored = carrierRowsFrom(result.settings.carriers);
      setSaved(stored);
      setRows(stored);
      setErrors({});
    } else {
      setErrors(serverErrorsOnRows(result.fieldErrors, rows));
    }
  };

  const field = (row: CarrierRow, name: CarrierField, extra: { hint?: string; dir: "ltr" | "rtl"; lang?: string; required?: boolean }) => {
    const error = errors[row.key]?.[name];
    return (
      <TextField
        size="small"
        label={text(`fields.${name}`)}
        value={row[name]}
        onChange={(event) => change(row.key, name, event.target.value)}
        disabled={save.isPending}
        required={extra.required ?? false}
        error={Boolean(error)}
        helperText={error ?? extra.hint}
        autoComplete="off"
        inputRef={name === "id" ? (node: HTMLInputElement | null) => void idInputs.current.set(row.key, node) : undefined}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS[name], dir: extra.dir, ...(extra.lang ? { lang: extra.lang } : {}), spellCheck: false } }}
        // A long address breaks anywhere rather than widen the row on a phone.
        sx={{ ...(extra.dir === "ltr" ? LTR_INPUT_SX : {}), "& .MuiFormHelperText-root": { overflowWrap: "anywhere" } }}
      />
    );
  };

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} noValidate aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, bgcolor: "background.paper", minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {text("listTitle")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {text("listHint")}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {text("empty")}
        </Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: "none", m: 0, mb: 2, p: 0, display: "grid", gap: 1.5 }}>
          {rows.map((row, index) => {
            const name = carrierName({ name: row.name.trim(), nameHe: row.nameHe.trim() }, language) || text("newCarrier");
            const example = exampleTrackingLink(row.trackingUrl);
            return (
              <Paper component="li" key={row.key} variant="outlined" aria-label={name} data-testid="carrier-row" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 1.5 }}>
                  <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 2, display: "grid", placeItems: "center", bgcolor: "action.hover", color: "secondary.dark", flexShrink: 0 }}>
                    <LocalShippingOutlinedIcon />
                  </Box>
                  <Typography dir="auto" sx={{ flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: "anywhere" }}>
                    <Box component="span" sx={{ color: "text.secondary", marginInlineEnd: 1 }}>
                      {index + 1}.
                    </Box>
                    {name}
                  </Typography>
                  <IconButton aria-label={text("remove", { name })} title={text("remove", { name })} onClick={() => remove(row.key)} disabled={save.isPending} size="small" color="error">
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
                <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(3, minmax(0, 1fr))" } }}>
                  {field(row, "id", { hint: text("idHint"), dir: "ltr", required: true })}
                  {field(row, "name", { dir: "ltr", lang: "en", required: true })}
                  {field(row, "nameHe", { dir: "rtl", lang: "he" })}
                  <Box sx={{ gridColumn: { sm: "1 / -1" }, minWidth: 0 }}>
                    {field(row, "trackingUrl", { hint: example ? text("example", { url: example }) : text("trackingUrlHint"), dir: "ltr", required: true })}
                  </Box>
                </Box>
              </Paper>
            );
          })}
        </Box>
      )}
      <Button startIcon={<AddIcon />} onClick={add} disabled={save.isPending || !canAddCarrier(rows)} variant="outlined">
        {text("add")}
      </Button>
      {!canAddCarrier(rows) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text("errors.tooMany", { max: CARRIER_LIMITS.max })}
        </Typography>
      )}
      <SaveButton label={text("save")} pending={save.isPending} disabled={!dirty} />
    </Paper>
  );
}
