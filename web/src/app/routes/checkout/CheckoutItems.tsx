import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import type { CartLine } from "@/features/cart";
import { unitPrice } from "@/features/cart";
import { BoxPieces, productTitle, VariantLabel } from "@/shared/catalog";
import { CartAllergens } from "@/shared/food/CartAllergens";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { srcSetOf, visuallyHidden } from "@/shared/ui";

/**
 * The cart lines as the order will hold them: image, title, the variant, a box's pieces, quantity, unit
 * price and line price; then the allergens of them all in one line.
 */
export function CheckoutItems({ items, loading }: { items: CartLine[]; loading: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();

  if (loading) {
    return (
      <Box role="status" aria-busy="true" sx={{ display: "grid", gap: 1.5 }}>
        <Box component="span" sx={visuallyHidden}>
          {t("cart.loading")}
        </Box>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={72} />
        ))}
      </Box>
    );
  }

  return (
    <>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }}>
        {items.map((line) => {
          const title = line.title ? productTitle({ title: line.title, titleHe: line.titleHe }, language) : t("cart.untitled");
          const unit = unitPrice(line);
          return (
            <Box
              component="li"
              key={line.lineId}
              sx={{ display: "flex", gap: 2, alignItems: "center", py: 1.5, borderBottom: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 0 } }}
            >
              <Box sx={{ width: 64, height: 64, flexShrink: 0, borderRadius: 1.5, overflow: "hidden", bgcolor: "action.hover" }}>
                {line.image ? (
                  <Box component="img" src={line.image} srcSet={srcSetOf(line.imageVariants)} sizes="64px" alt="" sx={{ width: "100%", height: "100%", objectFit: "cover" }} />
                ) : null}
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {/* dir="auto" keeps an English title left to right in Hebrew; "left" flips to the start side. */}
                <Typography component="h3" variant="subtitle1" dir="auto" sx={{ fontWeight: 600, lineHeight: 1.3, textAlign: "left", overflowWrap: "anywhere" }}>
                  {title}
                </Typography>
                <VariantLabel line={line} />
                <BoxPieces pieces={line.pieces} />
                <Typography variant="body2" color="text.secondary">
                  {t("orders.details.quantity", { count: line.quantity })} · {t("orders.details.unitPrice", { price: formatPrice(unit) })}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }} data-testid="checkout-line-total">
                {formatPrice(unit * line.quantity)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {/* Everything in the order in one allergen line (a gift buyer passes it on). */}
      <CartAllergens items={items} sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: "divider" }} />
    </>
  );
}
