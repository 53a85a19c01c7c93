import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import type { InputBaseComponentProps } from "@mui/material/InputBase";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput from "@mui/material/OutlinedInput";
import type { SxProps, Theme } from "@mui/material/styles";
import { useId, type ChangeEvent, type ReactNode } from "react";

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type FieldFrameProps = {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<FieldElement>) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
};

/**
 * FormControl, label and helper text around a field, as TextField puts them; `field` draws the input.
 * `shrinkLabel` keeps the label on the outline even while the field is empty (a select shows its first choice).
 */
export function FieldFrame({
  label,
  required,
  disabled,
  error,
  helperText,
  sx,
  shrinkLabel,
  field,
}: FieldFrameProps & { shrinkLabel?: boolean; field: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth required={required} disabled={disabled} error={error} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>{label}</InputLabel>
      {field(id, helperText ? helperId : undefined)}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

/**
 * An outlined text field for the storefront's server-rendered pages (the search box, the contact
 * form), built from TextField's own parts — FormControl, InputLabel, OutlinedInput, FormHelperText —
 * so it looks and is labelled like TextField. TextField itself imports Select, and Select brings
 * Menu, Popover, Modal and the focus trap (~18 KB gzip) to every page that shows a field. Screens
 * behind sign-in (forms, admin) use TextField.
 */
export function OutlinedField({
  type,
  autoComplete,
  placeholder,
  autoFocus,
  multiline,
  minRows,
  startAdornment,
  htmlInput,
  ...frame
}: FieldFrameProps & {
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  startAdornment?: ReactNode;
  /** Attributes of the <input> itself (maxLength, dir…), TextField's `slotProps.htmlInput`. */
  htmlInput?: InputBaseComponentProps;
}) {
  return (
    <FieldFrame
      {...frame}
      field={(id, describedBy) => (
        <OutlinedInput
          id={id}
          name={frame.name}
          // OutlinedInput adds the required asterisk to the notch itself, as TextField's does.
          label={frame.label}
          value={frame.value}
          onChange={frame.onChange}
          type={type}
          autoComplete={autoComplete}
          placeholder={placeholder}
          autoFocus={autoFocus}
          multiline={multiline}
          minRows={minRows}
          startAdornment={startAdornment}
          inputProps={{ ...htmlInput, "aria-describedby": describedBy }}
        />
      )}
    />
  );
}
