import { currencyCode, receiptDateText, type ReceiptData } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { languageDirection } from "@/shared/i18n/languages";
import { formatPrice, moneyLocale } from "@/shared/money";
import { printedSheetSx } from "./printedSheet";

/** Numbers, dates and addresses of mail read left to right inside a Hebrew receipt. */
function Ltr({ children }: { children: ReactNode }) {
  return (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: "isolate", whiteSpace: "nowrap" }}>
      {children}
    </Box>
  );
}

const CELL = { py: 0.75, px: 1, borderBottom: "1px solid", borderColor: "divider", verticalAlign: "top", textAlign: "start" } as const;
/** Logical sides only: the receipt's direction may differ from the page's (a Hebrew receipt for an English-speaking admin). */
const NUMBER_CELL = { ...CELL, textAlign: "end", whiteSpace: "nowrap" } as const;

/**
 * An order's receipt on paper (issue 37), what the PDF says too (the contracts' `receiptOf` made both):
 * the business (name, registration number, address), the receipt's kind, number and date on the shop's
 * clock, the buyer, the lines, discounts, delivery, wrapping, VAT, total, gift cards and how it was paid,
 * then the credit notes that correct it. Written wholly in the receipt's language, right to left in
 * Hebrew with its numbers left to right; prices as the shop writes them.
 */
