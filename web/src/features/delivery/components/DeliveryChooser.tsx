import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useTranslation } from "react-i18next";
import { QueryState } from "@/shared/ui";
import type { DeliveryChoiceState } from "../hooks/useDeliveryChoice";
import { DeliveryCalendar } from "./DeliveryCalendar";
import { DeliveryMethodPicker } from "./DeliveryMethodPicker";
import { SlotPicker } from "./SlotPicker";

/**
 * "How would you like to receive it?": the ways (radio cards), then the chosen way's calendar, then
 * the chosen day's times (or, for shipping, when it is expected). The state is `useDeliveryChoice`'s,
 * which the page also reads for the order's fee and the create body.
 */
export function DeliveryChooser({ state, label }: { state: DeliveryChoiceState; label?: string }) {
  const { t } = useTranslation();
  const { method, option, availability } = state;
  return (
    <QueryState
      query={state.optionsQuery}
      loadingLabel={t("delivery.loading")}
      errorTitle={t("delivery.loadError")}
      headingLevel={3}
      skeleton={
        <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 220px), 1fr))" }}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={96} />
          ))}
        </Box>
      }
    >
      {() => (
        <Box sx={{ display: "grid", gap: 3 }}>
          <DeliveryMethodPicker options={state.options} value={method} onChange={state.selectMethod} label={label} />
          {method && option?.available && availability && (
            <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 3fr) minmax(0, 2fr)" }, alignItems: "start" }}>
              <DeliveryCalendar
                key={method}
                request={availability}
                today={state.today}
                lastDate={state.lastDate}
                value={state.date}
                onChange={state.selectDate}
                label={t(`delivery.calendar.title.${method}`)}
              />
              {state.date ? (
                <QueryState
                  query={state.dayQuery}
                  loadingLabel={t("delivery.calendar.loading")}
                  errorTitle={t("delivery.calendar.loadError")}
                  headingLevel={3}
                  skeleton={<Skeleton variant="rounded" height={96} />}
                >
                  {() => <SlotPicker method={method} day={state.day} value={state.slotId} onChange={state.selectSlot} />}
                </QueryState>
              ) : (
                <SlotPicker method={method} day={undefined} value={null} onChange={state.selectSlot} />
              )}
            </Box>
          )}
        </Box>
      )}
    </QueryState>
  );
}
