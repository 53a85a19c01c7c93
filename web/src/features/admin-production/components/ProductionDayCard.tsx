import type { ProductionDay, ProductionDayInput } from "@contracts";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatTimeRange } from "@/shared/delivery";
import { groupBySlot, groupByZone, ordersOf, WAYS } from "../lib/agenda";
import { DayControls } from "./DayControls";
import { OrderEntry } from "./OrderLines";
import { WayMeter } from "./WayMeter";

function TimeLabel({ from, to, fallback }: { from?: string | undefined; to?: string | undefined; fallback: string }) {
  return from && to ? <bdi dir="ltr">{formatTimeRange(from, to)}</bdi> : <>{fallback}</>;
}

/**
 * One day of the agenda: its Gregorian and Hebrew dates and holidays, whether it is closed, the places
 * each way has used, the pickups by slot, the courier's run by area and the parcels to send, then the
 * owner's controls (not printed).
 */
export function ProductionDayCard({ day, pending, onSave }: { day: ProductionDay; pending: boolean; onSave: (date: string, body: ProductionDayInput) => Promise<boolean> }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const hebrew = i18n.language.startsWith("he");
  const dateLabel = formatCalendarDate(day.date, i18n.language);
  const pickups = ordersOf(day, "pickup");
  const courier = ordersOf(day, "courier");
  const parcels = ordersOf(day, "shipping");

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`production-day-${day.date}`}
      sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, "@media print": { breakInside: "avoid-page", border: 0, p: 0, mb: 3 } }}
    >
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", justifyContent: "space-between", gap: 1 }}>
        <Box>
          <Typography id={headingId} variant="h5" component="h2">
            {dateLabel}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hebrew ? day.hebrewDate.he : day.hebrewDate.en}
          </Typography>
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
          {day.holidays.map((holiday) => (
            <Chip key={holiday.en} size="small" color="secondary" variant="outlined" label={hebrew ? holiday.he : holiday.en} />
          ))}
          {day.closedByOwner ? (
            <Chip size="small" color="error" label={t("adminProduction.closedByOwner")} data-testid="day-closed" />
          ) : (
            !day.open && <Chip size="small" label={t("adminProduction.closed")} data-testid="day-closed" />
          )}
        </Box>
      </Box>
      {day.reasonText && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {day.reasonText}
        </Typography>
      )}

      <Box sx={{ mt: 2, display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" } }}>
        {WAYS.map((way) => (
          <WayMeter key={way} way={way} places={day.ways[way]} />
        ))}
      </Box>

      {day.orders.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t("adminProduction.noOrders")}
        </Typography>
      ) : (
        <Box sx={{ mt: 2, display: "grid", gap: 2 }}>
          {pickups.length > 0 && (
            <Box component="section" aria-label={t("adminProduction.pickups", { count: pickups.length })}>
              <Typography variant="h6" component="h3">
                {t("adminProduction.pickups", { count: pickups.length })}
              </Typography>
              {groupBySlot(pickups).map((group) => (
                <Box key={group.key} sx={{ mt: 1 }}>
                  <Typography variant="subtitle2" component="h4" data-testid="slot-heading">
                    <TimeLabel from={group.from} to={group.to} fallback={t("adminProduction.anyTime")} />
                  </Typography>
                  <Box component="ul" sx={{ m: 0, p: 0 }}>
                    {group.orders.map((order) => (
                      <OrderEntry key={order._id} order={order} />
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {courier.length > 0 && (
            <Box component="section" aria-label={t("adminProduction.courierRun", { count: courier.length })}>
              <Typography variant="h6" component="h3">
                {t("adminProduction.courierRun", { count: courier.length })}
              </Typography>
              {groupByZone(courier).map((group) => (
                <Box key={group.key} sx={{ mt: 1 }}>
                  <Typography variant="subtitle2" component="h4" data-testid="zone-heading">
                    {group.zone ? (hebrew ? group.zone.nameHe || group.zone.name : group.zone.name) : t("adminProduction.noZone")}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, p: 0 }}>
                    {group.orders.map((order) => (
                      <OrderEntry key={order._id} order={order} showAddress window={<TimeLabel from={order.from} to={order.to} fallback={t("adminProduction.anyTime")} />} />
                    ))}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
          {parcels.length > 0 && (
            <Box component="section" aria-label={t("adminProduction.parcels", { count: parcels.length })}>
              <Typography variant="h6" component="h3">
                {t("adminProduction.parcels", { count: parcels.length })}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0 }}>
                {parcels.map((order) => (
                  <OrderEntry key={order._id} order={order} showAddress />
                ))}
              </Box>
            </Box>
          )}
        </Box>
      )}

      <DayControls day={day} dateLabel={dateLabel} pending={pending} onSave={(body) => onSave(day.date, body)} />
    </Paper>
  );
}
