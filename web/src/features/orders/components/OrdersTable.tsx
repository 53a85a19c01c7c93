import { orderLabel, orderTimeZone, type Order } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { visuallyHidden } from "@/shared/ui";
import { formatOrderDate } from "../lib/orderFormat";
import { OrderStatusBadge } from "./OrderStatusBadge";

/** An order number (or id): Latin letters and digits, kept left to right inside Hebrew text. */
export function OrderId({ id }: { id: string }) {
  return (
    <Box component="span" dir="ltr" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontSize: "0.9em", overflowWrap: "anywhere", unicodeBidi: "isolate" }}>
      {id}
    </Box>
  );
}

interface OrdersTableProps {
  orders: Order[];
  onViewDetails: (order: Order) => void;
  /** The accessible name of the table. */
  label?: string;
  /**
   * Given, a gift order carries a mark with these words beside its number (an icon and the word, not
   * colour alone). The admin's list names it; the shopper's list shows none.
   */
  giftLabel?: string;
}

/** The order's number, with the gift mark when the order is a gift and the caller names the mark. */
function OrderNumberCell({ order, giftLabel }: { order: Order; giftLabel: string | undefined }) {
  if (!order.gift || !giftLabel) return <OrderId id={orderLabel(order)} />;
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", flexWrap: "wrap", gap: 1 }}>
      <OrderId id={orderLabel(order)} />
      <Chip
        size="small"
        variant="outlined"
        color="secondary"
        icon={<CardGiftcardOutlinedIcon />}
        label={giftLabel}
        data-testid="gift-mark"
        sx={{ fontWeight: 600, color: "text.primary" }}
      />
    </Box>
  );
}

/**
 * The orders (spec 2): order id, date (date part only), status badge, price and "View details". A table
 * from tablets up; on phones each order is a card, so nothing scrolls sideways at 375 px.
 */
export function OrdersTable(props: OrdersTableProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"), { noSsr: true });
  return phone ? <OrderCards {...props} /> : <OrderRows {...props} />;
}

function useOrderCells() {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  return {
    date: (order: Order) => formatOrderDate(order.orderDate, language, orderTimeZone(order)),
    price: (order: Order) => formatPrice(order.totalAmount, order.currency),
    details: (order: Order, onViewDetails: (order: Order) => void, fullWidth = false): ReactNode => (
      <Button
        size="small"
        variant="outlined"
        fullWidth={fullWidth}
        startIcon={<ReceiptLongOutlinedIcon />}
        onClick={() => onViewDetails(order)}
        aria-label={t("orders.viewDetailsLabel", { id: orderLabel(order) })}
        sx={{ whiteSpace: "nowrap" }}
      >
        {t("orders.viewDetails")}
      </Button>
    ),
  };
}

function OrderRows({ orders, onViewDetails, label, giftLabel }: OrdersTableProps) {
  const { t } = useTranslation();
  const cells = useOrderCells();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: "auto", bgcolor: "background.paper" }}>
      <Table aria-label={label ?? t("orders.title")} sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow sx={{ "& th": { fontWeight: 700, color: "text.secondary" } }}>
            <TableCell>{t("orders.columns.id")}</TableCell>
            <TableCell>{t("orders.columns.date")}</TableCell>
            <TableCell>{t("orders.columns.status")}</TableCell>
            <TableCell align="right">{t("orders.columns.price")}</TableCell>
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {t("orders.columns.actions")}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id} hover data-testid="order-row">
              <TableCell>
                <OrderNumberCell order={order} giftLabel={giftLabel} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{cells.date(order)}</TableCell>
              <TableCell>
                <OrderStatusBadge status={order.orderStatus} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: "nowrap" }}>
                {cells.price(order)}
              </TableCell>
              <TableCell align="right">{cells.details(order, onViewDetails)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OrderCards({ orders, onViewDetails, label, giftLabel }: OrdersTableProps) {
  const { t } = useTranslation();
  const cells = useOrderCells();
  const field = (name: string, value: ReactNode) => (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
        {name}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: "right", minWidth: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Box component="ul" aria-label={label ?? t("orders.title")} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
      {orders.map((order) => (
        <Paper component="li" key={order._id} variant="outlined" data-testid="order-row" sx={{ p: 2, bgcolor: "background.paper" }}>
          <Box component="dl" sx={{ m: 0, mb: 1.5, display: "grid", gap: 0.75 }}>
            {field(t("orders.columns.id"), <OrderNumberCell order={order} giftLabel={giftLabel} />)}
            {field(t("orders.columns.date"), cells.date(order))}
            {field(t("orders.columns.status"), <OrderStatusBadge status={order.orderStatus} />)}
            {field(t("orders.columns.price"), cells.price(order))}
          </Box>
          {cells.details(order, onViewDetails, true)}
        </Paper>
      ))}
    </Box>
  );
}
