import { allergenLine, type AllergenKinds, type Allergens } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SxProps, Theme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { allergenLineText } from "./allergenLineText";

/** What a line says of its allergens: the server's line, or a guest's worked out from the product read. */
export interface LineAllergens {
  allergens?: Allergens | undefined;
  allergenKinds?: AllergenKinds | undefined;
}

/**
 * One allergen line for everything a cart or an order holds ("Contains milk, hazelnuts; may contain
 * peanuts"), under its heading: the cart sheet and the checkout's summary say it, so a gift buyer can
 * pass it on. A line without a full declaration is counted as such, so the line never vouches for it.
 * Nothing when there are no lines.
 */
export function CartAllergens({ items, headingLevel = 3, sx }: { items: readonly LineAllergens[]; headingLevel?: 2 | 3; sx?: SxProps<Theme> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx} data-testid="cart-allergens">
      <Typography id={headingId} component={headingLevel === 2 ? "h2" : "h3"} variant="subtitle2" sx={{ fontWeight: 700 }}>
        {t("food.cart.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {allergenLineText(t, allergenLine(items), language)}
      </Typography>
    </Box>
  );
}
