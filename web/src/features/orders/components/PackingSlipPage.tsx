import { LANGUAGES, type LanguageCode } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { giftCardPath } from "@/config/paths";
import { LANGUAGE_NAMES } from "@/shared/i18n/languages";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useShopSettings } from "@/shared/settings";
import { QueryState } from "@/shared/ui";
import { useAdminOrder } from "../hooks/useAdminOrders";
import { AdminOrderPrintPage } from "./AdminOrderPrintPage";
import { slipHidesPrices, slipLanguageOf } from "../lib/packingSlip";
import { PackingSlip } from "./PackingSlip";

/** What paper gets: no toolbar, no page colour, the slip alone at the printer's margins. */
const PRINT_STYLES = {
  "@page": { margin: "14mm" },
  "@media print": { "html, body": { background: "#fff" } },
} as const;

/**
 * `/admin/orders/:id/packing-slip`: one order's packing slip, opened from the admin's order details
 * in a tab of its own, to print. Above it (not printed) the slip's language, English or Hebrew, which
 * starts as the order's own and is independent of the admin's; "Hide prices (gift)" (on, and fixed
 * so, for a gift whose buyer hid them); the gift card of a gift (a page of its own); and Print.
 */
export function PackingSlipPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const uiLanguage = useLanguage();
  const shop = useShopSettings();
  const query = useAdminOrder(id);
  const [chosen, setChosen] = useState<LanguageCode | null>(null);
  const [hideChosen, setHideChosen] = useState(false);
  const languageLabelId = useId();
  const fixedHintId = useId();
  const language = chosen ?? slipLanguageOf(query.data, uiLanguage);
  const order = query.data;
  const hidePrices = slipHidesPrices(order, hideChosen);
  // The buyer of a gift asked for no prices: the switch shows it, and cannot bring them back.
  const pricesFixed = order?.gift?.hidePrices === true;

  return (
    <AdminOrderPrintPage
      title={t("admin.packingSlip.title")}
      order={query.data}
      toolbarTestId="packing-slip-toolbar"
      printStyles={PRINT_STYLES}
      controls={
        <>
          <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
            <Typography id={languageLabelId} variant="body2" color="text.secondary">
              {t("admin.packingSlip.language")}
            </Typography>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={language}
              onChange={(_, value: LanguageCode | null) => value && setChosen(value)}
              aria-labelledby={languageLabelId}
            >
              {LANGUAGES.map((code) => (
                <ToggleButton key={code} value={code} lang={code} sx={{ px: 1.5, textTransform: "none" }}>
                  {LANGUAGE_NAMES[code]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
          <Box sx={{ display: "grid" }}>
            <FormControlLabel
              control={
                <Switch
                  checked={hidePrices}
                  disabled={pricesFixed}
                  onChange={(event) => setHideChosen(event.target.checked)}
                  slotProps={{ input: pricesFixed ? { "aria-describedby": fixedHintId } : {} }}
                />
              }
              label={t("admin.packingSlip.hidePrices")}
              sx={{ m: 0 }}
            />
            {pricesFixed && (
              <Typography id={fixedHintId} variant="caption" color="text.secondary">
                {t("admin.packingSlip.pricesHiddenByBuyer")}
              </Typography>
            )}
          </Box>
          {order?.gift && (
            <Button
              component="a"
              href={giftCardPath(order._id)}
              target="_blank"
              rel="noopener"
              variant="outlined"
              startIcon={<CardGiftcardOutlinedIcon />}
              aria-label={t("admin.packingSlip.giftCardLabel")}
            >
              {t("admin.packingSlip.giftCard")}
            </Button>
          )}
          <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} disabled={!query.data}>
            {t("admin.packingSlip.print")}
          </Button>
        </>
      }
    >
      <Box component="main" sx={{ p: { xs: 1.5, sm: 4 }, "@media print": { p: 0 } }}>
        <QueryState
          query={query}
          loadingLabel={t("admin.packingSlip.loading")}
          skeletonSx={{ maxWidth: 800, mx: "auto" }}
          skeleton={<Skeleton variant="rounded" height={480} />}
          errorTitle={t("admin.packingSlip.loadError")}
          errorMessage={t("admin.packingSlip.loadErrorHint")}
        >
          {(order) => <PackingSlip order={order} language={language} hidePrices={hidePrices} shop={shop} />}
        </QueryState>
      </Box>
    </AdminOrderPrintPage>
  );
}

export default PackingSlipPage;
