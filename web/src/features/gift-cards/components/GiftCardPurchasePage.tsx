import { GIFT_CARD_LIMITS, LANGUAGES, type LanguageCode } from "@contracts";
import CardGiftcardOutlinedIcon from "@mui/icons-material/CardGiftcardOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, errorToast, fieldErrors } from "@/shared/api";
import { formatCalendarDate } from "@/shared/delivery";
import type { FieldProblems } from "@/shared/forms";
import { GiftMessageField } from "@/shared/gifts/GiftMessageField";
import { FALLBACK_LANGUAGE, isSupportedLanguage, LANGUAGE_NAMES } from "@/shared/i18n/languages";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useCurrentSession } from "@/shared/session";
import { useFormatPrice, useShopSettings } from "@/shared/settings";
import { LTR_INPUT, LTR_INPUT_SX, PageHeading } from "@/shared/ui";
import { usePurchaseGiftCard } from "../api/giftCardsApi";
import { checkPurchase, chosenAmount, deliveryWindow, draftAmount, EMPTY_GIFT_CARD_DRAFT, purchaseProblemText, type GiftCardDraft, type PurchaseField } from "../lib/purchaseForm";
import { shopToday } from "../lib/shopDate";
import { AmountPicker } from "./AmountPicker";

const TWO_COLUMNS = { display: "grid", gap: 2, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, bgcolor: "background.paper", minWidth: 0, display: "grid", gap: 2 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The link to the balance check, under each state of the page. */
function BalanceLink() {
  const { t } = useTranslation();
  return (
    <Typography sx={{ mt: 3 }}>
      <Link component={RouterLink} to={paths.shop.giftCardBalance} data-testid="gift-card-balance-link">
        {t("shopGiftCards.checkBalanceLink")}
      </Link>
    </Typography>
  );
}

/** A notice in place of the form: not sold now, or sign in first. */
function Notice({ title, body, action, testId }: { title: string; body: string; action?: ReactNode; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, maxWidth: 640, bgcolor: "background.paper" }} data-testid={testId}>
      <CardGiftcardOutlinedIcon aria-hidden sx={{ fontSize: 40, color: "secondary.main", mb: 1 }} />
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {body}
      </Typography>
      {action && <Box sx={{ mt: 2.5 }}>{action}</Box>}
    </Paper>
  );
}

