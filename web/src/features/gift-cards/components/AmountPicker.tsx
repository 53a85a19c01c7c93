import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import InputAdornment from "@mui/material/InputAdornment";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import type { AmountChoice } from "../lib/purchaseForm";

/** The longest amount of one's own as typed ("500,000.00" and a little room). */
const AMOUNT_MAX_LENGTH = 12;

function ChoiceCard({ value, label, selected, disabled }: { value: string; label: string; selected: boolean; disabled: boolean }) {
  return (
    <FormControlLabel
      value={value}
      control={<Radio color="secondary" size="small" />}
      label={label}
      disabled={disabled}
      data-testid={`gift-card-amount-${value}`}
      data-selected={String(selected)}
      sx={{
        m: 0,
        px: 1.25,
        py: 0.75,
        border: 2,
        borderRadius: 2,
        borderColor: selected ? "secondary.main" : "divider",
        bgcolor: (theme) => (selected ? alpha(theme.palette.secondary.main, 0.08) : theme.palette.background.paper),
        transition: "border-color 120ms, background-color 120ms",
        "&:hover": selected || disabled ? undefined : { borderColor: "secondary.light" },
        "&:focus-within": { borderColor: "secondary.main" },
        "& .MuiFormControlLabel-label": { fontWeight: 700, whiteSpace: "nowrap" },
      }}
    />
  );
}

/**
 * The card's amount: the settings' amounts as radio cards, and "Another amount", which shows a field
 * for one's own in the shop's currency, typed as a decimal ("75.50"), with its bounds said under it
 * (or what is wrong with it). A fieldset whose legend names the group.
 */
export function AmountPicker({
  amounts,
  choice,
  onChoose,
  otherAmount,
  onOtherAmountChange,
  bounds,
  currencySymbol,
  error,
  disabled,
}: {
  /** The offered amounts (minor units). */
  amounts: readonly number[];
  choice: AmountChoice;
  onChoose: (choice: AmountChoice) => void;
  otherAmount: string;
  onOtherAmountChange: (text: string) => void;
  /** The bounds of one's own, formatted. */
  bounds: { min: string; max: string };
  currencySymbol: string;
  /** The amount's problem, said under the field of one's own. */
  error: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const legendId = useId();
  const errorId = useId();
  const other = choice === "other";

  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: "grid", gap: 1.5 }}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 700, p: 0, mb: 1.5 }}>
        {t("shopGiftCards.amount.legend")}
      </Typography>
      <RadioGroup
        name="giftCardAmount"
        aria-labelledby={legendId}
        // The problem of an amount of one's own is also the group's, when its field is not shown.
        aria-describedby={error && !other ? errorId : undefined}
        value={String(choice)}
        onChange={(_event, next) => onChoose(next === "other" ? "other" : Number(next))}
        sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 132px), 1fr))" }}
      >
        {amounts.map((amount) => (
          <ChoiceCard key={amount} value={String(amount)} label={formatPrice(amount)} selected={choice === amount} disabled={disabled} />
        ))}
        <ChoiceCard value="other" label={t("shopGiftCards.amount.other")} selected={other} disabled={disabled} />
      </RadioGroup>
      {other ? (
        <TextField
          name="giftCardOtherAmount"
          label={t("shopGiftCards.amount.otherLabel")}
          value={otherAmount}
          onChange={(event) => onOtherAmountChange(event.target.value)}
          required
          disabled={disabled}
          autoComplete="off"
          error={Boolean(error)}
          helperText={error ?? t("shopGiftCards.amount.bounds", bounds)}
          sx={{ ...LTR_INPUT_SX, maxWidth: { sm: 280 } }}
          slotProps={{
            htmlInput: { ...LTR_INPUT, inputMode: "decimal", maxLength: AMOUNT_MAX_LENGTH },
            input: { startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment> },
          }}
        />
      ) : (
        error && (
          <Typography id={errorId} variant="body2" color="error">
            {error}
          </Typography>
        )
      )}
    </Box>
  );
}
