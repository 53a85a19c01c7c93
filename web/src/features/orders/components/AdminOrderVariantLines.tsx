import { lineVariantLabel, stockKey, type Order } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";

/**
 * The admin's order dialog: which variant of each line to pack, by its values in the reader's
 * language and its SKU (left to right in Hebrew too). Lines of products sold as themselves have
 * no SKU and are not repeated here; nothing is shown for an order without variants.
 */
export function AdminOrderVariantLines({ order }: { order: Pick<Order, "cartItems"> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const lines = (order.cartItems ?? []).filter((line) => line.variantSku);
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-variant-lines">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t("admin.ordersPage.variantLines.title")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
        {lines.map((line) => (
          <Box component="li" key={stockKey(line.productId, line.variantSku)} sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
              <bdi>{t("admin.ordersPage.variantLines.label", { title: productTitle(line, language), variant: lineVariantLabel(line, language) ?? "" })}</bdi>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {t("admin.ordersPage.sku")} <bdi dir="ltr">{line.variantSku}</bdi> · {t("orders.details.quantity", { count: line.quantity })}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
