import type { ProductionDayInput } from "@contracts";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import Skeleton from "@mui/material/Skeleton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "@/shared/delivery";
import { PageHeading, QueryState } from "@/shared/ui";
import { useProductionAgenda, useUpdateProductionDay } from "../hooks/useProduction";
import { RANGE_OPTIONS, shiftDate, type RangeDays } from "../lib/agenda";
import { ProductionDayCard } from "./ProductionDayCard";

/** What paper gets: the agenda alone, without the admin's side menu, top bar, controls or page colour. */
const PRINT_STYLES = {
  "@media print": {
    "html, body": { background: "#fff" },
    ".MuiAppBar-root, .MuiDrawer-root, [data-print-hide]": { display: "none !important" },
    "#main-content": { padding: "0 !important" },
  },
};

/**
 * The owner's Production screen: the coming days as an agenda (a week or two, moved a range at a
 * time), one card per day with its places per way and the orders to make and hand over, the owner's
 * changes to a day, and a printout of it all.
 */
export function AdminProductionPage() {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<RangeDays>(7);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const agenda = useProductionAgenda(from, days);
  const { save, isPending } = useUpdateProductionDay();
  const [savingDate, setSavingDate] = useState<string | null>(null);
  const first = agenda.data?.days[0]?.date;
  const last = agenda.data?.days.at(-1)?.date;

  const onSave = async (date: string, body: ProductionDayInput) => {
    setSavingDate(date);
    try {
      return (await save(date, body)) !== undefined;
    } finally {
      setSavingDate(null);
    }
  };

  const move = (direction: 1 | -1) => {
    if (first) setFrom(shiftDate(first, direction * days));
  };

  return (
    <Box>
      <GlobalStyles styles={PRINT_STYLES} />
      <PageHeading title={t("adminProduction.title")} subtitle={t("adminProduction.intro")} />
      <Box data-print-hide sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={days}
          aria-label={t("adminProduction.rangeLabel")}
          onChange={(_, value: RangeDays | null) => {
            if (value) setDays(value);
          }}
        >
          {RANGE_OPTIONS.map((option) => (
            <ToggleButton key={option} value={option}>
              {t("adminProduction.rangeDays", { count: option })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <Button size="small" variant="outlined" onClick={() => move(-1)} disabled={!first}>
            {t("adminProduction.previous")}
          </Button>
          <Button size="small" variant="outlined" onClick={() => setFrom(undefined)} disabled={from === undefined}>
            {t("adminProduction.today")}
          </Button>
          <Button size="small" variant="outlined" onClick={() => move(1)} disabled={!first}>
            {t("adminProduction.next")}
          </Button>
        </Box>
        <Button size="small" variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} disabled={!agenda.data} sx={{ ms: { sm: "auto" } }}>
          {t("adminProduction.print")}
        </Button>
      </Box>
      {first && last && (
        <Typography variant="subtitle1" component="p" sx={{ mb: 2 }} aria-live="polite" data-testid="production-range">
          {t("adminProduction.range", { from: formatCalendarDate(first, i18n.language), to: formatCalendarDate(last, i18n.language) })}
        </Typography>
      )}
      <QueryState
        query={agenda}
        loadingLabel={t("adminProduction.loading")}
        errorTitle={t("adminProduction.loadError")}
        skeleton={
          <Box sx={{ display: "grid", gap: 2 }}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" sx={{ height: 180 }} />
            ))}
          </Box>
        }
      >
        {(data) => (
          <Box sx={{ display: "grid", gap: 2, opacity: agenda.isPlaceholderData ? 0.6 : 1 }} aria-busy={agenda.isPlaceholderData || undefined}>
            {data.days.map((day) => (
              <ProductionDayCard key={day.date} day={day} pending={isPending && savingDate === day.date} onSave={onSave} />
            ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
