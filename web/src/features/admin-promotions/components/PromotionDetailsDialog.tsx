import type { Promotion, PromotionOrder } from "@contracts";
import CloseIcon from "@mui/icons-material/Close";
import Box from "@mui/material/Box";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { EmptyState, LoadMore, QueryState, nextPageOf } from "@/shared/ui";
import { usePromotion, usePromotionOrders } from "../hooks/usePromotions";
import { displayStatus, isReadOnly, promotionName } from "../lib/promotionView";
import { CodeOrAutomatic, Ltr, Money, StatusChip, Uses, usePromotionWords } from "./PromotionParts";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat(language, { dateStyle: "medium" }).format(date);
}

/**
 * One promotion: its terms and figures (fresh from the API; the list's row shows meanwhile) and the
 * paid orders that used it, newest first, with what it took from each. Full screen on a phone. An
 * ended promotion says it is kept for its figures only.
 */
export function PromotionDetailsDialog({ promotion: initial, now, open, onClose, onExited }: { promotion: Promotion; now: string; open: boolean; onClose: () => void; onExited?: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const titleId = useId();
  const language = useLanguage();
  const words = usePromotionWords();
  const fresh = usePromotion(initial._id);
  const promotion = fresh.data ?? initial;
  const orders = usePromotionOrders(initial._id);
  const minimum = words.minimum(promotion);
  const conditions = [
    promotion.oncePerCustomer && t("adminPromotions.details.oncePerCustomer"),
    promotion.firstOrderOnly && t("adminPromotions.details.firstOrderOnly"),
    promotion.combinable ? t("adminPromotions.details.combinable") : t("adminPromotions.details.notCombinable"),
  ].filter((condition): condition is string => Boolean(condition));

  const term = (name: string, value: ReactNode, testId?: string) => (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {name}
      </Typography>
      <Typography component="dd" variant="body2" data-testid={testId} sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }}>
        {value}
      </Typography>
    </>
  );

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId} slotProps={{ transition: { onExited } }}>
      <DialogTitle id={titleId} component="h2" variant="h5" sx={{ paddingInlineEnd: 7, overflowWrap: "anywhere" }}>
        {promotionName(promotion, language)}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t("adminPromotions.details.close")} sx={{ position: "absolute", top: 10, insetInlineEnd: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", mb: 2 }}>
          <StatusChip status={displayStatus(promotion, now)} />
          <CodeOrAutomatic promotion={promotion} />
        </Box>
        {isReadOnly(promotion) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="promotion-read-only">
            {t("adminPromotions.details.endedNote")}
          </Typography>
        )}
        <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", columnGap: 2, rowGap: 0.75 }}>
          {term(t("adminPromotions.columns.gives"), minimum ? `${words.benefit(promotion)} · ${minimum}` : words.benefit(promotion))}
          {term(t("adminPromotions.columns.covers"), words.scope(promotion))}
          {term(t("adminPromotions.columns.dates"), words.dates(promotion))}
          {term(t("adminPromotions.details.conditions"), conditions.join(t("adminPromotions.listSeparator")))}
          {term(t("adminPromotions.columns.uses"), <Uses promotion={promotion} />, "details-uses")}
          {term(t("adminPromotions.columns.revenue"), <Money>{words.formatPrice(promotion.revenue)}</Money>, "details-revenue")}
          {term(t("adminPromotions.columns.discount"), <Money>{words.formatPrice(promotion.discountGiven)}</Money>, "details-discount")}
        </Box>

        <Typography component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {t("adminPromotions.orders.title")}
        </Typography>
        <QueryState
          query={orders}
          loadingLabel={t("adminPromotions.orders.loading")}
          headingLevel={3}
          skeletonSx={{ display: "grid", gap: 1 }}
          skeleton={
            <>
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} variant="rounded" height={44} />
              ))}
            </>
          }
          errorTitle={t("adminPromotions.orders.loadError")}
          isEmpty={orders.orders.length === 0}
          empty={<EmptyState title={t("adminPromotions.orders.empty")} message={t("adminPromotions.orders.emptyHint")} />}
        >
          {() => (
            <>
              <PromotionOrders orders={orders.orders} label={t("adminPromotions.orders.tableLabel", { name: promotionName(promotion, language) })} />
              <LoadMore dense shown={t("adminPromotions.orders.shown", { count: orders.orders.length })} label={t("adminPromotions.orders.loadMore")} {...nextPageOf(orders)} />
            </>
          )}
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}

/** The orders: a table from tablets up, a card each on phones. The number is the order's own (there is no address that opens one order). */
function PromotionOrders({ orders, label }: { orders: PromotionOrder[]; label: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  const language = useLanguage();
  const { formatPrice } = usePromotionWords();
  if (phone) {
    return (
      <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1 }}>
        {orders.map((order) => (
          <Paper component="li" key={order._id} variant="outlined" data-testid="promotion-order" sx={{ p: 1.5, display: "grid", gridTemplateColumns: "minmax(0, 1fr) auto", gap: 0.5 }}>
            <Ltr mono>{order.orderNumber}</Ltr>
            <Box sx={{ justifySelf: "end", fontWeight: 600 }}>
              <Money>{formatPrice(order.totalAmount, order.currency)}</Money>
            </Box>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
              {formatDate(order.orderDate, language)} · <bdi>{order.userName}</bdi>
            </Typography>
            <Typography component="span" variant="body2" sx={{ justifySelf: "end" }}>
              {t("adminPromotions.orders.took", { amount: formatPrice(order.discount, order.currency) })}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell>{t("adminPromotions.orders.number")}</TableCell>
            <TableCell>{t("adminPromotions.orders.date")}</TableCell>
            <TableCell>{t("adminPromotions.orders.customer")}</TableCell>
            <TableCell align="right">{t("adminPromotions.orders.total")}</TableCell>
            <TableCell align="right">{t("adminPromotions.orders.discount")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id} data-testid="promotion-order">
              <TableCell>
                <Ltr mono>{order.orderNumber}</Ltr>
              </TableCell>
              <TableCell>{formatDate(order.orderDate, language)}</TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>
                <bdi>{order.userName}</bdi>
              </TableCell>
              <TableCell align="right">
                <Money>{formatPrice(order.totalAmount, order.currency)}</Money>
              </TableCell>
              <TableCell align="right">
                <Money>{formatPrice(order.discount, order.currency)}</Money>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
