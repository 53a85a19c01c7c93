import { allergenLine, type AdminOrder, type LanguageCode } from "@contracts";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { allergenLineText } from "@/shared/food";
import { languageDirection } from "@/shared/i18n/languages";
import type { GiftCardText } from "../lib/giftCard";

/**
 * The atelier's colours (app/providers/theme.ts `brand`, which a feature does not import): cocoa ink
 * on cream paper, a gold rule (and a deeper gold for the small shop name, 4.5:1 on the cream). Fixed here so the card prints the same whatever the page's theme.
 */
const CARD = { cocoa: "#3b2219", cream: "#fbf6ee", gold: "#b8893c", goldText: "#8a6424" } as const;
/** A6 landscape, the card's paper: 148 × 105 mm. */
const CARD_SIZE = { width: "148mm", height: "105mm" } as const;
/** The headings' serif (Frank Ruhl Libre for both scripts), as the theme names it. */
const serif = (theme: { typography: { h1: { fontFamily?: string | undefined } } }) => theme.typography.h1.fontFamily;

/** A long message (the card holds up to 300 characters) is set a little smaller, so it stays on the card. */
function messageSize(message: string): string {
  const lines = message.split("\n").length;
  if (message.length > 200 || lines > 6) return "11.5pt";
  if (message.length > 110 || lines > 4) return "13pt";
  return "15pt";
}

/**
 * A side of the card, front or back: the card's proportions on a screen as wide as it; narrower (a
 * phone), as tall as its words need at their printed size; on paper, exactly its size.
 */
const CARD_SHEET = {
  width: CARD_SIZE.width,
  maxWidth: "100%",
  aspectRatio: { xs: "auto", sm: "148 / 105" },
  boxSizing: "border-box",
  mx: "auto",
  bgcolor: CARD.cream,
  color: CARD.cocoa,
  boxShadow: 3,
  textAlign: "center",
  printColorAdjust: "exact",
  WebkitPrintColorAdjust: "exact",
  "@media print": { ...CARD_SIZE, boxShadow: "none", m: 0, maxWidth: "none", breakInside: "avoid" },
} as const;

/**
 * The card that goes in a gift's parcel (issue 33): the shop's name, "For <recipient>", the message in
 * its own direction with its lines kept, and "From <sender>". Written in the recipient's language
 * (its `lang` and `dir` set here, whatever the page's), the names and the message each in the
 * direction of their own first letter. Never a price.
 */
export function AdminOrderGiftCard({ card, shopName }: { card: GiftCardText; shopName: string }) {
  const { t } = useTranslation(undefined, { lng: card.language });
  const forId = useId();
  return (
    <Box
      component="article"
      lang={card.language}
      dir={languageDirection(card.language)}
      aria-labelledby={forId}
      data-testid="gift-card"
      sx={{ ...CARD_SHEET, p: "7mm" }}
    >
      <Box
        sx={{
          height: { xs: "auto", sm: "100%" },
          minHeight: { xs: "60vw", sm: 0 },
          "@media print": { height: "100%", minHeight: 0 },
          boxSizing: "border-box",
          border: `0.6mm solid ${CARD.gold}`,
          borderRadius: "2mm",
          px: "8mm",
          py: "5mm",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: "3mm",
          overflow: "hidden",
        }}
      >
        <Typography component="p" sx={{ fontFamily: serif, color: CARD.goldText, fontWeight: 600, fontSize: "10pt", letterSpacing: "0.18em", textTransform: "uppercase" }}>
          <bdi>{shopName}</bdi>
        </Typography>
        <Typography id={forId} component="h2" sx={{ fontFamily: serif, fontWeight: 600, fontSize: "17pt", lineHeight: 1.2, overflowWrap: "anywhere" }}>
          {t("admin.giftCard.card.for")}{" "}
          <Box component="span" dir="auto" sx={{ unicodeBidi: "isolate" }} data-testid="gift-card-recipient">
            {card.recipient}
          </Box>
        </Typography>
        <Box aria-hidden sx={{ width: "18mm", borderTop: `0.4mm solid ${CARD.gold}` }} />
        <Box sx={{ flex: "1 1 auto", minHeight: 0, width: "100%", display: "flex", alignItems: "center", justifyContent: "center" }}>
          {card.message && (
            <Typography
              component="p"
              dir="auto"
              data-testid="gift-card-message"
              sx={{ fontFamily: serif, fontSize: messageSize(card.message), lineHeight: 1.45, whiteSpace: "pre-wrap", unicodeBidi: "plaintext", overflowWrap: "anywhere", textAlign: "center", m: 0 }}
            >
              {card.message}
            </Typography>
          )}
        </Box>
        {card.from && (
          <Typography component="p" data-testid="gift-card-from" sx={{ alignSelf: "flex-end", fontFamily: serif, fontSize: "12pt", overflowWrap: "anywhere" }}>
            {t("admin.giftCard.card.from")}{" "}
            <Box component="span" dir="auto" sx={{ unicodeBidi: "isolate", fontWeight: 600 }}>
              {card.from}
            </Box>
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The card's back (issue 35), when the shop prints allergens there (`allergenPrinting.giftCard`): the
 * order's allergen line in the card's language, as the lines were declared when ordered, under the
 * shop's name; a page of its own, so that a printer printing both sides puts it behind the card.
 * Never a price.
 */
export function AdminOrderGiftCardBack({ order, language, shopName }: { order: Pick<AdminOrder, "cartItems">; language: LanguageCode; shopName: string }) {
  const { t } = useTranslation(undefined, { lng: language });
  const headingId = useId();
  const line = allergenLineText(t, allergenLine(order.cartItems), language);
  return (
    <Box
      component="article"
      lang={language}
      dir={languageDirection(language)}
      aria-labelledby={headingId}
      data-testid="gift-card-back"
      sx={{
        ...CARD_SHEET,
        mt: 3,
        p: "12mm",
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        alignItems: "center",
        gap: "2mm",
        "@media print": { ...CARD_SHEET["@media print"], breakBefore: "page" },
      }}
    >
      <Typography id={headingId} component="h2" sx={{ fontFamily: serif, fontWeight: 600, fontSize: "10pt", letterSpacing: "0.12em", textTransform: "uppercase", color: CARD.goldText }}>
        {t("admin.giftCard.card.allergens")}
      </Typography>
      <Typography component="p" data-testid="gift-card-allergens" sx={{ fontSize: "9.5pt", lineHeight: 1.45, overflowWrap: "anywhere", m: 0 }}>
        {line}
      </Typography>
      <Typography component="p" sx={{ fontFamily: serif, color: CARD.goldText, fontSize: "8pt", letterSpacing: "0.18em", textTransform: "uppercase", mt: "3mm" }}>
        <bdi>{shopName}</bdi>
      </Typography>
    </Box>
  );
}
