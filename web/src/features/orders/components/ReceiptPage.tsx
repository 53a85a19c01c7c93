import { businessOf, receiptOf, receiptPdfUrl, type LanguageCode, type Order, type ReceiptData } from "@contracts";
import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import { FALLBACK_LANGUAGE, isSupportedLanguage } from "@/shared/i18n/languages";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useCurrentSession } from "@/shared/session";
import { useShopSettings } from "@/shared/settings";
import { QueryState } from "@/shared/ui";
import { useAdminOrder } from "../hooks/useAdminOrders";
import { useOrderDetails } from "../hooks/useOrders";
import { AdminOrderPrintPage } from "./AdminOrderPrintPage";
import { ReceiptDocument } from "./ReceiptDocument";

/** What paper gets: no toolbar, no page colour, the receipt alone at the printer's margins. */
const PRINT_STYLES = {
  "@page": { margin: "14mm" },
  "@media print": { "html, body": { background: "#fff" } },
} as const;

type Buyer = { name: string; email: string };

/**
 * The page around a receipt: a toolbar (not printed) with the PDF to download (the server's, the same
 * receipt: `GET /api/shop/order/receipt/:id` or the admin's) and Print, then the receipt, or why there
 * is none yet (an order not paid).
 */
function ReceiptScreen({ query, who, language, buyer }: { query: UseQueryResult<Order>; who: "shop" | "admin"; language: LanguageCode; buyer: (order: Order) => Buyer }) {
  const { t } = useTranslation();
  const shop = useShopSettings();
  const order = query.data;
  const receipt: ReceiptData | undefined = order ? receiptOf(order, businessOf(shop), language, buyer(order)) : undefined;
  return (
    <AdminOrderPrintPage
      title={t("orders.receipt.page.title")}
      order={order}
      toolbarTestId="receipt-toolbar"
      printStyles={PRINT_STYLES}
      controls={
        receipt &&
        order && (
          <>
            <Button
              component="a"
              href={receiptPdfUrl(order._id, who)}
              download={`${receipt.number}.pdf`}
              variant="outlined"
              startIcon={<DownloadOutlinedIcon />}
              aria-label={t("orders.receipt.page.downloadPdfLabel", { number: receipt.number })}
            >
              {t("orders.receipt.page.downloadPdf")}
            </Button>
            <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
              {t("orders.receipt.page.print")}
            </Button>
          </>
        )
      }
    >
      <Box component="main" sx={{ p: { xs: 1.5, sm: 4 }, "@media print": { p: 0 } }}>
        <QueryState
          query={query}
          loadingLabel={t("orders.receipt.page.loading")}
          skeletonSx={{ maxWidth: 800, mx: "auto" }}
          skeleton={<Skeleton variant="rounded" height={480} />}
          errorTitle={t("orders.receipt.page.loadError")}
          errorMessage={t("orders.receipt.page.loadErrorHint")}
        >
          {() =>
            receipt ? (
              <ReceiptDocument receipt={receipt} />
            ) : (
              <Alert severity="info" sx={{ maxWidth: 800, mx: "auto" }}>
                {t("orders.receipt.page.notIssued")}
              </Alert>
            )
          }
        </QueryState>
      </Box>
    </AdminOrderPrintPage>
  );
}

/** The page's language when the order does not say: the shopper's own, else English. */
function languageOf(ui: string): LanguageCode {
  return isSupportedLanguage(ui) ? ui : FALLBACK_LANGUAGE;
}

/** `/shop/orders/:id/receipt`: the signed-in shopper's receipt of their order, in the shop's language they read it in. */
export function ShopReceiptPage() {
  const { id = "" } = useParams();
  const session = useCurrentSession();
  const language = languageOf(useLanguage());
  const query = useOrderDetails(id) as UseQueryResult<Order>;
  const buyer = (): Buyer => ({ name: session.user?.userName ?? "", email: session.user?.email ?? "" });
  return <ReceiptScreen query={query} who="shop" language={language} buyer={buyer} />;
}

/** `/admin/orders/:id/receipt`: an order's receipt for the admin, in the language the order was placed in. */
export function AdminReceiptPage() {
  const { id = "" } = useParams();
  const ui = useLanguage();
  const query = useAdminOrder(id);
  const language = query.data?.language ?? languageOf(ui);
  return <ReceiptScreen query={query as UseQueryResult<Order>} who="admin" language={language} buyer={(order) => ({ name: "userName" in order && typeof order.userName === "string" ? order.userName : "", email: "" })} />;
}
