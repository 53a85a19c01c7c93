import type { DeliveryMethod, DeliveryOption } from "@contracts";
import DeliveryDiningOutlinedIcon from "@mui/icons-material/DeliveryDiningOutlined";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Typography from "@mui/material/Typography";
import { alpha } from "@mui/material/styles";
import { useId, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "@/shared/delivery";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import type { IconComponent } from "@/shared/ui";

const ICONS: Record<DeliveryMethod, IconComponent> = {
  pickup: StorefrontOutlinedIcon,
  courier: DeliveryDiningOutlinedIcon,
  shipping: LocalShippingOutlinedIcon,
};

/** A way's fee as the shopper reads it: "Free" at 0. */
export function useDeliveryFeeText() {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (fee: number) => (fee === 0 ? t("delivery.free") : formatPrice(fee));
}

function MethodCard({ option, selected, onSelect }: { option: DeliveryOption; selected: boolean; onSelect: (method: DeliveryMethod) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const feeText = useDeliveryFeeText();
  const detailsId = useId();
  const Icon = ICONS[option.method];
  const disabled = !option.available;
  // A courier with no zone for the address has no fee to tell ("Free" would mislead).
  const feeKnown = option.method !== "courier" || Boolean(option.zone);
  const zone = option.zone ? (language === "he" ? option.zone.nameHe || option.zone.name : option.zone.name) : null;
  const address = option.address ? (language === "he" ? option.address.he || option.address.en : option.address.en) : null;

  // A click anywhere on the card chooses it, as on the address cards.
  const selectFromCard = (event: MouseEvent<HTMLElement>) => {
    if (disabled || (event.target as HTMLElement).closest("label")) return;
    onSelect(option.method);
  };

  return (
    <Paper
      variant="outlined"
      onClick={selectFromCard}
      data-testid={`delivery-method-${option.method}`}
      data-selected={String(selected)}
      sx={{
        p: 2,
        height: "100%",
        display: "flex",
        flexDirection: "column",
        gap: 1,
        cursor: disabled ? "default" : "pointer",
        borderWidth: 2,
        borderColor: selected ? "secondary.main" : "divider",
        bgcolor: (theme) => (selected ? alpha(theme.palette.secondary.main, 0.08) : disabled ? theme.palette.action.hover : theme.palette.background.paper),
        transition: "border-color 120ms, background-color 120ms",
        "&:hover": !disabled && !selected ? { borderColor: "secondary.light" } : undefined,
        "&:focus-within": !disabled ? { borderColor: "secondary.main" } : undefined,
      }}
    >
      {/* The fee goes under the name when the card is too narrow for both on one line (three cards in a row). */}
      <Box component="label" sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 1, rowGap: 0.5, cursor: disabled ? "default" : "pointer", minWidth: 0 }}>
        <Radio value={option.method} color="secondary" disabled={disabled} sx={{ m: -1 }} slotProps={{ input: { "aria-describedby": detailsId } }} />
        <Icon aria-hidden sx={{ color: disabled ? "text.disabled" : "secondary.dark", flexShrink: 0 }} />
        <Typography component="span" sx={{ fontWeight: 700, flex: "1 1 6rem", minWidth: 0, color: disabled ? "text.secondary" : "text.primary" }}>
          {t(`delivery.methods.${option.method}`)}
        </Typography>
        {feeKnown && (
          <Typography component="span" sx={{ fontWeight: 700, whiteSpace: "nowrap", marginInlineStart: "auto", color: disabled ? "text.secondary" : "text.primary" }} data-testid="delivery-fee">
            {feeText(option.fee)}
          </Typography>
        )}
      </Box>
      <Box id={detailsId} sx={{ display: "grid", gap: 0.25, paddingInlineStart: 4 }}>
        {zone && (
          <Typography variant="body2" color="text.secondary">
            {t("delivery.zone", { zone })}
          </Typography>
        )}
        {address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {t("delivery.pickupAddress", { address })}
          </Typography>
        )}
        {option.available && option.firstDate && (
          <Typography variant="body2" color="text.secondary">
            {t("delivery.firstDate", { date: formatCalendarDate(option.firstDate, language) })}
          </Typography>
        )}
        {option.available && !option.firstDate && (
          <Typography variant="body2" color="warning.dark">
            {t("delivery.noDate")}
          </Typography>
        )}
        {disabled && option.reasonText && (
          <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }} data-testid="delivery-method-reason">
            {option.reasonText}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * The ways the cart can be received, as radio cards: each with its fee for this cart ("Free" at 0),
 * the courier's area, the pickup address and the first possible date. A way this cart or address
 * cannot use is shown disabled with the server's reason (outside every area, below the minimum,
 * no address yet).
 */
export function DeliveryMethodPicker({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly DeliveryOption[];
  value: DeliveryMethod | null;
  onChange: (method: DeliveryMethod) => void;
  /** The group's accessible name; the section's heading by default. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      aria-label={label ?? t("delivery.methodsLabel")}
      value={value ?? ""}
      onChange={(_event, next) => onChange(next as DeliveryMethod)}
      sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))" }}
    >
      {options.map((option) => (
        <MethodCard key={option.method} option={option} selected={option.method === value} onSelect={onChange} />
      ))}
    </RadioGroup>
  );
}
