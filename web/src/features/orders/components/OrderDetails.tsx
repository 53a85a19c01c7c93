import { cartLineId, GIFT_CARD_PRODUCT_ID, orderLabel, orderTimeZone, type Order } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import ReceiptLongOutlinedIcon from "@mui/icons-material/ReceiptLongOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { adminReceiptPath, receiptPath } from "@/config/paths";
import { serverText } from "@/shared/api";
import { BoxPieces, productTitle, VariantLabel } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { AddressLines } from "@/shared/ui";
import { deliveryFeeLabel, formatOrderDate, inLanguage, isPaymentMethod, isPaymentStatus, providerLabel } from "../lib/orderFormat";
import { OrderDetailsDelivery } from "./OrderDetailsDelivery";
import { OrderGift } from "./OrderGift";
import { OrderGiftCardPurchase } from "./OrderGiftCardPurchase";
import { OrderId } from "./OrdersTable";
import { OrderRefunds } from "./OrderRefunds";
import { OrderShipment } from "./OrderShipment";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrderTotals } from "./OrderTotals";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "center", gap: 2, minWidth: 0 }}>
      <Typography component="dt" color="text.secondary" sx={{ flexShrink: 0 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: "right", minWidth: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/**
 * Everything about one order: id, date, total, payment method and status, order status, why it was
 * not paid (expired, sold out, a price that rose, declined, cancelled; the server's message in the
 * shopper's language), how and when it is received (pickup, courier or shipping, with its date and
 * time; orders placed before the calendar have none), how it ships once it is on its way (carrier,
 * tracking number and link), the money given back, the lines, the totals (with what each promotion
 * took) and the shipping address
 * (none for a pickup placed without one). A gift (issue 33) adds its block (the recipient, the card,
 * the wrapping; the shopper may change the message while the order allows it, never the admin) and
 * the address is the recipient's. The admin's order dialog shows it too (`forAdmin`: with the
 * shopper's name as `shippingName`, and which admin made each refund). Gift cards (issue 36): what
 * each card paid after the total; an order that buys a card says for whom and when it arrives (never
 * its code), and its one line has no product page and, without a picture, a gift's icon.
 */
export function OrderDetails({ order, shippingName, forAdmin = false }: { order: Order; shippingName?: string; forAdmin?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  const method = String(order.paymentMethod ?? "");
  const payment = String(order.paymentStatus ?? "");

  return (
    <Box sx={{ display: "grid", gap: 3 }}>
      <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
        <Fact label={t("orders.columns.id")}>
          <OrderId id={orderLabel(order)} />
        </Fact>
        <Fact label={t("orders.columns.date")}>{formatOrderDate(order.orderDate, language, orderTimeZone(order))}</Fact>
        <Fact label={t("orders.columns.price")}>{formatPrice(order.totalAmount, order.currency)}</Fact>
        <Fact label={t("orders.details.paymentMethod")}>{isPaymentMethod(method) ? t(`orders.paymentMethods.${method}`) : method}</Fact>
        <Fact label={t("orders.details.paymentStatus")}>{isPaymentStatus(payment) ? t(`orders.paymentStatuses.${payment}`) : payment}</Fact>
        <Fact label={t("orders.columns.status")}>
          <OrderStatusBadge status={order.orderStatus} />
        </Fact>
      </Box>
      {order.receipt && (
        // The paid order's receipt (issue 37): a page of its own to print, with its PDF.
        <Box>
          <Button
            component="a"
            href={forAdmin ? adminReceiptPath(order._id) : receiptPath(order._id)}
            target="_blank"
            rel="noopener"
            variant="outlined"
            size="small"
            startIcon={<ReceiptLongOutlinedIcon />}
            aria-label={t("orders.receipt.page.linkLabel", { number: order.receipt.number })}
            data-testid="order-receipt-link"
          >
            {t("orders.receipt.page.link")}
          </Button>
        </Box>
      )}
      {(order.failureReason || order.failureCode) && (
        // A note, not an alert: it describes the order, nothing just happened.
        <Alert severity="error" variant="outlined" role="note" data-testid="order-failure-reason">
          <AlertTitle>{t("orders.details.failureReason")}</AlertTitle>
          {serverText({ code: order.failureCode, params: order.failureParams, message: order.failureReason }, "")}
        </Alert>
      )}

      {order.delivery && (
        <>
          <Divider />
          <OrderDetailsDelivery delivery={order.delivery} language={language} />
        </>
      )}

      {order.gift && (
        <>
          <Divider />
          <OrderGift order={order} gift={order.gift} canEdit={!forAdmin} />
        </>
      )}

      {order.giftCardPurchase && (
        <>
          <Divider />
          <OrderGiftCardPurchase order={order} purchase={order.giftCardPurchase} />
        </>
      )}

      {order.shipment && (
        <>
          <Divider />
          <OrderShipment shipment={order.shipment} />
        </>
      )}

      {order.refunds && order.refunds.length > 0 && (
        <>
          <Divider />
          <OrderRefunds order={order} showWho={forAdmin} />
        </>
      )}

      <Divider />
      <Box component="section">
        <SectionTitle>{t("orders.details.items")}</SectionTitle>
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
          {(order.cartItems ?? []).map((line) => {
            const title = productTitle(line, language);
            return (
              // Two boxes filled differently are two lines of one product and size.
              <Box component="li" key={cartLineId(line.productId, line.variantSku, line.pieces)} sx={{ display: "flex", gap: 1.5, alignItems: "center" }}>
                <Box sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1, overflow: "hidden", bgcolor: "action.hover" }}>
                  {line.image ? (
                    <Box component="img" src={line.image} alt="" sx={{ width: "100%", height: "100%", objectFit: "cover" }} />
                  ) : line.productId === GIFT_CARD_PRODUCT_ID ? (
                    <Box sx={{ width: "100%", height: "100%", display: "grid", placeItems: "center", color: "secondary.main" }} data-testid="order-line-gift-card-icon">
                      <CardGiftcardOutlinedIcon aria-hidden />
                    </Box>
                  ) : null}
                </Box>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography dir="auto" sx={{ fontWeight: 600, textAlign: "left", overflowWrap: "anywhere" }}>
                    {title}
                  </Typography>
                  <VariantLabel line={line} />
                  <BoxPieces pieces={line.pieces} />
                  <Typography variant="body2" color="text.secondary">
                    {t("orders.details.quantity", { count: line.quantity })} · {t("orders.details.unitPrice", { price: formatPrice(line.price, order.currency) })}
                  </Typography>
                </Box>
                <Typography sx={{ fontWeight: 700, whiteSpace: "nowrap" }}>{formatPrice(line.price * line.quantity, order.currency)}</Typography>
              </Box>
            );
          })}
        </Box>
      </Box>

      <OrderTotals
        totals={order}
        discounts={order.discounts}
        currency={order.currency}
        shippingLabel={order.delivery ? deliveryFeeLabel(t, order.delivery.method, inLanguage(order.delivery.zoneName, language)) : undefined}
        showWrap={Boolean(order.gift?.wrap)}
        providerLabel={providerLabel(t, order)}
        showShipping={!order.giftCardPurchase}
      />

      {/* A gift card bought is emailed: it has no address. */}
      {!order.giftCardPurchase && (order.addressInfo?.address || order.delivery?.method !== "pickup") && (
        <>
          <Divider />
          <Box component="section">
            <SectionTitle>{t(order.gift ? "orders.details.recipientAddress" : "orders.details.shippingAddress")}</SectionTitle>
            {/* A gift's address is the recipient's: their name, not the buyer's. */}
            {order.gift ? (
              <Typography dir="auto" sx={{ fontWeight: 600, mb: 0.5, textAlign: "left" }}>
                {order.gift.recipientName}
              </Typography>
            ) : (
              shippingName && <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{shippingName}</Typography>
            )}
            {order.addressInfo ? <AddressLines address={order.addressInfo} /> : null}
          </Box>
        </>
      )}
    </Box>
  );
}
