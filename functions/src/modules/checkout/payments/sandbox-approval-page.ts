/**
 * The sandbox provider's approval page: plain HTML in English or Hebrew (right to left), with
 * forms that POST the shopper's decision. It stands where PayPal's own page would, so it is not
 * part of the SPA and needs no JavaScript.
 */
import { CURRENCIES, formatMoney, renderMessage, type CurrencyCode, type MessageCode } from "@cocoa/contracts";
import { escapeHtml } from "../../../platform/http/escape-html";
import { SANDBOX_APPROVAL_PATH, type SandboxPayment } from "./sandbox.provider";

export type PageLanguage = "en" | "he";

type PageText = "title" | "badge" | "merchant" | "order" | "pay" | "decline" | "cancel" | "declineHint" | "notFound" | "done" | "voided" | "back";

/** The page's texts come from the message catalogue (`sandbox.*`), like every text the API writes. */
const textIn = (language: PageLanguage) => (key: PageText) => renderMessage(`sandbox.${key}` satisfies MessageCode, {}, language);



function layout(language: PageLanguage, body: string): string {
  const t = textIn(language);
  return `<!doctype html>
<html lang="${language}" dir="${language === "he" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t("title"))}</title>
<style>
  body { margin: 0; font-family: system-ui, "Segoe UI", Arial, sans-serif; background: #f3efe9; color: #2b1d14; }
  main { max-width: 440px; margin: 48px auto; padding: 32px 28px; background: #fff; border-radius: 16px; box-shadow: 0 8px 30px rgba(43,29,20,.12); }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  .badge { display: inline-block; font-size: .8rem; background: #fff4d6; color: #6b4a00; border-radius: 999px; padding: 4px 12px; margin-bottom: 20px; }
  .amount { font-size: 2.2rem; font-weight: 700; margin: 8px 0 4px; }
  .muted { color: #6d5b50; font-size: .95rem; margin: 0 0 4px; }
  form { margin: 0; }
  button, a.button { display: block; box-sizing: border-box; width: 100%; margin-top: 12px; padding: 14px; border-radius: 10px; font-size: 1rem; font-weight: 600; cursor: pointer; text-align: center; text-decoration: none; }
  .pay { background: #5b3a29; color: #fff; border: 0; }
  .decline { background: #fff; color: #8a1c1c; border: 1px solid #d9b3b3; }
  .cancel { background: transparent; color: #5b3a29; border: 1px solid #cbb8aa; }
  button:focus-visible, a.button:focus-visible { outline: 3px solid #c98b2b; outline-offset: 2px; }
  .hint { font-size: .8rem; color: #6d5b50; margin: 6px 2px 0; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function approvalPage(payment: SandboxPayment, language: PageLanguage): string {
  const t = textIn(language);
  const symbol = CURRENCIES[payment.currency as CurrencyCode] ?? `${payment.currency} `;
  const action = (decision: string) => `${SANDBOX_APPROVAL_PATH}/${encodeURIComponent(payment.id)}/${decision}?lang=${language}`;
  return layout(
    language,
    `<span class="badge">${escapeHtml(t("badge"))}</span>
<h1>${escapeHtml(t("merchant"))}</h1>
<p class="amount" dir="ltr" data-testid="sandbox-amount">${escapeHtml(formatMoney(payment.amount, symbol))}</p>
<p class="muted">${escapeHtml(t("order"))}: <span dir="ltr">${escapeHtml(payment.orderId)}</span></p>
<form method="post" action="${action("approve")}"><button class="pay" type="submit">${escapeHtml(t("pay"))}</button></form>
<form method="post" action="${action("decline")}"><button class="decline" type="submit" aria-describedby="decline-hint">${escapeHtml(t("decline"))}</button>
<p class="hint" id="decline-hint">${escapeHtml(t("declineHint"))}</p></form>
<form method="post" action="${action("cancel")}"><button class="cancel" type="submit">${escapeHtml(t("cancel"))}</button></form>`,
  );
}

/** For an unknown payment, one decided before (with the way back), or one the shop voided. */
export function messagePage(language: PageLanguage, kind: "notFound" | "done" | "voided", backUrl = "/"): string {
  const t = textIn(language);
  return layout(
    language,
    `<h1>${escapeHtml(t("title"))}</h1><p class="muted">${escapeHtml(t(kind))}</p><a class="button cancel" href="${escapeHtml(backUrl)}">${escapeHtml(t("back"))}</a>`,
  );
}
