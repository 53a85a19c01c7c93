import { maskedGiftCard, type GiftCard, type GiftCardStatus } from "@contracts";
import BlockOutlinedIcon from "@mui/icons-material/BlockOutlined";
import CheckCircleOutlinedIcon from "@mui/icons-material/CheckCircleOutlined";
import ScheduleOutlinedIcon from "@mui/icons-material/ScheduleOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useCallback, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate } from "@/shared/delivery";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useFormatPrice } from "@/shared/settings";
import { useShopTimeZone } from "../hooks/useGiftCards";
import { formatInstant, signedMoney } from "../lib/giftCardView";

/** Codes, emails and numbers are written left to right inside Hebrew, isolated from the words around them. */
export function Ltr({ children, mono = false, wrap = false }: { children: ReactNode; mono?: boolean; wrap?: boolean }) {
  return (
    <Box
      component="span"
      dir="ltr"
      sx={{
        unicodeBidi: "isolate",
        ...(wrap ? { overflowWrap: "anywhere" } : { whiteSpace: "nowrap" }),
        ...(mono ? { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", fontWeight: 600 } : {}),
      }}
    >
      {children}
    </Box>
  );
}

/** Amounts as the money formatter writes them (its own direction marks), isolated from the text around. */
export function Money({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ unicodeBidi: "isolate", whiteSpace: "nowrap" }}>
      {children}
    </Box>
  );
}

/** "•••• 6WCE", or "Scheduled" while the card has no code (it is made when the card is sent). */
export function MaskedCode({ card }: { card: Pick<GiftCard, "last4"> }) {
  const { t } = useTranslation();
  if (!card.last4) {
    return (
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontStyle: "italic" }}>
        {t("adminGiftCards.noCodeYet")}
      </Typography>
    );
  }
  return <Ltr mono>{maskedGiftCard(card.last4)}</Ltr>;
}

const STATUS_LOOK: Record<GiftCardStatus, { color: "info" | "success" | "default"; icon: ReactElement }> = {
  scheduled: { color: "info", icon: <ScheduleOutlinedIcon /> },
  active: { color: "success", icon: <CheckCircleOutlinedIcon /> },
  voided: { color: "default", icon: <BlockOutlinedIcon /> },
};

/** The status in words, with an icon (the colour only repeats it). */
export function StatusChip({ status }: { status: GiftCardStatus }) {
  const { t } = useTranslation();
  const look = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      color={look.color}
      variant={status === "active" ? "filled" : "outlined"}
      icon={look.icon}
      label={t(`adminGiftCards.statuses.${status}`)}
      data-testid="gift-card-status"
      sx={{ fontWeight: 600 }}
    />
  );
}

/** The words a card is read in: who made it, its day of arrival, times, its money. */
export function useGiftCardWords() {
  const { t } = useTranslation();
  const language = useLanguage();
  const timeZone = useShopTimeZone();
  const formatPrice = useFormatPrice();
  const source = useCallback(
    (card: Pick<GiftCard, "source" | "buyerName">) =>
      card.source === "admin" ? t("adminGiftCards.source.admin") : card.buyerName ? t("adminGiftCards.source.purchase", { name: card.buyerName }) : t("adminGiftCards.source.purchaseUnknown"),
    [t],
  );
  const day = useCallback((date: string) => formatCalendarDate(date, language, { day: "numeric", month: "short", year: "numeric" }), [language]);
  const date = useCallback((iso: string | undefined) => formatInstant(iso, language, timeZone), [language, timeZone]);
  const dateTime = useCallback((iso: string | undefined) => formatInstant(iso, language, timeZone, true), [language, timeZone]);
  const money = useCallback((amount: number, currency: string) => formatPrice(amount, currency), [formatPrice]);
  const signed = useCallback((amount: number, currency: string) => signedMoney(amount, (minor) => formatPrice(minor, currency)), [formatPrice]);
  const languageName = useCallback((code: string) => t(`adminGiftCards.languages.${code === "he" ? "he" : "en"}`), [t]);
  return { source, day, date, dateTime, money, signed, languageName };
}

/** An email address, broken anywhere rather than overflowing. */
export function Email({ email }: { email: string }) {
  return <Ltr wrap>{email}</Ltr>;
}
