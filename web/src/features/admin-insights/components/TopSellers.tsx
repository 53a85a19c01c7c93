import type { InsightsCategory, InsightsProduct } from "@contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { FiguresTable } from "./FiguresTable";

interface Ranked {
  key: string;
  name: string;
  units: number;
  revenue: number;
}

/** One ranking as horizontal bars (longest first, growing from the start side), then as a table. */
function Ranking({ title, nameColumn, items, empty }: { title: string; nameColumn: string; items: Ranked[]; empty: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const formatPrice = useFormatPrice();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {empty}
        </Typography>
      ) : (
        <>
          <Box aria-hidden="true" sx={{ width: "100%", minWidth: 0 }}>
            <BarChart
              // Hidden from assistive technology (the table says it): no tab stop inside it either.
              disableKeyboardNavigation
              layout="horizontal"
              height={Math.max(120, items.length * 36 + 40)}
              yAxis={[{ scaleType: "band", data: items.map((item) => item.name), position: rtl ? "right" : "left", width: 120, tickLabelStyle: { fontSize: 11 } }]}
              xAxis={[{ reverse: rtl, valueFormatter: (value: number) => formatPrice(value), tickLabelStyle: { fontSize: 10 }, tickNumber: 2 }]}
              series={[{ data: items.map((item) => item.revenue), label: t("adminInsights.kpi.revenue"), valueFormatter: (value) => (value === null ? "" : formatPrice(value)), color: theme.palette.secondary.main }]}
              hideLegend
              // Room at both ends for the outer tick's amount (it would be cut short at 360 px).
              margin={{ top: 8, bottom: 8, left: 24, right: 24 }}
            />
          </Box>
          <FiguresTable
            caption={title}
            columns={[nameColumn, t("adminInsights.kpi.units"), t("adminInsights.kpi.revenue")]}
            rows={items.map((item) => ({ key: item.key, cells: [item.name, String(item.units), formatPrice(item.revenue)] }))}
          />
        </>
      )}
    </Paper>
  );
}

/** The best sellers and the categories by revenue, named in the admin's language. */
export function TopSellers({ products, categories }: { products: InsightsProduct[]; categories: InsightsCategory[] }) {
  const { t, i18n } = useTranslation();
  const hebrew = i18n.language === "he";
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
      <Ranking
        title={t("adminInsights.bestSellers")}
        nameColumn={t("adminInsights.table.product")}
        empty={t("adminInsights.noSales")}
        items={products.map((product) => ({ key: product.productId, name: (hebrew && product.titleHe) || product.title, units: product.units, revenue: product.revenue }))}
      />
      <Ranking
        title={t("adminInsights.categories")}
        nameColumn={t("adminInsights.table.category")}
        empty={t("adminInsights.noSales")}
        items={categories.map((category) => ({
          key: category.categoryId || "none",
          name: (hebrew && category.labelHe) || category.label || t("adminInsights.noCategory"),
          units: category.units,
          revenue: category.revenue,
        }))}
      />
    </Box>
  );
}
