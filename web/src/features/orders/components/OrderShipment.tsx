import { carrierName, type OrderShipment as Shipment } from "@contracts";
import LocalShippingOutlinedIcon from "@mui/icons-material/LocalShippingOutlined";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { formatStatusTime } from "../lib/adminOrderRules";

/**
 * How the order travels, once it is in shipping: the carrier (in the page's language when it has
 * a Hebrew name), the tracking number (left to right in Hebrew too) and a link to the carrier's
 * tracking page, in a new tab. The shopper's order details and the admin's show the same.
 */
export function OrderShipment({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = useId();
  const carrier = carrierName({ name: shipment.carrier, nameHe: shipment.carrierHe }, language);
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-shipment">
      <Typography id={headingId} variant="h6" component="h3" sx={{ mb: 1.5, display: "flex", alignItems: "center", gap: 1 }}>
        <LocalShippingOutlinedIcon aria-hidden sx={{ color: "secondary.dark" }} />
        {t("orders.shipment.title")}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", columnGap: 2, rowGap: 0.75 }}>
        <Typography component="dt" color="text.secondary">
          {t("orders.shipment.carrier")}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: "end" }}>
          <bdi>{carrier}</bdi>
        </Typography>
        <Typography component="dt" color="text.secondary">
          {t("orders.shipment.trackingNumber")}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: "end", overflowWrap: "anywhere" }}>
          <Box component="span" dir="ltr" data-testid="tracking-number" sx={{ fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", unicodeBidi: "isolate" }}>
            {shipment.trackingNumber}
          </Box>
        </Typography>
        {shipment.shippedAt && (
          <>
            <Typography component="dt" color="text.secondary">
              {t("orders.shipment.shippedAt")}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: "end" }}>
              <time dateTime={shipment.shippedAt}>{formatStatusTime(shipment.shippedAt, language)}</time>
            </Typography>
          </>
        )}
      </Box>
      {shipment.trackingUrl && (
        <Button
          component="a"
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          startIcon={<OpenInNewIcon />}
          // The visible words, then where they lead: a new tab at the carrier's site.
          aria-label={t("orders.shipment.trackLabel", { carrier })}
          sx={{ mt: 2 }}
        >
          {t("orders.shipment.track")}
        </Button>
      )}
    </Box>
  );
}
