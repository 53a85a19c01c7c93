import type { ProductionWay } from "@contracts";
import Box from "@mui/material/Box";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { fillPercent, type Way } from "../lib/agenda";

/** One way's places on a day: a bar of the limit and "12 of 40, 28 left", or the count when it has no limit. */
export function WayMeter({ way, places }: { way: Way; places: ProductionWay }) {
  const { t } = useTranslation();
  const percent = fillPercent(places);
  const label = t(`adminProduction.way.${way}`);
  const summary =
    places.limit === null
      ? t("adminProduction.usedUnlimited", { count: places.used })
      : t("adminProduction.usedOf", { used: places.used, limit: places.limit, left: places.left ?? 0 });
  return (
    <Box data-testid={`way-${way}`} sx={{ minWidth: 0 }}>
      <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" data-testid={`way-${way}-summary`}>
          {places.enabled || places.used > 0 ? summary : t("adminProduction.wayOff")}
        </Typography>
      </Box>
      {percent !== undefined && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 100 ? "error" : percent >= 80 ? "warning" : "primary"}
          aria-label={`${label}: ${summary}`}
          sx={{ mt: 0.5, height: 8, borderRadius: 4 }}
        />
      )}
      {places.ownerLimit !== null && (
        <Typography variant="caption" color="text.secondary">
          {t("adminProduction.ownerLimitNote")}
        </Typography>
      )}
    </Box>
  );
}
