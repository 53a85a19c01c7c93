import { allergenLine, cartLineId, currencyCode, lineVariantLabel, orderLabel, orderTimeZone, piecesCount, type AdminOrder, type LanguageCode, type ShopSettings } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { productTitle } from "@/shared/catalog";
import { allergenLineText } from "@/shared/food";
import { languageDirection } from "@/shared/i18n/languages";
import { formatPrice, minusPrice, moneyLocale } from "@/shared/money";
import { visuallyHidden } from "@/shared/ui";
import { deliveryFeeLabel, formatOrderDate, inLanguage } from "../lib/orderFormat";
import { slipRecipientOf, slipWrapOf } from "../lib/packingSlip";
import { OrderDeliverySentence } from "./OrderDetailsDelivery";
import { printedSheetSx } from "./printedSheet";

/** Quantities, order numbers, postal codes and phones read left to right inside a Hebrew slip. */
function Ltr({ children }: { children: ReactNode }) {
  return (
    <Box component="span" dir="ltr" sx={{ unicodeBidi: "isolate", whiteSpace: "nowrap" }}>
      {children}
    </Box>
  );
}

const CELL = { py: 1, px: 1, borderBottom: "1px solid", borderColor: "divider", verticalAlign: "top" } as const;
/** Logical sides only: the slip's direction may differ from the page's (a Hebrew slip for an English-speaking admin). */
const NUMBER_CELL = { ...CELL, textAlign: "end", whiteSpace: "nowrap" } as const;

/**
 * One order's packing slip, the paper that goes in the parcel: the shop, the order's number and
 * date, who it goes to (name, address, phone, delivery notes), how and when it is received (pickup,
 * courier or shipping, with its date and time, when the order has them) and the lines (a variant's
 * values in the slip's language and its SKU, what the packer picks by; a build-your-own box's pieces,
 * each with its count per box, what the chocolatier fills it from); prices and totals
 * unless `hidePrices` (a gift). Written wholly in `language`, whatever the admin's own, right to
 * left in Hebrew with its numbers left to right (prices as the shop writes them in Hebrew); money
 * in the order's own currency.
 *
 * A gift (issue 33) names its recipient and their phone instead of the buyer ("Gift for", at the
 * order's address, the recipient's; "Picked up by" for a pickup), and tells the packer what goes in
 * with it: the wrapping by its name, that the gift card is enclosed (printed on its own page: the
 * message is never on the slip), and, discreetly, that its prices are hidden.
 *
 * When the shop prints allergens on the slip (the settings' `allergenPrinting.packingSlip`, issue 35),
 * the slip says the order's allergen line under the items, from the lines as they were declared when
 * ordered (a line without a declaration is counted, never vouched for).
 */