function SummaryLine({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2, py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: "end" }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

export interface GiftCardPurchasePageProps {
  /** Remembers the order being paid for the return from the provider (the orders feature's `storeCurrentOrderId`). */
  onOrderCreated: (orderId: string) => void;
  /** What to show a shopper whose email is not confirmed yet (the checkout's notice); paying waits for it. */
  verifyEmailNotice?: (email: string) => ReactNode;
}

/**
 * `/shop/gift-cards` (issue 36): a gift card for someone. The amount (the settings' amounts, or one's
 * own within their bounds), the recipient's name and email, the language of their email, a message
 * and who it is from, and the day it is emailed with its code (today to a year ahead, on the shop's
 * clock). Beside it the summary and "Pay with PayPal": the purchase is an order of one gift-card
 * line, remembered for the return and paid at the provider like any order. Guests are asked to sign
 * in (and come back here); a shop that does not sell cards now says so.
 */
export function GiftCardPurchasePage({ onOrderCreated, verifyEmailNotice }: GiftCardPurchasePageProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const settings = useShopSettings();
  const session = useCurrentSession();
  const title = t("giftCardPages.purchaseTitle");

  if (!settings.giftCards.enabled) {
    return (
      <>
        <PageHeading title={title} />
        <Notice testId="gift-cards-not-sold" title={t("shopGiftCards.notSold.title")} body={t("shopGiftCards.notSold.body")} />
        <BalanceLink />
      </>
    );
  }

  if (!session.isAuthenticated || !session.user) {
    return (
      <>
        <PageHeading title={title} subtitle={t("shopGiftCards.intro")} />
        <Notice
          testId="gift-cards-sign-in"
          title={t("shopGiftCards.signIn.title")}
          body={t("shopGiftCards.signIn.body")}
          action={
            <Button variant="contained" component={RouterLink} to={paths.auth.login} state={{ from: `${location.pathname}${location.search}` }}>
              {t("shopGiftCards.signIn.action")}
            </Button>
          }
        />
        <BalanceLink />
      </>
    );
  }

  const unverifiedEmail = session.user.emailVerified ? null : session.user.email;
  return (
    <>
      <PageHeading title={title} subtitle={t("shopGiftCards.intro")} />
      {unverifiedEmail !== null && verifyEmailNotice && <Box sx={{ mb: { xs: 2.5, md: 3 } }}>{verifyEmailNotice(unverifiedEmail)}</Box>}
      <PurchaseForm onOrderCreated={onOrderCreated} blocked={unverifiedEmail !== null} />
      <BalanceLink />
    </>
  );
}

function PurchaseForm({ onOrderCreated, blocked }: { onOrderCreated: (orderId: string) => void; blocked: boolean }) {
  const { t } = useTranslation();
  const settings = useShopSettings();
  const formatPrice = useFormatPrice();
  const pageLanguage = useLanguage();
  const language: LanguageCode = isSupportedLanguage(pageLanguage) ? pageLanguage : FALLBACK_LANGUAGE;
  const purchase = usePurchaseGiftCard({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("shopGiftCards.createFailed")) })) });
  const [draft, setDraft] = useState<GiftCardDraft>(EMPTY_GIFT_CARD_DRAFT);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [redirecting, setRedirecting] = useState(false);
  // Bumped on each refused "pay": the first field with a problem takes the focus.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const languageLegendId = useId();
  const blockedId = useId();
  const processing = purchase.isPending || redirecting;

  const { giftCards, checkoutPayment, currencySymbol } = settings;
  const today = shopToday();
  const days = deliveryWindow(today);
  const context = { giftCards, language, today };
  const choice = chosenAmount(draft, giftCards);
  const amount = draftAmount(draft, giftCards);
  const deliverOn = draft.deliverOn ?? today;
  const recipientLanguage = draft.language ?? language;
  const bounds = { min: formatPrice(giftCards.min), max: formatPrice(giftCards.max) };
  const server = fieldErrors(purchase.error);
  const errorOf = (field: PurchaseField) => purchaseProblemText(t, field, problems[field], bounds) ?? (server[field] || undefined);
  // Only a shop that really runs the sandbox says "test payment", as the checkout does.
  const sandbox = checkoutPayment === "sandbox";

  // Back from the provider through the browser's back button, the page may come from the back-forward cache still "processing".
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setRedirecting(false);
    };
    globalThis.addEventListener("pageshow", restored);
    return () => globalThis.removeEventListener("pageshow", restored);
  }, []);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const change = (fields: Partial<GiftCardDraft>) => {
    setDraft((previous) => ({ ...previous, ...fields }));
    const changed = Object.keys(fields).map((key) => (key === "amountChoice" || key === "otherAmount" ? "amount" : key));
    setProblems((previous) => Object.fromEntries(Object.entries(previous).filter(([field]) => !changed.includes(field))));
    if (purchase.isError) purchase.reset();
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing || blocked) return;
    const check = checkPurchase(draft, context);
    setProblems(check.problems);
    if (!check.ok) {
      setRefusals((count) => count + 1);
      return;
    }
    purchase.mutate(check.request, {
      onSuccess: ({ orderId, approvalURL }) => {
        onOrderCreated(orderId);
        setRedirecting(true);
        globalThis.location.assign(approvalURL);
      },
      onError: () => setRefusals((count) => count + 1),
    });
  };

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={pay}
      aria-label={t("giftCardPages.purchaseTitle")}
      sx={{
        display: "grid",
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 340px", lg: "minmax(0, 1fr) 380px" },
        alignItems: "start",
      }}
    >
      <Box sx={{ display: "grid", gap: { xs: 2.5, md: 3 }, minWidth: 0 }}>
        <Section title={t("shopGiftCards.amount.title")}>
          <AmountPicker
            amounts={giftCards.amounts}
            choice={choice}
            onChoose={(next) => change({ amountChoice: next })}
            otherAmount={draft.otherAmount}
            onOtherAmountChange={(otherAmount) => change({ otherAmount })}
            bounds={bounds}
            currencySymbol={currencySymbol}
            error={errorOf("amount")}
            disabled={processing}
          />
        </Section>

        <Section title={t("shopGiftCards.recipient.title")}>
          <Box sx={TWO_COLUMNS}>
            <TextField
              name="recipientName"
              label={t("shopGiftCards.recipient.name")}
              value={draft.recipientName}
              onChange={(event) => change({ recipientName: event.target.value })}
              required
              disabled={processing}
              autoComplete="off"
              error={Boolean(errorOf("recipientName"))}
              helperText={errorOf("recipientName")}
              slotProps={{ htmlInput: { maxLength: GIFT_CARD_LIMITS.recipientName, dir: "auto" } }}
            />
            <TextField
              name="recipientEmail"
              type="email"
              label={t("shopGiftCards.recipient.email")}
              value={draft.recipientEmail}
              onChange={(event) => change({ recipientEmail: event.target.value })}
              required
              disabled={processing}
              // Someone else's address: the browser's autofill would offer the shopper's own.
              autoComplete="off"
              error={Boolean(errorOf("recipientEmail"))}
              helperText={errorOf("recipientEmail") ?? t("shopGiftCards.recipient.emailHint")}
              sx={LTR_INPUT_SX}
              slotProps={{ htmlInput: { maxLength: GIFT_CARD_LIMITS.email, ...LTR_INPUT } }}
            />
          </Box>
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography id={languageLegendId} component="legend" variant="body2" color="text.secondary" sx={{ p: 0 }}>
              {t("shopGiftCards.recipient.language")}
            </Typography>
            <RadioGroup
              row
              name="giftCardLanguage"
              aria-labelledby={languageLegendId}
              value={recipientLanguage}
              onChange={(event) => change({ language: event.target.value as LanguageCode })}
            >
              {LANGUAGES.map((code) => (
                // Each language named in itself, as the language switcher does.
                <FormControlLabel key={code} value={code} control={<Radio />} label={<span lang={code}>{LANGUAGE_NAMES[code]}</span>} disabled={processing} />
              ))}
            </RadioGroup>
            {errorOf("language") && (
              <Typography variant="body2" color="error">
                {errorOf("language")}
              </Typography>
            )}
          </Box>
        </Section>

        <Section title={t("shopGiftCards.card.title")}>
          <GiftMessageField value={draft.message} onChange={(message) => change({ message })} error={errorOf("message")} hint={t("shopGiftCards.card.messageHint")} disabled={processing} />
          <TextField
            name="senderName"
            label={t("shopGiftCards.card.from")}
            value={draft.senderName}
            onChange={(event) => change({ senderName: event.target.value })}
            disabled={processing}
            error={Boolean(errorOf("senderName"))}
            helperText={errorOf("senderName") ?? t("shopGiftCards.card.fromHint")}
            slotProps={{ htmlInput: { maxLength: GIFT_CARD_LIMITS.senderName, dir: "auto" } }}
          />
        </Section>

        <Section title={t("shopGiftCards.day.title")}>
          <TextField
            name="deliverOn"
            type="date"
            label={t("shopGiftCards.day.label")}
            value={deliverOn}
            // Cleared in the browser's picker: back to today.
            onChange={(event) => change({ deliverOn: event.target.value || null })}
            required
            disabled={processing}
            error={Boolean(errorOf("deliverOn"))}
            helperText={errorOf("deliverOn") ?? t("shopGiftCards.day.hint")}
            sx={{ ...LTR_INPUT_SX, maxWidth: { sm: 280 } }}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: days.min, max: days.max, ...LTR_INPUT } }}
          />
        </Section>
      </Box>

      <Box sx={{ position: { md: "sticky" }, top: { md: 96 } }}>
        <Paper component="section" aria-label={t("shopGiftCards.summary.title")} variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, bgcolor: "background.paper" }}>
          <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
            {t("shopGiftCards.summary.title")}
          </Typography>
          <SummaryLine label={t("shopGiftCards.summary.card")} value={typeof amount === "number" ? formatPrice(amount) : "—"} testId="gift-card-summary-amount" />
          <SummaryLine
            label={t("shopGiftCards.summary.arrives")}
            value={formatCalendarDate(deliverOn, language, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}
            testId="gift-card-summary-day"
          />
          <Divider sx={{ my: 1.5 }} />
          <Box sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{t("shopGiftCards.summary.total")}</Typography>
            <Typography sx={{ fontWeight: 700 }} data-testid="gift-card-summary-total">
              {typeof amount === "number" ? formatPrice(amount) : "—"}
            </Typography>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={processing || blocked}
            aria-describedby={blocked ? blockedId : undefined}
            loading={processing}
            loadingPosition="start"
            startIcon={<LockOutlinedIcon />}
            sx={{ mt: 3 }}
          >
            {processing ? t("checkout.processing") : t(sandbox ? "checkout.paySandbox" : "checkout.pay")}
          </Button>
          {blocked && (
            <Typography id={blockedId} variant="body2" color="warning.dark" sx={{ mt: 1.5, textAlign: "center", fontWeight: 600 }} data-testid="gift-card-pay-blocked">
              {t("shopGiftCards.payBlocked")}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, textAlign: "center" }}>
            {t(sandbox ? "checkout.payHintSandbox" : "checkout.payHint")}
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
