import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { LANGUAGE_NAMES } from "@/shared/i18n/languages";
import { useShopSettings } from "@/shared/settings";
import { EmptyState, QueryState } from "@/shared/ui";
import { useAdminOrder } from "../hooks/useAdminOrders";
import { AdminOrderPrintPage } from "./AdminOrderPrintPage";
import { giftCardTextOf } from "../lib/giftCard";
import { AdminOrderGiftCard, AdminOrderGiftCardBack } from "./AdminOrderGiftCard";

/** What paper gets: an A6 card, landscape, with no margin of the printer's; no toolbar, no page colour. */
const PRINT_STYLES = {
  "@page": { size: "A6 landscape", margin: 0 },
  "@media print": { "html, body": { background: "#fff", margin: 0 } },
} as const;

/**
 * `/admin/orders/:id/gift-card`: a gift order's card, opened from the admin's order details or the
 * packing slip in a tab of its own, to print on A6 and put in the parcel. Above it (not printed) the
 * order, the card's language (the recipient's) and Print. An order that is not a gift has no card, and
 * says so. When the shop prints allergens on the card (`allergenPrinting.giftCard`), its back follows,
 * a second page with the order's allergen line.
 */
export function AdminOrderGiftCardPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const shop = useShopSettings();
  const query = useAdminOrder(id);
  const card = query.data ? giftCardTextOf(query.data) : null;

  return (
    <AdminOrderPrintPage
      title={t("admin.giftCard.title")}
      order={query.data}
      toolbarTestId="gift-card-toolbar"
      printStyles={PRINT_STYLES}
      controls={
        <>
          {card && (
            <Typography variant="body2" color="text.secondary" data-testid="gift-card-language">
              {t("admin.giftCard.language")}:{" "}
              <Box component="span" lang={card.language} sx={{ fontWeight: 600, color: "text.primary" }}>
                {LANGUAGE_NAMES[card.language]}
              </Box>
            </Typography>
          )}
          <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()} disabled={!card}>
            {t("admin.giftCard.print")}
          </Button>
        </>
      }
    >
      <Box component="main" sx={{ p: { xs: 1.5, sm: 4 }, "@media print": { p: 0 } }}>
        <QueryState
          query={query}
          loadingLabel={t("admin.giftCard.loading")}
          skeletonSx={{ maxWidth: "148mm", mx: "auto" }}
          skeleton={<Skeleton variant="rounded" height={400} />}
          errorTitle={t("admin.giftCard.loadError")}
          errorMessage={t("admin.giftCard.loadErrorHint")}
        >
          {(order) =>
            card ? (
              <>
                <AdminOrderGiftCard card={card} shopName={shop.siteName} />
                {shop.allergenPrinting?.giftCard && (
                  <>
                    {/* On screen only: what follows is the card's other side. */}
                    <Typography variant="body2" color="text.secondary" sx={{ textAlign: "center", mt: 3, mb: -1.5, "@media print": { display: "none" } }}>
                      {t("admin.giftCard.back")}
                    </Typography>
                    <AdminOrderGiftCardBack order={order} language={card.language} shopName={shop.siteName} />
                  </>
                )}
              </>
            ) : (
              <Box sx={{ maxWidth: 560, mx: "auto" }}>
                <EmptyState title={t("admin.giftCard.notAGift")} message={t("admin.giftCard.notAGiftHint")} />
              </Box>
            )
          }
        </QueryState>
      </Box>
    </AdminOrderPrintPage>
  );
}

export default AdminOrderGiftCardPage;
