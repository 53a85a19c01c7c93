import type { AdminInsights, InsightsTotals } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useFormatPrice } from "@/shared/settings";
import { FigureCard, type Figure } from "./KpiCards";

/** Refunds and discounts, rejections, new and returning customers, pickups and deliveries, gift cards sold: each beside the previous period. */
export function InsightsFigures({ data }: { data: AdminInsights }) {
  const { t, i18n } = useTranslation();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const count = (value: number) => value.toLocaleString(i18n.language === "he" ? "he-IL" : "en-US");
  const figure = (key: keyof InsightsTotals, format: (value: number) => string, better: Figure["better"] = "up"): Figure => ({
    key,
    label: t(`adminInsights.figures.${key}`),
    value: data.totals[key],
    previous: data.previous[key],
    format,
    better,
  });
  const figures = [
    figure("refunds", formatPrice, "down"),
    figure("refundedOrders", count, "down"),
    figure("discounts", formatPrice, "neither"),
    figure("rejected", count, "down"),
    figure("newCustomers", count),
    figure("returningCustomers", count),
    figure("pickups", count, "neither"),
    figure("deliveries", count, "neither"),
    figure("giftCardSales", formatPrice),
    figure("giftCardOrders", count),
  ];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t("adminInsights.moreFigures")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))", xl: "repeat(5, minmax(0, 1fr))" } }}>
        {figures.map((item) => (
          <FigureCard key={item.key} figure={item} size="small" />
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t("adminInsights.giftCardNote")}
      </Typography>
    </Box>
  );
}
