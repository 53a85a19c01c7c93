import type { InsightsDay } from "@contracts";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "@/shared/delivery";
import { useFormatPrice } from "@/shared/settings";
import { chartPoints } from "../lib/insightsRange";
import { FiguresTable } from "./FiguresTable";

/**
 * Revenue per day (per week past a month) as bars, time running with the reading direction (right to
 * left in Hebrew, the value axis on the start side), then the same numbers as a table.
 */
export function RevenueChart({ days }: { days: InsightsDay[] }) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const { by, points } = chartPoints(days);
  const dateLabel = (date: string) => formatCalendarDate(date, i18n.language, { day: "numeric", month: "short" });
  const labels = points.map((point) => (by === "week" ? t("adminInsights.weekOf", { date: dateLabel(point.date) }) : dateLabel(point.date)));
  const title = by === "week" ? t("adminInsights.revenuePerWeek") : t("adminInsights.revenuePerDay");

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {title}
      </Typography>
      {/* The table below says the same to a screen reader. */}
      <Box aria-hidden="true" sx={{ width: "100%", minWidth: 0 }}>
        <BarChart
          // Hidden from assistive technology (the table says it): no tab stop inside it either.
          disableKeyboardNavigation
          height={280}
          xAxis={[{ scaleType: "band", data: labels, reverse: rtl, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ position: rtl ? "right" : "left", width: 72, valueFormatter: (value: number) => formatPrice(value) }]}
          series={[{ data: points.map((point) => point.revenue), label: t("adminInsights.kpi.revenue"), valueFormatter: (value) => (value === null ? "" : formatPrice(value)), color: theme.palette.primary.main }]}
          hideLegend
          margin={{ top: 8, bottom: 8, left: 8, right: 8 }}
        />
      </Box>
      <FiguresTable
        caption={title}
        columns={[by === "week" ? t("adminInsights.table.week") : t("adminInsights.table.day"), t("adminInsights.kpi.revenue"), t("adminInsights.kpi.paidOrders")]}
        rows={points.map((point, index) => ({ key: point.date, cells: [labels[index] ?? point.date, formatPrice(point.revenue), String(point.paidOrders)] }))}
      />
    </Paper>
  );
}