export function PackingSlip({
  order,
  language,
  hidePrices,
  shop,
}: {
  order: AdminOrder;
  language: LanguageCode;
  hidePrices: boolean;
  shop: Pick<ShopSettings, "siteName" | "contactInfo" | "currency"> & Partial<Pick<ShopSettings, "allergenPrinting">>;
}) {
  // The slip's own words, fixed to its language (loaded on demand when the page shows the other one).
  const { t } = useTranslation(undefined, { lng: language });
  const locale = moneyLocale(language);
  const currency = currencyCode(order.currency) ?? shop.currency;
  // Isolated in its own direction, not forced left to right: the formatter's Hebrew text carries
  // right-to-left marks, and under dir="ltr" they push its space to the wrong side ("48.00$").
  const money = (minorUnits: number) => <bdi>{formatPrice(minorUnits, currency, locale)}</bdi>;
  const { addressInfo: address } = order;
  const titleId = useId();
  const shipToId = useId();
  const deliveryId = useId();
  const giftId = useId();
  const piecesId = useId();
  const allergensId = useId();
  // An order placed before the declaration (no line declared) prints none rather than "N items without…".
  const line = allergenLine(order.cartItems);
  const allergens = shop.allergenPrinting?.packingSlip && line.undeclared < order.cartItems.length ? allergenLineText(t, line, language) : "";
  const recipient = slipRecipientOf(order);
  const { gift } = order;
  const wrap = slipWrapOf(gift, language);
  // What the promotions took, as the order's totals show it (0 on orders without, and before promotions).
  const off = (minorUnits: number) => <bdi>{minusPrice((amount) => formatPrice(amount, currency, locale), minorUnits)}</bdi>;
  const totals: [string, number | ReactNode][] = [
    [t("orders.totals.subtotal"), order.subtotal],
    ...(order.discountAmount > 0 ? [[t("orders.totals.discounts"), off(order.discountAmount)] as [string, ReactNode]] : []),
    [order.delivery ? deliveryFeeLabel(t, order.delivery.method, inLanguage(order.delivery.zoneName, language)) : t("orders.totals.shipping"), order.shippingCost === 0 ? t("orders.totals.free") : order.shippingCost],
    ...(order.shippingDiscount > 0 ? [[t("orders.totals.shippingDiscount"), off(order.shippingDiscount)] as [string, ReactNode]] : []),
    // The wrapping's price, when the order paid for one (0 without wrapping and on older orders).
    ...(order.wrapCost > 0 ? [[t("admin.packingSlip.slip.wrapCost"), order.wrapCost] as [string, number]] : []),
    // Prices that include VAT add no tax: the VAT the total holds is said after it (`includedVat`).
    ...(order.taxIncluded ? [] : [[t("orders.totals.tax"), order.taxAmount] as [string, number]]),
  ];
  const includedVat = order.taxIncluded ? (order.taxRate === undefined ? t("orders.totals.includesVat") : t("orders.totals.includesVatWithRate", { rate: order.taxRate })) : "";
  const heading = { shipTo: "admin.packingSlip.slip.shipTo", giftFor: "admin.packingSlip.slip.giftFor", pickedUpBy: "admin.packingSlip.slip.pickedUpBy" }[recipient.kind];
  const phone = recipient.kind === "shipTo" ? address.phone : recipient.phone;

  return (
    <Box
      component="article"
      lang={language}
      dir={languageDirection(language)}
      aria-labelledby={titleId}
      data-testid="packing-slip"
      sx={printedSheetSx}
    >
      <Box component="header" sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: 2, flexWrap: "wrap", pb: 2, borderBottom: "2px solid", borderColor: "text.primary" }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700, fontSize: { xs: "1.5rem", sm: "1.9rem" }, lineHeight: 1.15 }}>
            {shop.siteName}
          </Typography>
          {shop.contactInfo.address && (
            // Isolated, not a paragraph of its own direction: it keeps to the slip's side in either script.
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: "pre-line" }}>
              <bdi>{shop.contactInfo.address}</bdi>
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {shop.contactInfo.phone && <Ltr>{shop.contactInfo.phone}</Ltr>}
            {shop.contactInfo.phone && shop.contactInfo.email && " · "}
            {shop.contactInfo.email && <Ltr>{shop.contactInfo.email}</Ltr>}
          </Typography>
        </Box>
        {/* Beside the shop from a tablet up (at the end), below it on a phone (at the start). */}
        <Box sx={{ textAlign: { xs: "start", sm: "end" }, minWidth: 0 }}>
          <Typography id={titleId} variant="h5" component="h2" sx={{ textTransform: "uppercase", letterSpacing: "0.08em", fontSize: "1.15rem" }}>
            {t("admin.packingSlip.slip.heading")}
          </Typography>
          <Box component="dl" sx={{ m: 0, mt: 1, display: "grid", gridTemplateColumns: "auto auto", columnGap: 1.5, rowGap: 0.25, justifyContent: { xs: "start", sm: "end" } }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t("admin.packingSlip.slip.orderNumber")}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }} data-testid="slip-order-number">
              <Ltr>{orderLabel(order)}</Ltr>
            </Typography>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t("admin.packingSlip.slip.orderDate")}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatOrderDate(order.orderDate, language, orderTimeZone(order))}
            </Typography>
          </Box>
        </Box>
      </Box>

      <Box component="section" aria-labelledby={shipToId} sx={{ py: 2.5, borderBottom: "1px solid", borderColor: "divider" }}>
        <Typography id={shipToId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {t(heading)}
        </Typography>
        <Box component="address" sx={{ fontStyle: "normal", display: "grid", gap: 0.25 }}>
          {recipient.kind !== "shipTo" ? (
            // A gift names its recipient, never the buyer.
            <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }} data-testid="slip-recipient">
              <bdi>{recipient.name}</bdi>
            </Typography>
          ) : order.customerDeleted ? (
            <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>{t("orders.deletedAccount")}</Typography>
          ) : order.userName && (
            <Typography sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
              <bdi>{order.userName}</bdi>
            </Typography>
          )}
          {/* A pickup placed without an address has none to show. */}
          {address.address && recipient.kind !== "pickedUpBy" && (
            <>
              <Typography>
                <bdi>{address.address}</bdi>
              </Typography>
              <Typography>
                <bdi>{address.city}</bdi> <Ltr>{address.pincode}</Ltr>
              </Typography>
            </>
          )}
          {phone && (
            <Typography>
              {t("admin.packingSlip.slip.phone")}: <Ltr>{phone}</Ltr>
            </Typography>
          )}
        </Box>
        {address.notes && (
          <Box sx={{ mt: 1.5, p: 1.5, border: "1px dashed", borderColor: "divider", borderRadius: 1 }}>
            <Typography variant="body2" component="p">
              <Box component="span" sx={{ fontWeight: 700 }}>
                {t("admin.packingSlip.slip.notes")}:
              </Box>{" "}
              <bdi>{address.notes}</bdi>
            </Typography>
          </Box>
        )}
      </Box>

      {order.delivery && (
        <Box component="section" aria-labelledby={deliveryId} data-testid="slip-delivery" sx={{ py: 2.5, borderBottom: "1px solid", borderColor: "divider" }}>
          <Typography id={deliveryId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {t(`orders.delivery.title.${order.delivery.method}`)}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            <OrderDeliverySentence delivery={order.delivery} language={language} />
          </Typography>
        </Box>
      )}

      {gift && (
        <Box component="section" aria-labelledby={giftId} data-testid="slip-gift" sx={{ py: 2.5, borderBottom: "1px solid", borderColor: "divider" }}>
          <Typography id={giftId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {t("admin.packingSlip.slip.gift")}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 0.5 }}>
            {wrap !== null && (
              <Typography component="li" sx={{ fontWeight: 600, overflowWrap: "anywhere" }} data-testid="slip-wrap">
                {t("admin.packingSlip.slip.wrap")}: <bdi>{wrap || t("admin.packingSlip.slip.wrapUnnamed")}</bdi>
              </Typography>
            )}
            <Typography component="li" sx={{ fontWeight: 600 }}>
              {t("admin.packingSlip.slip.cardEnclosed")}
            </Typography>
            {hidePrices && (
              <Typography component="li" variant="caption" color="text.secondary" data-testid="slip-prices-hidden">
                {t("admin.packingSlip.slip.pricesHidden")}
              </Typography>
            )}
          </Box>
        </Box>
      )}

      <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", mt: 2.5, fontSize: { xs: "0.875rem", sm: "1rem" } }}>
        <Box component="caption" sx={visuallyHidden}>
          {t("admin.packingSlip.slip.items")}
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...CELL, textAlign: "start", color: "text.secondary", fontWeight: 600 }}>
              {t("admin.packingSlip.slip.item")}
            </Box>
            <Box component="th" scope="col" sx={{ ...NUMBER_CELL, color: "text.secondary", fontWeight: 600 }}>
              {t("admin.packingSlip.slip.quantity")}
            </Box>
            {!hidePrices && (
              <>
                <Box component="th" scope="col" sx={{ ...NUMBER_CELL, color: "text.secondary", fontWeight: 600 }}>
                  {t("admin.packingSlip.slip.unitPrice")}
                </Box>
                <Box component="th" scope="col" sx={{ ...NUMBER_CELL, color: "text.secondary", fontWeight: 600 }}>
                  {t("admin.packingSlip.slip.lineTotal")}
                </Box>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {order.cartItems.map((line, index) => {
            const variant = lineVariantLabel(line, language);
            const pieces = line.pieces ?? [];
            return (
              // A box's contents stay on the page of its line.
              <Box component="tr" key={cartLineId(line.productId, line.variantSku, line.pieces)} sx={pieces.length > 0 ? { breakInside: "avoid" } : undefined}>
                <Box component="td" sx={{ ...CELL, textAlign: "start", overflowWrap: "anywhere" }}>
                  <bdi>{productTitle(line, language)}</bdi>
                  {variant && (
                    <Box component="span" data-testid="slip-variant" sx={{ display: "block", fontWeight: 600 }}>
                      <bdi>{variant}</bdi>
                    </Box>
                  )}
                  {line.variantSku && (
                    <Box component="span" data-testid="slip-sku" sx={{ display: "block", color: "text.secondary", fontSize: "0.875em" }}>
                      {t("admin.packingSlip.slip.sku")}: <bdi dir="ltr">{line.variantSku}</bdi>
                    </Box>
                  )}
                  {pieces.length > 0 && (
                    <Box data-testid="slip-pieces" sx={{ mt: 1 }}>
                      <Box component="span" id={`${piecesId}-${index}`} sx={{ display: "block", fontWeight: 600 }}>
                        {t(line.quantity > 1 ? "admin.packingSlip.slip.inEachBox" : "admin.packingSlip.slip.inBox", { count: piecesCount(pieces) })}
                      </Box>
                      <Box component="ul" aria-labelledby={`${piecesId}-${index}`} sx={{ m: 0, mt: 0.5, p: 0, listStyle: "none", display: "grid", gap: 0.25 }}>
                        {pieces.map((piece) => (
                          <Box component="li" key={piece.productId} data-testid="slip-piece" sx={{ display: "flex", gap: 1, alignItems: "baseline" }}>
                            {/* The count first and bold, in a column of its own width, so the eye runs down the counts. */}
                            <Box component="span" sx={{ fontWeight: 700, minWidth: "3.5ch", textAlign: "end", flexShrink: 0 }}>
                              <Ltr>{piece.quantity}</Ltr> ×{" "}
                            </Box>
                            <bdi>{productTitle(piece, language)}</bdi>
                          </Box>
                        ))}
                      </Box>
                    </Box>
                  )}
                </Box>
                <Box component="td" sx={{ ...NUMBER_CELL, fontWeight: 700 }}>
                  <Ltr>{line.quantity}</Ltr>
                </Box>
                {!hidePrices && (
                  <>
                    <Box component="td" sx={NUMBER_CELL}>
                      {money(line.price)}
                    </Box>
                    <Box component="td" sx={NUMBER_CELL}>
                      {money(line.price * line.quantity)}
                    </Box>
                  </>
                )}
              </Box>
            );
          })}
        </tbody>
      </Box>

      {allergens && (
        <Box component="section" aria-labelledby={allergensId} data-testid="slip-allergens" sx={{ mt: 2, p: 1.5, border: "1px solid", borderColor: "divider", borderRadius: 1, breakInside: "avoid" }}>
          <Typography id={allergensId} variant="overline" component="h3" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {t("admin.packingSlip.slip.allergens")}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{allergens}</Typography>
        </Box>
      )}

      {!hidePrices && (
        <Box component="dl" data-testid="slip-totals" sx={{ m: 0, mt: 2, marginInlineStart: "auto", width: { xs: "100%", sm: 280 }, display: "grid", gridTemplateColumns: "1fr auto", rowGap: 0.5 }}>
          {totals.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" color="text.secondary" sx={{ paddingInlineEnd: 2 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, textAlign: "end", whiteSpace: "nowrap" }}>
                {typeof value === "number" ? money(value) : value}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" sx={{ fontWeight: 700, pt: 1, paddingInlineEnd: 2, borderTop: "2px solid", borderColor: "text.primary" }}>
            {t("orders.totals.total")}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: "end", whiteSpace: "nowrap", pt: 1, borderTop: "2px solid", borderColor: "text.primary" }}>
            {money(order.totalAmount)}
          </Typography>
          {includedVat && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary" sx={{ paddingInlineEnd: 2 }}>
                {includedVat}
              </Typography>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0, textAlign: "end", whiteSpace: "nowrap" }} data-testid="slip-included-vat">
                {money(order.taxAmount)}
              </Typography>
            </>
          )}
        </Box>
      )}

      <Typography sx={{ mt: 4, textAlign: "center", fontFamily: (theme) => theme.typography.h1.fontFamily, fontSize: "1.1rem" }}>
        {hidePrices || gift ? t("admin.packingSlip.slip.giftNote", { shop: shop.siteName }) : t("admin.packingSlip.slip.thanks", { shop: shop.siteName })}
      </Typography>
    </Box>
  );
}
