import type { AdminInsights } from "@contracts";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "@/shared/delivery";
import { useShopTimeZone } from "@/shared/settings/shopTimeZone";
import { PageHeading, QueryState } from "@/shared/ui";
import { insightsQuery } from "../api/insightsApi";
import { RANGE_PRESETS, presetRange, shopToday, type DateRange, type RangePreset } from "../lib/insightsRange";
import { CustomRangeFields } from "./CustomRangeFields";
import { InsightsFigures } from "./InsightsFigures";
import { KpiCards } from "./KpiCards";
import { RevenueChart } from "./RevenueChart";
import { TopSellers } from "./TopSellers";

/**
 * `/admin/insights` (issue 37): the owner's sales over a range on the shop's calendar (today, 7 or 30
 * days, this month, or typed), each figure beside the same length of time before it; revenue per day
 * (per week past a month) as a chart, the best sellers and categories, refunds and discounts, new and
 * returning customers, pickups and deliveries, gift cards sold apart. Every chart is followed by its
 * numbers as a table, for a screen reader (and on demand for the eye).
 */
export function AdminInsightsPage() {
  const { t, i18n } = useTranslation();
  const longDate = (date: string) => formatCalendarDate(date, i18n.language, { day: "numeric", month: "long", year: "numeric" });
  const timeZone = useShopTimeZone();
  const today = shopToday(timeZone);
  const [preset, setPreset] = useState<RangePreset>("days7");
  const [custom, setCustom] = useState<DateRange>(() => presetRange("days30", today));
  const range = preset === "custom" ? custom : presetRange(preset, today);
  const insights = useQuery(insightsQuery(range.from, range.to));

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeading title={t("adminInsights.title")} subtitle={t("adminInsights.intro")} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "flex-start", mb: 3 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          aria-label={t("adminInsights.rangeLabel")}
          onChange={(_, value: RangePreset | null) => {
            if (value) setPreset(value);
          }}
          sx={{ flexWrap: "wrap" }}
        >
          {RANGE_PRESETS.map((option) => (
            <ToggleButton key={option} value={option}>
              {t(`adminInsights.range.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {preset === "custom" && <CustomRangeFields value={custom} onApply={setCustom} />}
      </Box>
      <QueryState
        query={insights}
        loadingLabel={t("adminInsights.loading")}
        skeleton={
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" } }}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" sx={{ height: 120 }} />
            ))}
          </Box>
        }
      >
        {(data: AdminInsights) => (
          <Box sx={{ display: "grid", gap: 4, minWidth: 0 }} aria-busy={insights.isFetching}>
            <Typography variant="body2" color="text.secondary">
              {t("adminInsights.comparedWith", { from: longDate(data.previousFrom), to: longDate(data.previousTo) })}
            </Typography>
            <KpiCards data={data} />
            <RevenueChart days={data.days} />
            <TopSellers products={data.products} categories={data.categories} />
            <InsightsFigures data={data} />
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