export function ReceiptDocument({ receipt }: { receipt: ReceiptData }) {
  const { language } = receipt;
  // The receipt's own words, fixed to its language (both languages' packs are loaded with the page).
  const { t } = useTranslation(undefined, { lng: language });
  const locale = moneyLocale(language);
  const currency = currencyCode(receipt.currency) ?? "USD";
  // Isolated in its own direction: the formatter's Hebrew text carries its own right-to-left marks.
  const money = (minorUnits: number) => <bdi>{formatPrice(minorUnits, currency, locale)}</bdi>;
  const titleId = useId();
  const creditNotesId = useId();
  const totals: Array<[string, ReactNode, "strong" | "muted" | undefined]> = [
    [t("orders.receipt.subtotal"), money(receipt.subtotal), undefined],
    ...receipt.discounts.map((discount): [string, ReactNode, undefined] => [t("orders.receipt.discount", { name: discount.name }), money(-discount.amount), undefined]),
    ...(receipt.delivery.cost > 0 ? [[t("orders.receipt.delivery"), money(receipt.delivery.cost), undefined] as [string, ReactNode, undefined]] : []),
    ...(receipt.delivery.discount > 0 && receipt.discounts.length === 0 ? [[t("orders.receipt.deliveryDiscount"), money(-receipt.delivery.discount), undefined] as [string, ReactNode, undefined]] : []),
    ...(receipt.wrapping > 0 ? [[t("orders.receipt.wrapping"), money(receipt.wrapping), undefined] as [string, ReactNode, undefined]] : []),
    ...(receipt.tax.mode === "added" ? [[t("orders.receipt.taxAdded"), money(receipt.tax.amount), undefined] as [string, ReactNode, undefined]] : []),
    [t("orders.receipt.total"), money(receipt.total), "strong"],
    ...(receipt.tax.mode === "included" ? [[t("orders.receipt.vatIncluded"), money(receipt.tax.amount), "muted"] as [string, ReactNode, "muted"]] : []),
    ...(receipt.giftCards > 0 ? [[t("orders.receipt.giftCards"), money(receipt.giftCards), undefined] as [string, ReactNode, undefined]] : []),
    [t("orders.receipt.paid", { method: t(`orders.paymentMethods.${receipt.paymentMethod}`) }), money(receipt.paidByProvider), undefined],
  ];

  return (
    <Box
      component="article"
      lang={language}
      dir={languageDirection(language)}
      aria-labelledby={titleId}
      data-testid="receipt"
      sx={printedSheetSx}
    >
      <Box component="header" sx={{ pb: 2, borderBottom: "2px solid", borderColor: "text.primary" }}>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: "1.3rem", sm: "1.6rem" } }} data-testid="receipt-business">
          <bdi>{receipt.business.name}</bdi>
        </Typography>
        {receipt.business.registrationNumber && (
          <Typography variant="body2" color="text.secondary">
            {t("orders.receipt.registrationNumber")}: <Ltr>{receipt.business.registrationNumber}</Ltr>
          </Typography>
        )}
        {receipt.business.address && (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: "pre-line" }}>
            <bdi>{receipt.business.address}</bdi>
          </Typography>
        )}
        <Typography id={titleId} variant="h5" component="h2" sx={{ mt: 2, fontWeight: 700 }}>
          {t(`orders.receipt.kinds.${receipt.kind}`)}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 1, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1.5, rowGap: 0.25 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("orders.receipt.number")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }} data-testid="receipt-number">
            <Ltr>{receipt.number}</Ltr>
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("orders.receipt.date")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Ltr>
              {receiptDateText(receipt.date)} {receipt.time}
            </Ltr>
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t("orders.receipt.orderNumber")}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Ltr>{receipt.orderNumber}</Ltr>
          </Typography>
        </Box>
      </Box>

      <Box sx={{ py: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t("orders.receipt.billedTo")}
        </Typography>
        {receipt.buyer.name && (
          <Typography>
            <bdi>{receipt.buyer.name}</bdi>
          </Typography>
        )}
        {receipt.buyer.email && (
          <Typography>
            <Ltr>{receipt.buyer.email}</Ltr>
          </Typography>
        )}
      </Box>

      {/* A phone scrolls the table sideways rather than squeezing its columns. */}
      <Box sx={{ overflowX: "auto" }}>
        <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" }}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ ...CELL, color: "text.secondary" }}>
                {t("orders.receipt.item")}
              </Box>
              <Box component="th" scope="col" sx={{ ...NUMBER_CELL, color: "text.secondary" }}>
                {t("orders.receipt.quantity")}
              </Box>
              <Box component="th" scope="col" sx={{ ...NUMBER_CELL, color: "text.secondary" }}>
                {t("orders.receipt.unitPrice")}
              </Box>
              <Box component="th" scope="col" sx={{ ...NUMBER_CELL, color: "text.secondary" }}>
                {t("orders.receipt.lineTotal")}
              </Box>
            </tr>
          </thead>
          <tbody>
            {receipt.lines.map((line, index) => (
              <tr key={index}>
                <Box component="td" sx={CELL}>
                  <bdi>{line.title}</bdi>
                  {line.variant && (
                    <Typography variant="body2" color="text.secondary">
                      <bdi>{line.variant}</bdi>
                    </Typography>
                  )}
                  {line.discount > 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {t("orders.receipt.lineDiscount")}: {money(-line.discount)}
                    </Typography>
                  )}
                </Box>
                <Box component="td" sx={NUMBER_CELL}>
                  <Ltr>{line.quantity}</Ltr>
                </Box>
                <Box component="td" sx={NUMBER_CELL}>
                  {money(line.unitPrice)}
                </Box>
                <Box component="td" sx={NUMBER_CELL}>
                  {money(line.total)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>

      <Box component="dl" data-testid="receipt-totals" sx={{ m: 0, mt: 2, marginInlineStart: "auto", maxWidth: 360, display: "grid", gridTemplateColumns: "1fr auto", columnGap: 2, rowGap: 0.5 }}>
        {totals.map(([label, amount, tone]) => (
          <Box key={label} sx={{ display: "contents", ...(tone === "strong" ? { "& > *": { fontWeight: 700, fontSize: "1.1rem" } } : tone === "muted" ? { "& > *": { color: "text.secondary" } } : {}) }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: "end", whiteSpace: "nowrap" }}>
              {amount}
            </Typography>
          </Box>
        ))}
      </Box>
      {receipt.voucher && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t("orders.receipt.voucher")}
        </Typography>
      )}

      {receipt.creditNotes.length > 0 && (
        <Box component="section" aria-labelledby={creditNotesId} sx={{ mt: 3 }}>
          <Typography id={creditNotesId} variant="h6" component="h3">
            {t("orders.receipt.creditNotes")}
          </Typography>
          {receipt.creditNotes.map((note) => (
            <Box key={note.number} sx={{ py: 1, borderBottom: "1px solid", borderColor: "divider" }} data-testid="receipt-credit-note">
              <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t("orders.receipt.creditNote", { number: "" })}
                  <Ltr>{note.number}</Ltr>
                  {note.receiptNumber && (
                    <>
                      {" · "}
                      {t("orders.receipt.forReceipt", { number: "" })}
                      <Ltr>{note.receiptNumber}</Ltr>
                    </>
                  )}
                </Typography>
                <Typography>
                  <Ltr>{receiptDateText(note.date)}</Ltr>
                </Typography>
              </Box>
              <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
                <Typography>
                  {t("orders.receipt.refunded")}
                  {note.toGiftCards > 0 && <> ({t("orders.receipt.toGiftCards", { amount: formatPrice(note.toGiftCards, currency, locale) })})</>}
                </Typography>
                <Typography sx={{ whiteSpace: "nowrap" }}>{money(note.amount)}</Typography>
              </Box>
              {note.lines.map((line, index) => (
                <Typography key={index} variant="body2" color="text.secondary">
                  <Ltr>{line.quantity}</Ltr> × <bdi>{line.title}</bdi>
                  {line.variant && (
                    <>
                      {" "}
                      (<bdi>{line.variant}</bdi>)
                    </>
                  )}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }}>
        {t("orders.receipt.issued")}
      </Typography>
    </Box>
  );
}
