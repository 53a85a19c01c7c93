import type { AdminInsights } from "@contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { percentChange } from "../lib/insightsRange";

export interface Figure {
  key: string;
  label: string;
  value: number;
  previous: number;
  format: (value: number) => string;
  /** Which way is good news: up (sales), down (refunds, rejections), or neither (how orders were received). */
  better?: "up" | "down" | "neither";
}

/** A figure beside the previous period's, with the change in percent ("new" when there was none before). */
export function FigureCard({ figure, size = "large" }: { figure: Figure; size?: "large" | "small" }) {
  const { t } = useTranslation();
  const change = percentChange(figure.value, figure.previous);
  const direction = figure.better ?? "up";
  const good = change !== null && change !== 0 && direction !== "neither" && (change > 0) === (direction === "up");
  const bad = change !== null && change !== 0 && direction !== "neither" && !good;
  const changeText = change === null ? t("adminInsights.changeNew") : t("adminInsights.change", { change: `${change > 0 ? "+" : ""}${change}%` });
  return (
    <Paper variant="outlined" component="section" aria-label={figure.label} data-testid={`figure-${figure.key}`} sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {figure.label}
      </Typography>
      <Typography variant={size === "large" ? "h5" : "h6"} component="p" sx={{ fontWeight: 700, my: 0.5 }}>
        <bdi dir="ltr">{figure.format(figure.value)}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("adminInsights.previous")} <bdi dir="ltr">{figure.format(figure.previous)}</bdi>
        {" · "}
        <Box component="span" sx={{ color: good ? "success.main" : bad ? "error.main" : "text.secondary", fontWeight: 600 }}>
          <bdi dir="ltr">{changeText}</bdi>
        </Box>
      </Typography>
    </Paper>
  );
}

/** The four headline figures: revenue, paid orders, average order value, units. */
export function KpiCards({ data }: { data: AdminInsights }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const count = (value: number) => value.toLocaleString(i18n.language === "he" ? "he-IL" : "en-US");
  const figures: Figure[] = [
    { key: "revenue", label: t("adminInsights.kpi.revenue"), value: data.totals.revenue, previous: data.previous.revenue, format: formatPrice },
    { key: "paidOrders", label: t("adminInsights.kpi.paidOrders"), value: data.totals.paidOrders, previous: data.previous.paidOrders, format: count },
    { key: "averageOrderValue", label: t("adminInsights.kpi.averageOrderValue"), value: data.totals.averageOrderValue, previous: data.previous.averageOrderValue, format: formatPrice },
    { key: "units", label: t("adminInsights.kpi.units"), value: data.totals.units, previous: data.previous.units, format: count },
  ];
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" } }}>
      {figures.map((figure) => (
        <FigureCard key={figure.key} figure={figure} />
      ))}
    </Box>
  );
}
