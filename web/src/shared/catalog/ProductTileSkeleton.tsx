import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import { useTranslation } from "react-i18next";
import { GridLayout, visuallyHidden, type GridColumns } from "@/shared/ui";

/** A product tile's shape while products load (the storefront's grids and the owner's product list). */
export function ProductTileSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: "4 / 3", height: "auto" }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton width="80%" height={28} />
        <Skeleton width="30%" />
        <Skeleton width="25%" height={28} />
        <Box sx={{ display: "flex", gap: 1, mt: 1 }}>
          <Skeleton variant="rounded" height={32} sx={{ flex: 1, borderRadius: 99 }} />
          <Skeleton variant="rounded" height={32} sx={{ flex: 1, borderRadius: 99 }} />
        </Box>
      </CardContent>
    </Card>
  );
}

export function ProductGridSkeleton({ count = 8, columns }: { count?: number; columns?: GridColumns }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true">
      <Box component="span" sx={visuallyHidden}>
        {t("app.loading")}
      </Box>
      <GridLayout columns={columns}>
        {Array.from({ length: count }, (_, i) => (
          <ProductTileSkeleton key={i} />
        ))}
      </GridLayout>
    </Box>
  );
}
