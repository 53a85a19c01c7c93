import type { Product } from "@contracts";
import { useTranslation } from "react-i18next";
import { stockBadge } from "@/shared/catalog";
import { BadgeLabel } from "@/shared/ui";

/** The one badge of spec 4: out of stock, 'only N items left' or sale. */
export function StockBadge({ product, overlay = false }: { product: Pick<Product, "price" | "salePrice" | "totalStock">; overlay?: boolean }) {
  const { t } = useTranslation();
  const badge = stockBadge(product);
  if (!badge) return null;
  const sx = overlay ? { position: "absolute" as const, top: 12, insetInlineStart: 12, fontWeight: 700, boxShadow: 1 } : { fontWeight: 700 };
  switch (badge.kind) {
    case "outOfStock":
      return <BadgeLabel label={t("products.badges.outOfStock")} sx={{ ...sx, bgcolor: "grey.800", color: "common.white" }} />;
    case "lowStock":
      return <BadgeLabel color="warning" label={t("products.badges.lowStock", { count: badge.count })} sx={sx} />;
    case "sale":
      return <BadgeLabel color="error" label={t("products.badges.sale")} sx={sx} />;
  }
}
