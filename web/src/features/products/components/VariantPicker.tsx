import { optionName, optionValueLabel, type ProductOption, type ProductVariant } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { useId, useRef, type KeyboardEvent } from "react";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { chooseValue, valueChoosable } from "../lib/variantChoice";

/**
 * A variant product's options, each a radio group of buttons in the reader's language (Size: Box of
 * 9 · Box of 16). A value no variant in stock has with the values chosen above it is shown, struck
 * and disabled. One Tab stop per group (the chosen value); the arrow keys move and choose, as in any
 * radio group, the horizontal ones following the reading direction.
 */
export function VariantPicker({
  product,
  variant,
  onChange,
}: {
  product: { options?: ProductOption[] | undefined; variants?: ProductVariant[] | undefined };
  variant: ProductVariant;
  onChange: (variant: ProductVariant) => void;
}) {
  return (
    <Box sx={{ display: "grid", gap: 2, mt: 2 }} data-testid="variant-picker">
      {(product.options ?? []).map((option, index) => (
        <OptionGroup key={option.name} product={product} option={option} index={index} variant={variant} onChange={onChange} />
      ))}
    </Box>
  );
}

function OptionGroup({
  product,
  option,
  index,
  variant,
  onChange,
}: {
  product: { options?: ProductOption[] | undefined; variants?: ProductVariant[] | undefined };
  option: ProductOption;
  index: number;
  variant: ProductVariant;
  onChange: (variant: ProductVariant) => void;
}) {
  const language = useLanguage();
  const rtl = useTheme().direction === "rtl";
  const nameId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = variant.optionValues[index];
  const values = option.values.map((value) => ({
    value: value.label,
    label: optionValueLabel(option, value.label, language),
    enabled: valueChoosable(product, variant, index, value.label),
  }));
  // The group's one Tab stop: the chosen value, or the first that can be chosen when it cannot.
  const tabStop = values.find((value) => value.value === chosen && value.enabled)?.value ?? values.find((value) => value.enabled)?.value;

  const choose = (value: string) => {
    if (value !== chosen) onChange(chooseValue(product, variant, index, value));
  };

  const onKeyDown = (event: KeyboardEvent, from: number) => {
    const forward = event.key === "ArrowDown" || event.key === (rtl ? "ArrowLeft" : "ArrowRight");
    const back = event.key === "ArrowUp" || event.key === (rtl ? "ArrowRight" : "ArrowLeft");
    if (!forward && !back) return;
    event.preventDefault();
    const step = forward ? 1 : -1;
    for (let offset = 1; offset <= values.length; offset++) {
      const at = (from + step * offset + values.length) % values.length;
      if (!values[at]?.enabled) continue;
      buttons.current[at]?.focus();
      choose(values[at].value);
      return;
    }
  };

  return (
    <Box>
      <Typography id={nameId} component="p" sx={{ fontWeight: 600, mb: 0.75 }}>
        {optionName(option, language)}
      </Typography>
      <Box role="radiogroup" aria-labelledby={nameId} sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        {values.map((value, at) => {
          const checked = value.value === chosen;
          return (
            <Button
              key={value.value}
              ref={(element: HTMLButtonElement | null) => {
                buttons.current[at] = element;
              }}
              role="radio"
              aria-checked={checked}
              tabIndex={value.value === tabStop ? 0 : -1}
              disabled={!value.enabled}
              variant={checked ? "contained" : "outlined"}
              size="small"
              dir="auto"
              onClick={() => choose(value.value)}
              onKeyDown={(event) => onKeyDown(event, at)}
              sx={{ minWidth: 48, textTransform: "none", ...(value.enabled ? {} : { textDecoration: "line-through" }) }}
            >
              {value.label}
            </Button>
          );
        })}
      </Box>
    </Box>
  );
}
