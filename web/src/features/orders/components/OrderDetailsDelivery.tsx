import type { OrderDelivery } from "@contracts";
import DeliveryDiningOutlinedIcon from "@mui/icons-material/DeliveryDiningOutlined";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import { formatCalendarDate, formatDeliveryDate, formatTimeRange } from "@/shared/delivery";
import { inLanguage } from "../lib/orderFormat";

const ICONS = { pickup: StorefrontOutlinedIcon, courier: DeliveryDiningOutlinedIcon, shipping: LocalShippingOutlinedIcon } as const;

/**
 * How and when the order is received, in one sentence: "Pickup on Thursday 3 December, 10:00–11:00
 * at 7 Nahalat Binyamin St, Tel Aviv", "Courier to Tel Aviv and around on …, 10:00–14:00", "Ships
 * on … — expected …". Dates are the shop's calendar dates, in Hebrew with the Hebrew date; times read
 * left to right in Hebrew too. Written in `language` (the packing slip's may differ from the page's).
 */
export function OrderDeliverySentence({ delivery, language }: { delivery: OrderDelivery; language: string }) {
  const { t } = useTranslation(undefined, { lng: language });
  const date = formatDeliveryDate(delivery.date, language, delivery.hebrewDate);
  const time = delivery.from && delivery.to ? formatTimeRange(delivery.from, delivery.to) : "";
  const components = {
    time: <Box component="bdi" dir="ltr" sx={{ whiteSpace: "nowrap" }} data-testid="delivery-time" />,
    place: <bdi />,
  };
  switch (delivery.method) {
    case "pickup":
      return (
        <Trans
          t={t}
          i18nKey={time ? "orders.delivery.pickup" : "orders.delivery.pickupNoTime"}
          values={{ date, time, address: inLanguage(delivery.pickupAddress, language) }}
          components={components}
        />
      );
    case "courier":
      return (
        <Trans
          t={t}
          i18nKey={time ? "orders.delivery.courier" : "orders.delivery.courierNoTime"}
          values={{ date, time, zone: inLanguage(delivery.zoneName, language) }}
          components={components}
        />
      );
    default:
      return delivery.arrivalDate ? (
        <>{t("orders.delivery.shipping", { date, arrival: formatCalendarDate(delivery.arrivalDate, language) })}</>
      ) : (
        <>{t("orders.delivery.shippingNoArrival", { date })}</>
      );
  }
}

/** The shopper's (and the admin's) order details: the delivery block, headed "Pickup", "Delivery" or "Shipping". */
export function OrderDetailsDelivery({ delivery, language }: { delivery: OrderDelivery; language: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const Icon = ICONS[delivery.method] ?? LocalShippingOutlinedIcon;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-delivery">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1, display: "flex", alignItems: "center", gap: 1 }}>
        <Icon aria-hidden sx={{ color: "secondary.dark" }} />
        {t(`orders.delivery.title.${delivery.method}`)}
      </Typography>
      <Typography sx={{ overflowWrap: "anywhere" }} data-testid="order-delivery-sentence">
        <OrderDeliverySentence delivery={delivery} language={language} />
      </Typography>
    </Box>
  );
}
