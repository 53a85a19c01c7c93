/**
 * The shop's email templates: one document per message and language (`order-received-he`), in the
 * shape the Trigger Email extension reads from its templates collection (`subject`, `html`, `text`,
 * Handlebars). They are built here from one layout and the words of ./texts.ts, so both languages
 * look alike and the Hebrew one is mirrored (dir="rtl", cells aligned right) with prices, order
 * numbers, emails and phone numbers kept left to right.
 *
 * The data each template reads is the `…MailData` type beside it (../order-mail.ts,
 * ../contact-mail.ts): values arrive formatted (money in the reader's locale), so a template only
 * places them. Handlebars escapes `{{value}}` in HTML; the subject and the plain-text part use
 * `{{{value}}}`, since they are not HTML.
 */
import type { MailTemplate } from "../template-types";
import { MAIL_TEXTS, type MailLanguage, type MailTexts } from "./texts";

/** The atelier's colours (web/src/app/providers/theme.ts): cocoa, cream, ivory and gold. */
const COLOURS = { cocoa: "#3b2219", cocoaLight: "#6b4334", cream: "#fbf6ee", ivory: "#fffdf8", gold: "#b8893c", ink: "#2a1a13", muted: "#6e5a4f", line: "#eadfce" };

/**
 * Values that read left to right in any language. Not money: the shop's formatter (Intl, he-IL) writes
 * the bidi marks a Hebrew price needs, and the emails show prices exactly as the shop's pages do.
 */
const LTR_VALUES = new Set(["orderNumber", "customerEmail", "email", "phone", "trackingNumber", "contactEmail", "contactPhone", "threshold", "recipientEmail", "code", "receiptNumber"]);

/**
 * Text a person wrote (a gift's message, a name), in whatever language and direction they wrote it:
 * its own direction from its first strong letter, isolated so it cannot reorder the words around it.
 */
const AUTO_DIRECTION = `dir="auto" style="unicode-bidi:isolate;"`;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A text of ./texts.ts as HTML: escaped, each `{{value}}` a Handlebars expression (isolated left to right where it must read so). */
function html(text: string): string {
  return escapeHtml(text).replace(/\{\{(\w+)\}\}/g, (_match, name: string) => (LTR_VALUES.has(name) ? `<span dir="ltr" style="unicode-bidi:isolate;">{{${name}}}</span>` : `{{${name}}}`));
}

/** A text of ./texts.ts for the subject or the plain-text part: values unescaped. */
function plain(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, "{{{$1}}}");
}

interface Layout {
  t: MailTexts;
  language: MailLanguage;
  heading: string;
  /** HTML of the message's body (inside the card). */
  body: string;
  /** The footer's reason for the email (a key of the texts). */
  why: keyof MailTexts;
}

/** The frame every email shares: the shop's name on a cocoa band, a white card, the contact line, the reason. */
function page({ t, language, heading, body, why }: Layout): string {
  const align = t.dir === "rtl" ? "right" : "left";
  return `<!doctype html>
<html lang="${language}" dir="${t.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body dir="${t.dir}" style="margin:0;padding:0;background:${COLOURS.cream};color:${COLOURS.ink};font-family:Georgia,'Times New Roman',serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOURS.cream};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${t.dir}" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;text-align:${align};">
<tr><td style="background:${COLOURS.cocoa};color:${COLOURS.ivory};padding:20px 28px;border-bottom:4px solid ${COLOURS.gold};font-size:22px;letter-spacing:0.5px;">
<a href="{{shopUrl}}" style="color:${COLOURS.ivory};text-decoration:none;">{{shopName}}</a>
</td></tr>
<tr><td style="background:#ffffff;padding:28px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;">
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:24px;font-weight:normal;color:${COLOURS.cocoa};">${escapeHtml(heading)}</h1>
${body}
</td></tr>
<tr><td style="padding:20px 28px;font-family:Arial,Helvetica,sans-serif;font-size:13px;line-height:1.5;color:${COLOURS.muted};">
<p style="margin:0 0 6px;">${html(t.questions)} <a href="mailto:{{contactEmail}}" style="color:${COLOURS.cocoaLight};"><span dir="ltr" style="unicode-bidi:isolate;">{{contactEmail}}</span></a>{{#if contactPhone}} · <span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap;">{{contactPhone}}</span>{{/if}}</p>
<p style="margin:0;">${html(t[why])}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

const paragraph = (content: string) => `<p style="margin:0 0 14px;">${content}</p>`;

function button(label: string, href: string): string {
  return `<p style="margin:24px 0 8px;"><a href="${href}" style="display:inline-block;background:${COLOURS.cocoa};color:${COLOURS.ivory};padding:12px 22px;border-radius:4px;text-decoration:none;font-weight:bold;">${escapeHtml(label)}</a></p>`;
}

/** The order's number and date, as a two-row table. */
function orderSummary(t: MailTexts): string {
  const cell = `padding:4px 0;`;
  // Side properties, not logical ones: many mail clients ignore padding-inline-end.
  const gap = `padding-${t.dir === "rtl" ? "left" : "right"}:16px;`;
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px;">
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.orderNumber)}</td><td style="${cell}font-weight:bold;"><span dir="ltr" style="unicode-bidi:isolate;">{{orderNumber}}</span></td></tr>
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.orderDate)}</td><td style="${cell}">{{orderDate}}</td></tr>
{{#if deliveryMethod}}<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveBy)}</td><td style="${cell}">{{deliveryMethod}}</td></tr>
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveWhen)}</td><td style="${cell}font-weight:bold;">{{deliveryDate}}{{#if deliveryTime}}, <span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap;">{{deliveryTime}}</span>{{/if}}</td></tr>
{{#if deliveryPlace}}<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveWhere)}</td><td style="${cell}">{{deliveryPlace}}</td></tr>{{/if}}
{{#if deliveryArrival}}<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.expectedArrival)}</td><td style="${cell}">{{deliveryArrival}}</td></tr>{{/if}}{{/if}}
</table>
{{#with giftCardPurchase}}<p style="margin:0 0 18px;font-weight:bold;">${namedIn(html(t.giftCardBought), "recipientName")}</p>{{/with}}`;
}

