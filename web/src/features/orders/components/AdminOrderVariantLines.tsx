import { cartLineId, lineVariantLabel, piecesCount, type Order } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { productTitle } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";

/**
 * The admin's order dialog: which variant of each line to pack, by its values in the reader's
 * language and its SKU (left to right in Hebrew too), and a build-your-own box's pieces under its
 * line ("2 × Gold Leaf Dome", per box). Lines of products sold as themselves have no SKU and are
 * not repeated here; nothing is shown for an order without variants or boxes.
 */
export function AdminOrderVariantLines({ order }: { order: Pick<Order, "cartItems"> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const lines = (order.cartItems ?? []).filter((line) => line.variantSku || line.pieces?.length);
  if (lines.length === 0) return null;
  const boxes = lines.some((line) => line.pieces?.length);
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-variant-lines">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t(boxes ? "admin.ordersPage.variantLines.titleWithBoxes" : "admin.ordersPage.variantLines.title")}
      </Typography>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
        {lines.map((line, index) => {
          const variant = lineVariantLabel(line, language);
          const pieces = line.pieces ?? [];
          return (
            <Box component="li" key={cartLineId(line.productId, line.variantSku, line.pieces)} sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                <bdi>{variant ? t("admin.ordersPage.variantLines.label", { title: productTitle(line, language), variant }) : productTitle(line, language)}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                {line.variantSku && (
                  <>
                    {t("admin.ordersPage.sku")} <bdi dir="ltr">{line.variantSku}</bdi> ·{" "}
                  </>
                )}
                {t("orders.details.quantity", { count: line.quantity })}
              </Typography>
              {pieces.length > 0 && (
                <Box data-testid="order-box-pieces" sx={{ mt: 0.5 }}>
                  <Typography id={`${headingId}-${index}`} variant="body2" sx={{ fontWeight: 600 }}>
                    {t(line.quantity > 1 ? "admin.packingSlip.slip.inEachBox" : "admin.packingSlip.slip.inBox", { count: piecesCount(pieces) })}
                  </Typography>
                  <Box component="ul" aria-labelledby={`${headingId}-${index}`} sx={{ m: 0, p: 0, listStyle: "none" }}>
                    {pieces.map((piece) => (
                      <Typography component="li" variant="body2" key={piece.productId} sx={{ overflowWrap: "anywhere" }}>
                        <Box component="span" sx={{ fontWeight: 700 }}>
                          <bdi dir="ltr">{piece.quantity}</bdi> ×
                        </Box>{" "}
                        <bdi>{productTitle(piece, language)}</bdi>
                      </Typography>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
