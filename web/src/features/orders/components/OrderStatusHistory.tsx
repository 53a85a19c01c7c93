import type { OrderStatusChange, StatusChangeBy } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { formatStatusTime } from "../lib/adminOrderRules";

/** Every status the order has had, oldest first, each with when it was set (date and time) and by whom. */
export function OrderStatusHistory({ history }: { history: readonly OrderStatusChange[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const changes = history ?? [];
  /** "by Maya", "by the shopper", "automatically": who made a change, when the history says. */
  const byWhom = (by: StatusChangeBy) => (by.name ? t("admin.ordersPage.by.named", { name: by.name }) : t(`admin.ordersPage.by.${by.kind}`));
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
              <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", columnGap: 1, minWidth: 0 }}>
                <Typography component="time" dateTime={change.at} variant="body2" color="text.secondary">
                  {formatStatusTime(change.at, language)}
                </Typography>
                {change.by && (
                  // A name is written in whichever script its owner chose: isolated, so it never reorders the words around it.
                  <Typography variant="body2" color="text.secondary" data-testid="status-change-by">
                    <bdi>{byWhom(change.by)}</bdi>
                  </Typography>
                )}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
