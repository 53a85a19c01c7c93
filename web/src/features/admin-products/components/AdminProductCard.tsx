import { hasVariants, priceRange, type Product } from "@contracts";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import ReportProblemOutlinedIcon from "@mui/icons-material/ReportProblemOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ProductPrice, isOutOfStock, useProductLabels } from "@/shared/catalog";
import { useFormatPrice } from "@/shared/settings";

/** Hebrew pages fall back to the English text of a product the owner has not translated. */
export function isUntranslated(product: Pick<Product, "titleHe" | "descriptionHe">): boolean {
  return !product.titleHe?.trim() || !product.descriptionHe?.trim();
}

/**
 * One product in the admin grid: image, title, price (sale struck through), stock, category, a
 * "Featured" chip when the home page features it, a "Needs Hebrew" chip when Hebrew pages show its title or description in English,
 * a "Declaration incomplete" chip (issue 35) while its ingredients, an allergen or its kosher status (its own or a variant's) is missing; Edit and Delete.
 * A product sold by variant shows how many it has and what a unit costs now, cheapest to dearest.
 */
export function AdminProductCard({ product, onEdit, onDelete }: { product: Product; onEdit: (product: Product) => void; onDelete: (product: Product) => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { title, category, brand } = useProductLabels(product);
  const outOfStock = isOutOfStock(product);
  const formatPrice = useFormatPrice();
  // The API answers `declared` for every product; a product without it has not been declared either.
  const undeclared = product.declared !== true;

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column", minWidth: 0 }}>
      <Box sx={{ aspectRatio: "4 / 3", bgcolor: "#f3e9dc", overflow: "hidden" }}>
        <Box
          component="img"
          src={product.image}
          alt={title}
          loading="lazy"
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block", filter: outOfStock ? "grayscale(0.6)" : undefined }}
        />
      </Box>
      <CardContent sx={{ flex: 1, pb: 1, minWidth: 0 }}>
        <Typography variant="caption" component="p" color="text.secondary" noWrap>
          {category} · {brand}
        </Typography>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mt: 0.5, mb: 0.5, fontSize: "1.05rem", lineHeight: 1.3, overflowWrap: "anywhere" }}>
          {title}
        </Typography>
        {(product.featured || isUntranslated(product) || undeclared) && (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5, mb: 0.5 }}>
            {product.featured && <Chip size="small" color="secondary" label={t("admin.productsPage.featuredChip")} />}
            {isUntranslated(product) && <Chip size="small" variant="outlined" color="warning" label={t("admin.productsPage.untranslated")} />}
            {undeclared && <Chip size="small" variant="outlined" color="error" icon={<ReportProblemOutlinedIcon />} label={t("admin.productsPage.undeclared")} data-testid="undeclared-chip" />}
          </Box>
        )}
        {hasVariants(product) ? <VariantPrices product={product} formatPrice={formatPrice} /> : <ProductPrice product={product} />}
        <Typography variant="body2" sx={{ mt: 0.5, color: outOfStock ? "error.main" : "text.secondary", fontWeight: outOfStock ? 700 : 400 }}>
          {outOfStock ? t("admin.productsPage.outOfStock") : t("admin.productsPage.stock", { count: product.totalStock })}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: "wrap" }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={() => onEdit(product)}
          aria-label={t("admin.productsPage.editProduct", { title })}
          sx={{ flex: "1 1 auto" }}
        >
          {t("admin.productsPage.edit")}
        </Button>
        <Button
          variant="outlined"
          color="error"
          size="small"
          startIcon={<DeleteOutlineIcon />}
          onClick={() => onDelete(product)}
          aria-label={t("admin.productsPage.deleteProduct", { title })}
          sx={{ flex: "1 1 auto", m: "0 !important" }}
        >
          {t("admin.productsPage.delete")}
        </Button>
      </CardActions>
    </Card>
  );
}

function VariantPrices({ product, formatPrice }: { product: Product; formatPrice: (minorUnits: number) => string }) {
  const { t } = useTranslation();
  const { min, max } = priceRange(product);
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, color: "primary.main" }} data-testid="variant-price-range">
        {min === max ? formatPrice(min) : t("admin.productsPage.priceRange", { min: formatPrice(min), max: formatPrice(max) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("admin.productsPage.variantCount", { count: product.variants?.length ?? 0 })}
      </Typography>
    </>
  );
}
