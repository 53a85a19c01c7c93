import { hasVariants, priceRange, type Product } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { visuallyHidden } from "@/shared/ui";
import { isOnSale } from "./stock";

/**
 * The price; on sale, the sale price with the normal price struck through beside it. A product whose
 * variants cost differently says "From" its cheapest (a tile, before a variant is chosen).
 */
export function ProductPrice({ product, size = "medium" }: { product: Pick<Product, "price" | "salePrice" | "variants">; size?: "medium" | "large" }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const variant = size === "large" ? "h5" : "subtitle1";
  const range = hasVariants(product) ? priceRange(product) : undefined;
  if (range && range.min < range.max) {
    return (
      <Typography variant={variant} component="p" sx={{ fontWeight: 700, color: "primary.main" }} data-testid="price-from">
        {t("products.priceFrom", { price: formatPrice(range.min) })}
      </Typography>
    );
  }
  if (!isOnSale(product)) {
    return (
      <Typography variant={variant} component="p" sx={{ fontWeight: 700, color: "primary.main" }}>
        {formatPrice(product.price)}
      </Typography>
    );
  }
  return (
    <Box component="p" sx={{ m: 0, display: "flex", alignItems: "baseline", gap: 1, flexWrap: "wrap" }}>
      <Typography variant={variant} component="span" sx={{ fontWeight: 700, color: "error.main" }}>
        <Box component="span" sx={visuallyHidden}>
          {t("products.salePrice")}{" "}
        </Box>
        {formatPrice(product.salePrice)}
      </Typography>
      <Typography component="s" variant="body2" sx={{ color: "text.secondary" }}>
        <Box component="span" sx={visuallyHidden}>
          {t("products.regularPrice")}{" "}
        </Box>
        {formatPrice(product.price)}
      </Typography>
    </Box>
  );
}
