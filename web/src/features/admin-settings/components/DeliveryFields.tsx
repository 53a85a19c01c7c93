import { WEEKDAYS, type Weekday } from "@contracts";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Switch from "@mui/material/Switch";
import type { SxProps, Theme } from "@mui/material/styles";
import type { TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { valueAt, type DeliveryDraft } from "../lib/deliveryForm";

/**
 * What every part of the Delivery tab works with: a way to change the draft (the path names what
 * changes: see `copiedAlong`; its errors go), each field's error by its path, and the shop's currency.
 * The parts get their own slice of the draft as a prop, so a part whose slice did not change skips
 * rendering.
 */
export interface DeliveryFormApi {
  /** Changes the draft at `path` (only what lies on the way to it); the errors at `path` and under it are cleared. */
  edit: (path: string, change: (draft: DeliveryDraft) => void) => void;
  error: (path: string) => string | undefined;
  disabled: boolean;
  currencySymbol: string;
}

/** Sets the field at `path` of a draft copied along it. */
export function setAt(draft: DeliveryDraft, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop();
  const parent = keys.length > 0 ? valueAt(draft, keys.join(".")) : draft;
  if (last !== undefined && parent !== null && typeof parent === "object") (parent as Record<string, unknown>)[last] = value;
}

export const WEEKDAY_KEYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** A weekday's name in the reader's language (`short` for chips). */
export function useWeekdayName() {
  const { t } = useTranslation();
  return (day: Weekday, short = false) => t(`adminDelivery.${short ? "weekdaysShort" : "weekdays"}.${WEEKDAY_KEYS[day]}`);
}

/**
 * Props of a text field bound to the draft at `path`: its value, a change that sets it there (or
 * `set`, for a field whose change does more), its error under it (else `hint`).
 */
export function boundField(
  form: DeliveryFormApi,
  path: string,
  value: string,
  { hint, set }: { hint?: string; set?: (draft: DeliveryDraft, value: string) => void } = {},
): Partial<TextFieldProps> {
  const error = form.error(path);
  return {
    // The path names the field: the server's field errors and the form's checks use the same.
    name: path,
    value,
    onChange: (event) => {
      const typed = event.target.value;
      form.edit(path, (draft) => (set ? set(draft, typed) : setAt(draft, path, typed)));
    },
    disabled: form.disabled,
    error: Boolean(error),
    helperText: error ?? hint,
    size: "small",
    fullWidth: true,
    // A long message breaks anywhere rather than widen the card on a phone.
    sx: { "& .MuiFormHelperText-root": { overflowWrap: "anywhere" } },
  };
}

/** A field written left to right in Hebrew too (times, dates, numbers, amounts, ids); `sx` adds to its own. */
export function ltr(props: Partial<TextFieldProps>, htmlInput: Record<string, unknown> = {}, sx: SxProps<Theme> = {}): Partial<TextFieldProps> {
  return {
    ...props,
    sx: [LTR_INPUT_SX, { "& .MuiFormHelperText-root": { overflowWrap: "anywhere" } }, ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>,
    slotProps: { ...props.slotProps, htmlInput: { ...LTR_INPUT, ...htmlInput } },
  };
}

/**
 * A time or date input two of which sit side by side: less padding and, on a phone, no picker icon (a
 * tap opens the picker), so "09:00 AM" or a whole date fits at 360 px; a sensible width from tablets up.
 */
export const PICKER_SX: SxProps<Theme> = {
  flex: { xs: 1, sm: "0 0 10rem" },
  minWidth: 0,
  "& .MuiInputBase-input": { px: 1.25 },
  "& input::-webkit-calendar-picker-indicator": { display: { xs: "none", sm: "block" } },
};

/** An amount typed in major units with the shop's currency symbol. */
export function moneyField(form: DeliveryFormApi, props: Partial<TextFieldProps>): Partial<TextFieldProps> {
  return {
    ...ltr(props, { inputMode: "decimal", maxLength: 12 }),
    slotProps: {
      htmlInput: { ...LTR_INPUT, inputMode: "decimal", maxLength: 12 },
      input: { startAdornment: <InputAdornment position="start">{form.currencySymbol}</InputAdornment> },
    },
  };
}

/** A whole number typed as digits. */
export function wholeField(props: Partial<TextFieldProps>): Partial<TextFieldProps> {
  return ltr(props, { inputMode: "numeric", maxLength: 6 });
}

/** The switch that offers a way to receive orders, beside its card's title. */
export function OfferSwitch({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled: boolean }) {
  return <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} disabled={disabled} />} label={label} sx={{ marginInlineEnd: 0 }} />;
}

/** The weekdays as chips to switch on and off (Sunday first), with the list's error under them. */
export function WeekdayChips({
  label,
  value,
  onChange,
  disabled,
  error,
  hint,
}: {
  label: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  disabled: boolean;
  error?: string;
  hint?: string;
}) {
  const weekdayName = useWeekdayName();
  const labelId = useId();
  const helperId = useId();
  const chosen = new Set(value);
  const toggle = (day: Weekday) => onChange(chosen.has(day) ? value.filter((d) => d !== day) : [...value, day].sort((a, b) => a - b));
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={error || hint ? helperId : undefined} sx={{ minWidth: 0 }}>
      <Typography id={labelId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {WEEKDAYS.map((day) => {
          const on = chosen.has(day);
          return (
            <Chip
              key={day}
              label={weekdayName(day, true)}
              title={weekdayName(day)}
              aria-label={weekdayName(day)}
              aria-pressed={on}
              color={on ? "primary" : "default"}
              variant={on ? "filled" : "outlined"}
              onClick={() => toggle(day)}
              disabled={disabled}
            />
          );
        })}
      </Box>
      {(error || hint) && (
        <FormHelperText id={helperId} error={Boolean(error)}>
          {error ?? hint}
        </FormHelperText>
      )}
    </Box>
  );
}

/** A list's own error (too many, a problem of the list as a whole), under it. */
export function ListError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <FormHelperText error role="alert" sx={{ mx: 0 }}>
      {message}
    </FormHelperText>
  );
}

/** The red bin that removes one row of a list (a zone, a city, hours, a closing), named by what it removes. */
export function RemoveRowButton({ label, onClick, disabled, sx = { mt: 0.5 } }: { label: string; onClick: () => void; disabled: boolean; sx?: SxProps<Theme> }) {
  return (
    <IconButton aria-label={label} title={label} onClick={onClick} disabled={disabled} size="small" color="error" sx={sx}>
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  );
}
