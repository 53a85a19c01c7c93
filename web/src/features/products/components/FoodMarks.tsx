import type { ProductCard } from "@contracts";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { BadgeLabel } from "@/shared/ui";

/**
 * A tile's food marks (issue 35): parve, vegan, gluten-free, nut-free, each when every variant earns it
 * (the server's `foodMarks`, made by `tileFoodMarks`). Words, not colours: a list named "Suitable for" that a screen reader reads out.
 * They sit over the photo's lower edge, so a tile is as tall with marks as without (the grid's rows
 * and the tile's reserved height stay put); they wrap rather than overflow on a narrow tile.
 */
export function FoodMarks({ product }: { product: ProductCard }) {
  const { t } = useTranslation();
  const marks = product.foodMarks ?? [];
  if (marks.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t("food.marks.label")}
      data-testid="food-marks"
      sx={{ position: "absolute", insetInline: 8, bottom: 8, m: 0, p: 0, listStyle: "none", display: "flex", flexWrap: "wrap-reverse", gap: 0.5, pointerEvents: "none" }}
    >
      {marks.map((mark) => (
        <Box component="li" key={mark} sx={{ display: "flex", minWidth: 0 }}>
          <BadgeLabel label={t(`food.marks.${mark}`)} sx={{ bgcolor: "background.paper", color: "text.primary", fontWeight: 600, fontSize: "0.75rem", height: 22, boxShadow: 1 }} />
        </Box>
      ))}
    </Box>
  );
}
