import { ADDRESS_FIELDS, ADDRESS_FIELD_MAX_LENGTH, MAX_ADDRESSES_PER_USER, type Address, type AddressFields } from "@contracts";
import AddLocationAltOutlinedIcon from "@mui/icons-material/AddLocationAltOutlined";
import SaveOutlinedIcon from "@mui/icons-material/SaveOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import type { AddressSaveResult } from "../hooks/useAddresses";
import { EMPTY_ADDRESS_DRAFT, checkAddressDraft, draftFromAddress, isAddressDraftComplete, type AddressDraft, type AddressField } from "../lib/addressForm";

/** Per field: browser autofill, and whether it holds a left-to-right value (digits) in Hebrew too. */
const FIELD_OPTIONS: Record<AddressField, { props: Partial<TextFieldProps>; ltr?: boolean; wide?: boolean }> = {
  address: { props: { autoComplete: "street-address" }, wide: true },
  city: { props: { autoComplete: "address-level2" } },
  pincode: { props: { autoComplete: "postal-code" }, ltr: true },
  phone: { props: { type: "tel", autoComplete: "tel" }, ltr: true },
  notes: { props: { multiline: true, minRows: 2 }, wide: true },
};

/**
 * The address form: add mode, or edit mode filled from `editing` (spec 4). Submit stays disabled until
 * all five fields are non-blank after trimming (spec 5); what else the server's schema refuses (a phone
 * with letters) is said under the field on submit, and the fields are sent as that schema reads them. Mount it with `key` set to the edited id so
 * switching modes starts from a fresh draft.
 */
export function AddressForm({
  editing,
  count,
  pending,
  onSubmit,
  onCancel,
}: {
  editing: Address | null;
  /** How many addresses the user has, for the "n of 3" hint. */
  count: number;
  pending: boolean;
  onSubmit: (fields: AddressFields) => Promise<AddressSaveResult>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AddressDraft>(() => (editing ? draftFromAddress(editing) : EMPTY_ADDRESS_DRAFT));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();
  const complete = isAddressDraftComplete(draft);

  const change = (field: AddressField) => (event: { target: { value: string } }) => {
    setDraft((current) => ({ ...current, [field]: event.target.value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || pending) return;
    const check = checkAddressDraft(draft);
    if (!check.ok) {
      setErrors(Object.fromEntries(Object.entries(check.problems).map(([field, problem]) => [field, t(`addresses.problems.${problem.kind === "format" ? "format" : "invalid"}`)])));
      return;
    }
    const result = await onSubmit(check.value);
    if (!result.ok) {
      setErrors(result.fieldErrors);
    } else if (!editing) {
      setDraft(EMPTY_ADDRESS_DRAFT);
      setErrors({});
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-labelledby={headingId} noValidate>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "baseline", justifyContent: "space-between", flexWrap: "wrap", mb: 2 }}>
        <Typography id={headingId} variant="h6" component="h3">
          {editing ? t("addresses.editTitle") : t("addresses.addTitle")}
        </Typography>
        {!editing && (
          <Typography variant="body2" color="text.secondary">
            {t("addresses.count", { count, max: MAX_ADDRESSES_PER_USER })}
          </Typography>
        )}
      </Stack>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}>
        {ADDRESS_FIELDS.map((field, index) => {
          const options = FIELD_OPTIONS[field];
          return (
            <TextField
              key={field}
              name={field}
              label={t(`addresses.fields.${field}`)}
              value={draft[field]}
              onChange={change(field)}
              required
              disabled={pending}
              autoFocus={Boolean(editing) && index === 0}
              error={Boolean(errors[field])}
              // The notes field is required (spec 5) but its purpose is not obvious: say what goes there.
              helperText={errors[field] ?? (field === "notes" ? t("addresses.notesHint") : undefined)}
              {...options.props}
              sx={{
                gridColumn: options.wide ? { sm: "1 / -1" } : undefined,
                ...(options.ltr ? LTR_INPUT_SX : {}),
              }}
              slotProps={{ htmlInput: { maxLength: ADDRESS_FIELD_MAX_LENGTH[field], ...(options.ltr ? LTR_INPUT : {}) } }}
            />
          );
        })}
      </Box>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 2.5, flexWrap: "wrap" }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!complete}
          loading={pending}
          loadingPosition="start"
          startIcon={editing ? <SaveOutlinedIcon /> : <AddLocationAltOutlinedIcon />}
        >
          {editing ? t("addresses.save") : t("addresses.add")}
        </Button>
        {editing && (
          <Button variant="text" onClick={onCancel} disabled={pending}>
            {t("addresses.cancel")}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