/** The order's lines and, with `totals`, its subtotal, shipping, tax and total (or, when prices include VAT, the VAT the total holds). */
function orderLines(t: MailTexts, totals: boolean): string {
  const end = t.dir === "rtl" ? "left" : "right";
  const start = t.dir === "rtl" ? "right" : "left";
  const head = `padding:8px 4px;border-bottom:2px solid ${COLOURS.line};font-size:13px;color:${COLOURS.muted};font-weight:normal;`;
  const cell = `padding:10px 4px;border-bottom:1px solid ${COLOURS.line};vertical-align:top;`;
  const sum = `padding:4px;`;
  const totalRows = totals
    ? `<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.subtotal)}</td><td style="${sum}text-align:${end};">{{subtotal}}</td></tr>
{{#each discounts}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};"><span ${AUTO_DIRECTION}>{{label}}</span></td><td style="${sum}text-align:${end};white-space:nowrap;">{{amount}}</td></tr>
{{/each}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.shipping)}</td><td style="${sum}text-align:${end};">{{#if shipping}}{{shipping}}{{else}}${html(t.freeShipping)}{{/if}}</td></tr>
{{#if wrap}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.wrapping)}</td><td style="${sum}text-align:${end};">{{wrap}}</td></tr>{{/if}}
{{#if tax}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.tax)}</td><td style="${sum}text-align:${end};">{{tax}}</td></tr>{{/if}}
<tr><td colspan="2" style="${sum}padding-top:8px;text-align:${end};font-weight:bold;">${html(t.total)}</td><td style="${sum}padding-top:8px;text-align:${end};font-weight:bold;">{{total}}</td></tr>
{{#if vatIncluded}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.includesVat)}{{#if vatRate}} (<span dir="ltr" style="unicode-bidi:isolate;">{{vatRate}}</span>){{/if}}</td><td style="${sum}text-align:${end};color:${COLOURS.muted};white-space:nowrap;">{{vatIncluded}}</td></tr>{{/if}}
{{#each giftCards}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.paidByGiftCard)} <span dir="ltr" style="unicode-bidi:isolate;">{{label}}</span></td><td style="${sum}text-align:${end};white-space:nowrap;">{{amount}}</td></tr>
{{/each}}{{#if paidWithProvider}}<tr><td colspan="2" style="${sum}text-align:${end};color:${COLOURS.muted};">${html(t.paidWithPaypal)}</td><td style="${sum}text-align:${end};white-space:nowrap;">{{paidWithProvider}}</td></tr>{{/if}}`
    : "";
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;border-collapse:collapse;">
<tr><th style="${head}text-align:${start};">${html(t.item)}</th><th style="${head}text-align:center;">${html(t.quantity)}</th><th style="${head}text-align:${end};">${html(t.price)}</th></tr>
{{#each lines}}<tr><td style="${cell}text-align:${start};">{{title}}{{#if variant}}<br><span style="color:${COLOURS.muted};font-size:13px;">{{variant}}</span>{{/if}}</td><td style="${cell}text-align:center;"><span dir="ltr" style="unicode-bidi:isolate;">{{quantity}}</span></td><td style="${cell}text-align:${end};white-space:nowrap;">{{lineTotal}}</td></tr>
{{/each}}${totalRows}
</table>`;
}

/** Where the order goes: address, city and postcode, phone, notes. */
function shipTo(t: MailTexts): string {
  // A pickup has no address.
  return `{{#if address.address}}<p style="margin:0 0 4px;color:${COLOURS.muted};">${html(t.shipTo)}</p>
<p style="margin:0 0 14px;">{{address.address}}<br>{{address.city}} <span dir="ltr" style="unicode-bidi:isolate;">{{address.pincode}}</span><br>${html(t.phone)}: <span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap;">{{address.phone}}</span>{{#if address.notes}}<br>${html(t.notes)}: {{address.notes}}{{/if}}</p>{{/if}}`;
}

function linesAsText(t: MailTexts, totals: boolean): string {
  const rows = "{{#each lines}}- {{{title}}}{{#if variant}} ({{{variant}}}){{/if}} × {{{quantity}}}: {{{lineTotal}}}\n{{/each}}";
  if (!totals) return rows;
  return `${rows}
${plain(t.subtotal)}: {{{subtotal}}}
{{#each discounts}}{{{label}}}: {{{amount}}}
{{/each}}${plain(t.shipping)}: {{#if shipping}}{{{shipping}}}{{else}}${plain(t.freeShipping)}{{/if}}
{{#if wrap}}${plain(t.wrapping)}: {{{wrap}}}
{{/if}}{{#if tax}}${plain(t.tax)}: {{{tax}}}
{{/if}}${plain(t.total)}: {{{total}}}
{{#if vatIncluded}}${plain(t.includesVat)}{{#if vatRate}} ({{{vatRate}}}){{/if}}: {{{vatIncluded}}}
{{/if}}{{#each giftCards}}${plain(t.paidByGiftCard)} {{{label}}}: {{{amount}}}
{{/each}}{{#if paidWithProvider}}${plain(t.paidWithPaypal)}: {{{paidWithProvider}}}
{{/if}}`;
}

/**
 * The gift, in the buyer's receipt and the owner's notice: for whom (or who picks it up), the card's
 * message and sender in their own direction, the wrapping, whether prices are hidden, and that the
 * recipient will be told.
 */
function giftBlock(t: MailTexts): string {
  const label = (text: string) => `<p style="margin:0 0 4px;color:${COLOURS.muted};">${html(text)}</p>`;
  const quote = `<blockquote ${AUTO_DIRECTION.replace('style="', `style="margin:0 0 14px;padding:12px 16px;background:${COLOURS.cream};border-${t.dir === "rtl" ? "right" : "left"}:3px solid ${COLOURS.gold};white-space:pre-wrap;`)}>{{gift.message}}</blockquote>`;
  return `{{#if gift}}<h2 style="margin:18px 0 10px;font-family:Georgia,'Times New Roman',serif;font-size:18px;font-weight:normal;color:${COLOURS.cocoa};">${html(t.giftTitle)}</h2>
${label(t.giftFor)}<p style="margin:0 0 14px;"><span ${AUTO_DIRECTION}>{{gift.recipientName}}</span> · <span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap;">{{gift.recipientPhone}}</span>{{#if gift.pickup}}<br>${html(t.giftPickedUpBy).replace("{{recipientName}}", `<span ${AUTO_DIRECTION}>{{gift.recipientName}}</span>`)}{{/if}}</p>
{{#if gift.message}}${label(t.giftMessage)}${quote}{{/if}}
{{#if gift.from}}<p style="margin:0 0 14px;">${html(t.giftFrom)}: <span ${AUTO_DIRECTION}>{{gift.from}}</span></p>{{/if}}
<p style="margin:0 0 14px;">${html(t.giftWrap)}: {{#if gift.wrapName}}{{gift.wrapName}}{{else}}${html(t.giftNoWrap)}{{/if}}</p>
{{#if gift.hidePrices}}${paragraph(html(t.giftPricesHidden))}{{/if}}
{{#if gift.recipientEmail}}${paragraph(html(t.giftRecipientNotice).replace("{{recipientEmail}}", `<span dir="ltr" style="unicode-bidi:isolate;">{{gift.recipientEmail}}</span>`))}{{/if}}{{/if}}`;
}

const giftText = (t: MailTexts) =>
  `{{#if gift}}${plain(t.giftTitle)}\n${plain(t.giftFor)}: {{{gift.recipientName}}} · {{{gift.recipientPhone}}}\n{{#if gift.pickup}}${plain(t.giftPickedUpBy).replace("{{{recipientName}}}", "{{{gift.recipientName}}}")}\n{{/if}}{{#if gift.message}}${plain(t.giftMessage)}:\n{{{gift.message}}}\n{{/if}}{{#if gift.from}}${plain(t.giftFrom)}: {{{gift.from}}}\n{{/if}}${plain(t.giftWrap)}: {{#if gift.wrapName}}{{{gift.wrapName}}}{{else}}${plain(t.giftNoWrap)}{{/if}}\n{{#if gift.hidePrices}}${plain(t.giftPricesHidden)}\n{{/if}}{{#if gift.recipientEmail}}${plain(t.giftRecipientNotice).replace("{{{recipientEmail}}}", "{{{gift.recipientEmail}}}")}\n{{/if}}\n{{/if}}`;

const shipToText = (t: MailTexts) =>
  `{{#if address.address}}${plain(t.shipTo)}:\n{{{address.address}}}\n{{{address.city}}} {{{address.pincode}}}\n${plain(t.phone)}: {{{address.phone}}}\n{{#if address.notes}}${plain(t.notes)}: {{{address.notes}}}\n{{/if}}{{/if}}`;

/** How, when and where the order is received (orders placed before the calendar have none); for a gift card bought, whom it goes to and when. */
const deliveryText = (t: MailTexts) =>
  `{{#with giftCardPurchase}}${plain(t.giftCardBought)}\n{{/with}}{{#if deliveryMethod}}${plain(t.receiveBy)}: {{{deliveryMethod}}}\n${plain(t.receiveWhen)}: {{{deliveryDate}}}{{#if deliveryTime}}, {{{deliveryTime}}}{{/if}}\n{{#if deliveryPlace}}${plain(t.receiveWhere)}: {{{deliveryPlace}}}\n{{/if}}{{#if deliveryArrival}}${plain(t.expectedArrival)}: {{{deliveryArrival}}}\n{{/if}}{{/if}}`;

const footerText = (t: MailTexts, why: keyof MailTexts) =>
  `--\n${plain(t.questions)} {{{contactEmail}}}\n${plain(t[why])}\n{{{shopName}}} · {{{shopUrl}}}\n`;

/** The shopper's receipt, sent once the payment is captured. */
function orderReceived(t: MailTexts, language: MailLanguage): MailTemplate {
  return {
    subject: `${plain(t.receivedSubject)} · {{{shopName}}}`,
    html: page({
      t,
      language,
      heading: t.receivedHeading,
      why: "footerWhy",
      body: [
        paragraph(html(t.greeting)),
        paragraph(html(t.receivedIntro)),
        orderSummary(t),
        orderLines(t, true),
        shipTo(t),
        giftBlock(t),
        `{{#if giftCardPurchase}}{{#with giftCardPurchase}}${paragraph(namedIn(html(t.giftCardBoughtNext), "recipientName"))}{{/with}}{{else}}${paragraph(html(t.receivedNext))}{{/if}}`,
        button(t.viewOrder, "{{orderUrl}}"),
        // The receipt (issue 37): its page, behind the shopper's sign-in, with the PDF.
        `{{#if receiptUrl}}${paragraph(`<a href="{{receiptUrl}}">${html(t.receiptLink)}</a>`)}{{/if}}`,
      ].join("\n"),
    }),
    text: `${plain(t.greeting)}\n\n${plain(t.receivedIntro)}\n\n${plain(t.orderNumber)}: {{{orderNumber}}}\n${plain(t.orderDate)}: {{{orderDate}}}\n${deliveryText(t)}\n${linesAsText(t, true)}\n${shipToText(t)}\n${giftText(t)}{{#if giftCardPurchase}}{{#with giftCardPurchase}}${plain(t.giftCardBoughtNext)}{{/with}}{{else}}${plain(t.receivedNext)}{{/if}}\n\n${plain(t.viewOrder)}: {{{orderUrl}}}\n{{#if receiptUrl}}${plain(t.receiptLink)}: {{{receiptUrl}}}\n{{/if}}\n${footerText(t, "footerWhy")}`,
  };
}

type StatusMessage = "inProcess" | "inShipping" | "delivered" | "rejected" | "refunded";

/** What a status message says beyond its heading and intro. */
function statusExtra(t: MailTexts, status: StatusMessage): { html: string; text: string } {
  if (status === "inShipping") {
    return {
      html: `{{#if trackingNumber}}<p style="margin:0 0 14px;">{{#if carrier}}${html(t.carrier)}: {{carrier}}<br>{{/if}}${html(t.trackingNumber)}: <span dir="ltr" style="unicode-bidi:isolate;">{{trackingNumber}}</span></p>{{#if trackingUrl}}${button(t.trackParcel, "{{trackingUrl}}")}{{/if}}{{/if}}`,
      text: `{{#if trackingNumber}}{{#if carrier}}${plain(t.carrier)}: {{{carrier}}}\n{{/if}}${plain(t.trackingNumber)}: {{{trackingNumber}}}\n{{#if trackingUrl}}${plain(t.trackParcel)}: {{{trackingUrl}}}\n{{/if}}\n{{/if}}`,
    };
  }
  if (status === "rejected") {
    return {
      html: `{{#if refundAmount}}{{#if refundPending}}${paragraph(html(t.refundPending))}{{else}}${paragraph(html(t.refunded))}{{/if}}{{else}}{{#unless charged}}${paragraph(html(t.notCharged))}{{/unless}}{{/if}}{{#if refundToGiftCards}}${paragraph(html(t.refundedToGiftCard))}{{/if}}`,
      text: `{{#if refundAmount}}{{#if refundPending}}${plain(t.refundPending)}{{else}}${plain(t.refunded)}{{/if}}\n\n{{else}}{{#unless charged}}${plain(t.notCharged)}\n\n{{/unless}}{{/if}}{{#if refundToGiftCards}}${plain(t.refundedToGiftCard)}\n\n{{/if}}`,
    };
  }
  if (status === "refunded") {
    return {
      html: `{{#if refundAmount}}{{#if refundPending}}${paragraph(html(t.refundPending))}{{else}}${paragraph(html(t.refunded))}{{/if}}{{/if}}{{#if refundToGiftCards}}${paragraph(html(t.refundedToGiftCard))}{{/if}}{{#if refundNote}}<p style="margin:0 0 4px;color:${COLOURS.muted};">${html(t.refundNote)}</p>${paragraph("{{refundNote}}")}{{/if}}`,
      text: `{{#if refundAmount}}{{#if refundPending}}${plain(t.refundPending)}{{else}}${plain(t.refunded)}{{/if}}\n\n{{/if}}{{#if refundToGiftCards}}${plain(t.refundedToGiftCard)}\n\n{{/if}}{{#if refundNote}}${plain(t.refundNote)}: {{{refundNote}}}\n\n{{/if}}`,
    };
  }
  return { html: "", text: "" };
}

/** A status change the shopper cares about: in process, shipped (with tracking), delivered, cancelled (with the refund). */
function orderStatus(t: MailTexts, language: MailLanguage, status: StatusMessage): MailTemplate {
  const words = {
    inProcess: [t.inProcessSubject, t.inProcessHeading, t.inProcessIntro],
    inShipping: [t.inShippingSubject, t.inShippingHeading, t.inShippingIntro],
    delivered: [t.deliveredSubject, t.deliveredHeading, t.deliveredIntro],
    rejected: [t.rejectedSubject, t.rejectedHeading, t.rejectedIntro],
    refunded: [t.partialRefundSubject, t.partialRefundHeading, t.partialRefundIntro],
  }[status];
  const [subject, heading, intro] = words as [string, string, string];
  const extra = statusExtra(t, status);
  return {
    subject: `${plain(subject)} · {{{shopName}}}`,
    html: page({
      t,
      language,
      heading,
      why: "footerWhy",
      body: [paragraph(html(t.greeting)), paragraph(html(intro)), extra.html, orderSummary(t), orderLines(t, false), button(t.viewOrder, "{{orderUrl}}")].join("\n"),
    }),
    text: `${plain(t.greeting)}\n\n${plain(intro)}\n\n${extra.text}${plain(t.orderNumber)}: {{{orderNumber}}}\n${plain(t.orderDate)}: {{{orderDate}}}\n${deliveryText(t)}\n${linesAsText(t, false)}\n${plain(t.viewOrder)}: {{{orderUrl}}}\n\n${footerText(t, "footerWhy")}`,
  };
}

/** The owner's morning list of products at or below the low-stock threshold. */
function ownerLowStock(t: MailTexts, language: MailLanguage): MailTemplate {
  const end = t.dir === "rtl" ? "left" : "right";
  const start = t.dir === "rtl" ? "right" : "left";
  const head = `padding:8px 4px;border-bottom:2px solid ${COLOURS.line};font-size:13px;color:${COLOURS.muted};font-weight:normal;`;
  const cell = `padding:8px 4px;border-bottom:1px solid ${COLOURS.line};`;
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;border-collapse:collapse;">
<tr><th style="${head}text-align:${start};">${html(t.lowStockProduct)}</th><th style="${head}text-align:${end};">${html(t.lowStockLeft)}</th></tr>
{{#each products}}<tr><td style="${cell}text-align:${start};">{{title}}</td><td style="${cell}text-align:${end};font-weight:bold;">{{#if soldOut}}<span style="color:#a61e4d;">${html(t.lowStockSoldOut)}</span>{{else}}<span dir="ltr" style="unicode-bidi:isolate;">{{stock}}</span>{{/if}}</td></tr>
{{/each}}</table>`;
  return {
    subject: plain(t.lowStockSubject),
    html: page({
      t,
      language,
      heading: t.lowStockHeading,
      why: "lowStockFooterWhy",
      body: [paragraph(html(t.lowStockIntro)), table, `{{#if more}}${paragraph(html(t.lowStockMore))}{{/if}}`, button(t.lowStockOpen, "{{adminProductsUrl}}")].join("\n"),
    }),
    text: `${plain(t.lowStockIntro)}\n\n{{#each products}}- {{{title}}}: {{#if soldOut}}${plain(t.lowStockSoldOut)}{{else}}{{{stock}}}{{/if}}\n{{/each}}{{#if more}}${plain(t.lowStockMore)}\n{{/if}}\n${plain(t.lowStockOpen)}: {{{adminProductsUrl}}}\n\n${footerText(t, "lowStockFooterWhy")}`,
  };
}

/** The owner's notice of a new paid order, at once. */
function ownerNewOrder(t: MailTexts, language: MailLanguage): MailTemplate {
  return {
    subject: plain(t.ownerNewSubject),
    html: page({
      t,
      language,
      heading: t.ownerNewHeading,
      why: "ownerFooterWhy",
      body: [paragraph(html(t.ownerNewIntro)), orderSummary(t), orderLines(t, true), shipTo(t), giftBlock(t), button(t.ownerOpenOrder, "{{adminOrderUrl}}")].join("\n"),
    }),
    text: `${plain(t.ownerNewIntro)}\n\n${plain(t.orderNumber)}: {{{orderNumber}}}\n${plain(t.orderDate)}: {{{orderDate}}}\n${deliveryText(t)}\n${linesAsText(t, true)}\n${shipToText(t)}\n${giftText(t)}${plain(t.ownerOpenOrder)}: {{{adminOrderUrl}}}\n\n${footerText(t, "ownerFooterWhy")}`,
  };
}

/**
 * To a gift's recipient (giftRecipientMailData): who sent it, how and when it comes (tracking for a
 * parcel) or that it waits at the atelier. Nothing of what it cost: the data holds no price.
 */
function giftForRecipient(t: MailTexts, language: MailLanguage, ready: boolean): MailTemplate {
  const [subject, heading, intro] = ready ? [t.giftReadySubject, t.giftReadyHeading, t.giftReadyIntro] : [t.giftShippedSubject, t.giftShippedHeading, t.giftShippedIntro];
  const named = (text: string) => html(text).replace("{{senderName}}", `<span ${AUTO_DIRECTION}>{{senderName}}</span>`).replace("{{recipientName}}", `<span ${AUTO_DIRECTION}>{{recipientName}}</span>`);
  const cell = `padding:4px 0;`;
  const gap = `padding-${t.dir === "rtl" ? "left" : "right"}:16px;`;
  const when = `{{#if deliveryMethod}}<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px;">
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveBy)}</td><td style="${cell}">{{deliveryMethod}}</td></tr>
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveWhen)}</td><td style="${cell}font-weight:bold;">{{#if deliveryArrival}}{{deliveryArrival}}{{else}}{{deliveryDate}}{{#if deliveryTime}}, <span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap;">{{deliveryTime}}</span>{{/if}}{{/if}}</td></tr>
{{#if deliveryPlace}}<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveWhere)}</td><td style="${cell}">{{deliveryPlace}}</td></tr>{{/if}}
</table>{{/if}}`;
  const extra = statusExtra(t, "inShipping");
  return {
    subject: `${plain(subject)} · {{{shopName}}}`,
    html: page({
      t,
      language,
      heading,
      why: "giftFooterWhy",
      body: [paragraph(named(t.giftGreeting)), paragraph(named(intro)), when, ready ? "" : extra.html, paragraph(html(t.giftKeepCool))].join("\n"),
    }),
    text: `${plain(t.giftGreeting)}\n\n${plain(intro)}\n\n{{#if deliveryMethod}}${plain(t.receiveBy)}: {{{deliveryMethod}}}\n${plain(t.receiveWhen)}: {{#if deliveryArrival}}{{{deliveryArrival}}}{{else}}{{{deliveryDate}}}{{#if deliveryTime}}, {{{deliveryTime}}}{{/if}}{{/if}}\n{{#if deliveryPlace}}${plain(t.receiveWhere)}: {{{deliveryPlace}}}\n{{/if}}\n{{/if}}${ready ? "" : extra.text}${plain(t.giftKeepCool)}\n\n${footerText(t, "giftFooterWhy")}`,
  };
}

/** A name a person typed, isolated in its own direction, in place of `{{name}}` in an HTML text. */
const namedIn = (text: string, ...names: string[]) => names.reduce((out, name) => out.replace(`{{${name}}}`, `<span ${AUTO_DIRECTION}>{{${name}}}</span>`), text);

/**
 * To a gift card's recipient, on its day (modules/gift-cards, `giftCardRecipientMailData`): who sent
 * it, their message, the code in groups (the one place it is ever written) and the balance, how to
 * spend it, and the shop and balance-page links. The code reads left to right in both languages.
 */
function giftCardForRecipient(t: MailTexts, language: MailLanguage): MailTemplate {
  const codeBox = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 18px;">
<tr><td align="center" style="padding:18px 12px;background:${COLOURS.cream};border:2px dashed ${COLOURS.gold};text-align:center;">
<p style="margin:0 0 6px;color:${COLOURS.muted};font-size:13px;">${html(t.giftCardCodeLabel)}</p>
<p style="margin:0 0 10px;font-family:'Courier New',Courier,monospace;font-size:22px;font-weight:bold;letter-spacing:2px;color:${COLOURS.cocoa};"><span dir="ltr" style="unicode-bidi:isolate;">{{code}}</span></p>
<p style="margin:0;">${html(t.giftCardBalanceLabel)}: <strong>{{balance}}</strong></p>
</td></tr>
</table>`;
  const quote = `<blockquote ${AUTO_DIRECTION.replace('style="', `style="margin:0 0 14px;padding:12px 16px;background:${COLOURS.cream};border-${t.dir === "rtl" ? "right" : "left"}:3px solid ${COLOURS.gold};white-space:pre-wrap;`)}>{{message}}</blockquote>`;
  const balanceLink = `<p style="margin:0 0 14px;"><a href="{{balanceUrl}}" style="color:${COLOURS.cocoaLight};">${html(t.giftCardCheckBalance)}</a></p>`;
  return {
    subject: plain(t.giftCardSubject),
    html: page({
      t,
      language,
      heading: t.giftCardHeading,
      why: "giftCardFooterWhy",
      body: [
        paragraph(namedIn(html(t.giftGreeting), "recipientName")),
        paragraph(namedIn(html(t.giftCardIntro), "senderName")),
        `{{#if message}}<p style="margin:0 0 4px;color:${COLOURS.muted};">${namedIn(html(t.giftCardMessageFrom), "senderName")}</p>${quote}{{/if}}`,
        codeBox,
        paragraph(html(t.giftCardHowTo)),
        paragraph(html(t.giftCardKeepSafe)),
        button(t.giftCardShop, "{{spendUrl}}"),
        balanceLink,
      ].join("\n"),
    }),
    text: `${plain(t.giftGreeting)}\n\n${plain(t.giftCardIntro)}\n\n{{#if message}}${plain(t.giftCardMessageFrom)}:\n{{{message}}}\n\n{{/if}}${plain(t.giftCardCodeLabel)}: {{{code}}}\n${plain(t.giftCardBalanceLabel)}: {{{balance}}}\n\n${plain(t.giftCardHowTo)}\n\n${plain(t.giftCardKeepSafe)}\n\n${plain(t.giftCardShop)}: {{{spendUrl}}}\n${plain(t.giftCardCheckBalance)}: {{{balanceUrl}}}\n\n${footerText(t, "giftCardFooterWhy")}`,
  };
}

/**
 * The buyer's copies (`giftCardBuyerMailData`): when they paid, on which day it will be sent; on that
 * day, that it was. Never the code: the data holds none, so no template can show it.
 */
function giftCardForBuyer(t: MailTexts, language: MailLanguage, delivered: boolean): MailTemplate {
  const [subject, heading, intro, codeNote] = delivered
    ? [t.giftCardDeliveredSubject, t.giftCardDeliveredHeading, t.giftCardDeliveredIntro, t.giftCardDeliveredCode]
    : [t.giftCardScheduledSubject, t.giftCardScheduledHeading, t.giftCardScheduledIntro, t.giftCardScheduledCode];
  const cell = `padding:4px 0;`;
  const gap = `padding-${t.dir === "rtl" ? "left" : "right"}:16px;`;
  const summary = `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 18px;">
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.giftCardFor)}</td><td style="${cell}"><span ${AUTO_DIRECTION}>{{recipientName}}</span> · <span dir="ltr" style="unicode-bidi:isolate;">{{recipientEmail}}</span></td></tr>
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.giftCardAmount)}</td><td style="${cell}font-weight:bold;">{{amount}}</td></tr>
<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.receiveWhen)}</td><td style="${cell}">{{deliverDate}}</td></tr>
{{#if orderNumber}}<tr><td style="${cell}color:${COLOURS.muted};${gap}">${html(t.orderNumber)}</td><td style="${cell}"><span dir="ltr" style="unicode-bidi:isolate;">{{orderNumber}}</span></td></tr>{{/if}}
</table>`;
  return {
    subject: `${plain(subject)} · {{{shopName}}}`,
    html: page({
      t,
      language,
      heading,
      why: "giftCardFooterBuyer",
      body: [paragraph(html(t.greeting)), paragraph(namedIn(html(intro), "recipientName")), summary, paragraph(html(codeNote)), `{{#if orderUrl}}${button(t.viewOrder, "{{orderUrl}}")}{{/if}}`].join("\n"),
    }),
    text: `${plain(t.greeting)}\n\n${plain(intro)}\n\n${plain(t.giftCardFor)}: {{{recipientName}}} · {{{recipientEmail}}}\n${plain(t.giftCardAmount)}: {{{amount}}}\n${plain(t.receiveWhen)}: {{{deliverDate}}}\n{{#if orderNumber}}${plain(t.orderNumber)}: {{{orderNumber}}}\n{{/if}}\n${plain(codeNote)}\n\n{{#if orderUrl}}${plain(t.viewOrder)}: {{{orderUrl}}}\n\n{{/if}}${footerText(t, "giftCardFooterBuyer")}`,
  };
}

const messageBlock = (t: MailTexts) =>
  `<blockquote style="margin:0 0 14px;padding:12px 16px;background:${COLOURS.cream};border-${t.dir === "rtl" ? "right" : "left"}:3px solid ${COLOURS.gold};white-space:pre-wrap;">{{message}}</blockquote>`;

/**
 * The sender's acknowledgement of a contact message. No copy of the message: the form cannot know
 * the address is the sender's, so what it mails there carries nothing a stranger wrote at length.
 */
function contactAcknowledgement(t: MailTexts, language: MailLanguage): MailTemplate {
  return {
    subject: `${plain(t.contactAckSubject)} · {{{shopName}}}`,
    html: page({
      t,
      language,
      heading: t.contactAckHeading,
      why: "contactAckFooterWhy",
      body: paragraph(html(t.contactAckIntro)),
    }),
    text: `${plain(t.contactAckIntro)}\n\n${footerText(t, "contactAckFooterWhy")}`,
  };
}

/** The contact message itself, to the owner (reply-to the sender). */
function contactToOwner(t: MailTexts, language: MailLanguage): MailTemplate {
  return {
    subject: `[{{{shopName}}}] ${plain(t.contactOwnerSubject)}`,
    html: page({
      t,
      language,
      heading: t.contactOwnerHeading,
      why: "ownerFooterWhy",
      body: [
        paragraph(`${html(t.contactName)}: {{name}}<br>${html(t.contactEmail)}: <a href="mailto:{{email}}"><span dir="ltr" style="unicode-bidi:isolate;">{{email}}</span></a><br>${html(t.contactSubjectLabel)}: {{subjectLabel}}`),
        messageBlock(t),
        paragraph(html(t.contactReply)),
      ].join("\n"),
    }),
    text: `${plain(t.contactName)}: {{{name}}}\n${plain(t.contactEmail)}: {{{email}}}\n${plain(t.contactSubjectLabel)}: {{{subjectLabel}}}\n\n{{{message}}}\n\n${plain(t.contactReply)}\n\n${footerText(t, "ownerFooterWhy")}`,
  };
}

/**
 * An email about the reader's account with one action link (`{{actionUrl}}`, the shop's /auth/action
 * page): greeting, intro, the button, the link written out for clients that drop buttons, and what
 * to do when the reader did not ask for it. Data: `accountMailData` (modules/accounts/account-mail.ts).
 */
function accountAction(t: MailTexts, language: MailLanguage, words: { subject: string; heading: string; intro: string; button: string; ignore: string }): MailTemplate {
  const link = `<p style="margin:0 0 14px;font-size:13px;color:${COLOURS.muted};">${html(t.accountLinkFallback)}<br><a href="{{actionUrl}}" dir="ltr" style="color:${COLOURS.cocoaLight};word-break:break-all;unicode-bidi:isolate;">{{actionUrl}}</a></p>`;
  return {
    subject: `${plain(words.subject)} · {{{shopName}}}`,
    html: page({
      t,
      language,
      heading: words.heading,
      why: "accountFooterWhy",
      body: [paragraph(html(t.greeting)), paragraph(html(words.intro)), button(words.button, "{{actionUrl}}"), link, paragraph(html(words.ignore))].join("\n"),
    }),
    text: `${plain(t.greeting)}\n\n${plain(words.intro)}\n\n${plain(words.button)}: {{{actionUrl}}}\n\n${plain(words.ignore)}\n\n${footerText(t, "accountFooterWhy")}`,
  };
}

const accountVerifyEmail = (t: MailTexts, language: MailLanguage) =>
  accountAction(t, language, { subject: t.verifyEmailSubject, heading: t.verifyEmailHeading, intro: t.verifyEmailIntro, button: t.verifyEmailButton, ignore: t.verifyEmailIgnore });
const accountResetPassword = (t: MailTexts, language: MailLanguage) =>
  accountAction(t, language, { subject: t.resetPasswordSubject, heading: t.resetPasswordHeading, intro: t.resetPasswordIntro, button: t.resetPasswordButton, ignore: t.resetPasswordIgnore });
/** To the NEW address of an email change: the verify-and-change link (modules/accounts/profile.service.ts). */
const accountChangeEmail = (t: MailTexts, language: MailLanguage) =>
  accountAction(t, language, { subject: t.changeEmailSubject, heading: t.changeEmailHeading, intro: t.changeEmailIntro, button: t.changeEmailButton, ignore: t.changeEmailIgnore });

/** The shop's messages, by their template's base name (the document id adds `-<language>`). */
export const MAIL_MESSAGES = {
  "order-received": orderReceived,
  "order-in-process": (t: MailTexts, language: MailLanguage) => orderStatus(t, language, "inProcess"),
  "order-in-shipping": (t: MailTexts, language: MailLanguage) => orderStatus(t, language, "inShipping"),
  "order-delivered": (t: MailTexts, language: MailLanguage) => orderStatus(t, language, "delivered"),
  "order-rejected": (t: MailTexts, language: MailLanguage) => orderStatus(t, language, "rejected"),
  "order-refunded": (t: MailTexts, language: MailLanguage) => orderStatus(t, language, "refunded"),
  "owner-new-order": ownerNewOrder,
  "gift-on-its-way": (t: MailTexts, language: MailLanguage) => giftForRecipient(t, language, false),
  "gift-ready-for-pickup": (t: MailTexts, language: MailLanguage) => giftForRecipient(t, language, true),
  "gift-card-recipient": giftCardForRecipient,
  "gift-card-scheduled": (t: MailTexts, language: MailLanguage) => giftCardForBuyer(t, language, false),
  "gift-card-delivered": (t: MailTexts, language: MailLanguage) => giftCardForBuyer(t, language, true),
  "owner-low-stock": ownerLowStock,
  "contact-acknowledgement": contactAcknowledgement,
  "contact-message": contactToOwner,
  "account-verify-email": accountVerifyEmail,
  "account-reset-password": accountResetPassword,
  "account-change-email": accountChangeEmail,
} satisfies Record<string, (t: MailTexts, language: MailLanguage) => MailTemplate>;

export type ShopMail = keyof typeof MAIL_MESSAGES;

/** The template document id of `message` in `language` (`order-received-he`). */
export const mailTemplateName = (message: ShopMail, language: MailLanguage) => `${message}-${language}`;

/** Every template document, by id: what `npm run mail:templates` and the local seed load into `mailTemplates`. */
export const SHOP_MAIL_TEMPLATES: Record<string, MailTemplate> = Object.fromEntries(
  (Object.keys(MAIL_MESSAGES) as ShopMail[]).flatMap((message) =>
    (Object.keys(MAIL_TEXTS) as MailLanguage[]).map((language) => [mailTemplateName(message, language), MAIL_MESSAGES[message](MAIL_TEXTS[language], language)]),
  ),
);
