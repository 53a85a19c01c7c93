import type { OrderStatusChange } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { formatStatusTime } from "../lib/adminOrderRules";

/** Every status the order has had, oldest first, each with when it was set (date and time). */
export function OrderStatusHistory({ history }: { history: readonly OrderStatusChange[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const changes = history ?? [];
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {t("admin.ordersPage.history")}
      </Typography>
      {changes.length === 0 ? (
        <Typography color="text.secondary">{t("admin.ordersPage.historyEmpty")}</Typography>
      ) : (
        <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
          {changes.map((change, index) => (
            <Box
              component="li"
              key={`${change.status}-${change.at}-${index}`}
              sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", minWidth: 0 }}
            >
              <OrderStatusBadge status={change.status} />
              <Typography component="time" dateTime={change.at} variant="body2" color="text.secondary">
                {formatStatusTime(change.at, language)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
