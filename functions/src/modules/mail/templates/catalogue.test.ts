import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { MAIL_MESSAGES, SHOP_MAIL_TEMPLATES, mailTemplateName, type ShopMail } from "./catalogue";
import { MAIL_TEXTS, en, he } from "./texts";

const shop = { shopName: "Cocoa Atelier", shopUrl: "https://shop.test/shop/home", contactEmail: "hello@shop.test", contactPhone: "+1 (212) 555-0147" };
const order = {
  ...shop,
  customerName: "Dana <Levi>",
  customerEmail: "dana@example.com",
  orderNumber: "CA-10042",
  orderDate: "24 November 2026",
  orderUrl: "https://shop.test/shop/account",
  adminOrderUrl: "https://shop.test/admin/orders",
  lines: [
    { title: "Dark Swan", quantity: 2, unitPrice: "$40.00", lineTotal: "$80.00" },
    { title: "Praline box", quantity: 1, unitPrice: "$25.50", lineTotal: "$25.50" },
  ],
  subtotal: "$105.50",
  shipping: "",
  tax: "$8.00",
  total: "$113.50",
  address: { addressId: "a1", address: "1 Cocoa Lane", city: "Tel Aviv", pincode: "6100000", phone: "+972-50-1234567", notes: "Ring twice" },
  charged: true,
};
const contact = { ...shop, name: "Dana", email: "dana@example.com", subjectLabel: "Wholesale", message: "Hello & welcome\nLine 2" };

function render(name: string, data: object) {
  const template = SHOP_MAIL_TEMPLATES[name];
  if (!template) throw new Error(`no template ${name}`);
  const part = (source: string | undefined) => Handlebars.compile(source ?? "", { strict: false })(data);
  return { subject: part(template.subject), html: part(template.html), text: part(template.text) };
}

const lowStock = {
  ...shop,
  threshold: 3,
  date: "November 24, 2026",
  products: [
    { title: "Dark Swan", stock: 0, soldOut: true },
    { title: "Praline box", stock: 2, soldOut: false },
  ],
  more: false,
  adminProductsUrl: "https://shop.test/admin/products",
};
const giftCard = {
  ...shop,
  recipientName: "Yael <Ben-David>",
  senderName: "Dana",
  message: "Happy birthday!\nWith love",
  code: "7KQ2-M9XD-4HNP-B3TR-6WCE",
  balance: "$50.00",
  spendUrl: "https://shop.test/shop/home?lang=en",
  balanceUrl: "https://shop.test/shop/gift-cards/balance?lang=en",
};
const giftCardBuyer = {
  ...shop,
  customerName: "Dana",
  recipientName: "Yael",
  recipientEmail: "yael@example.com",
  amount: "$50.00",
  deliverDate: "Thursday, December 3, 2026",
  orderNumber: "CA-10042",
  orderUrl: "https://shop.test/shop/account?lang=en",
};
const dataOf = (message: ShopMail) =>
  message.startsWith("contact")
    ? contact
    : message === "owner-low-stock"
      ? lowStock
      : message === "gift-card-recipient"
        ? giftCard
        : message.startsWith("gift-card-")
          ? giftCardBuyer
          : order;

describe("the shop's mail templates", () => {
  it("has every message in English and Hebrew, each with a subject, an HTML and a plain-text part", () => {
    for (const message of Object.keys(MAIL_MESSAGES) as ShopMail[]) {
      for (const language of Object.keys(MAIL_TEXTS) as (keyof typeof MAIL_TEXTS)[]) {
        const rendered = render(mailTemplateName(message, language), dataOf(message));
        expect(rendered.subject.trim(), `${message}-${language}`).not.toBe("");
        expect(rendered.html).toContain(`<html lang="${language}" dir="${language === "he" ? "rtl" : "ltr"}">`);
        expect(rendered.text.trim()).not.toBe("");
        // Every placeholder was filled: nothing of Handlebars is left over.
        for (const part of Object.values(rendered)) expect(part).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  it("keeps both languages' words for the same things (no key missing in Hebrew)", () => {
    expect(Object.keys(he).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      expect(placeholders(he[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("writes the receipt's lines, totals and address, escaping what the shopper typed", () => {
    const { subject, html, text } = render("order-received-en", order);
    expect(subject).toBe("Your order CA-10042 is confirmed · Cocoa Atelier");
    expect(html).toContain("Dana &lt;Levi&gt;");
    expect(html).not.toContain("Dana <Levi>");
    expect(html).toContain("Dark Swan");
    expect(html).toContain("$113.50");
    expect(html).toContain("Free"); // no shipping cost
    expect(html).toContain("Ring twice");
    expect(text).toContain("Hello Dana <Levi>,");
    expect(text).toContain("- Dark Swan × 2: $80.00");
    expect(text).toContain("Total: $113.50");
    expect(text).not.toContain("&amp;");
  });

  it("mirrors the Hebrew receipt and keeps prices, the order number and the phone left to right", () => {
    const { html, text } = render("order-received-he", { ...order, total: "‏113.50 $" });
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain("text-align:right");
    expect(html).toContain('<span dir="ltr" style="unicode-bidi:isolate;">CA-10042</span>');
    expect(html).toContain('<span dir="ltr" style="unicode-bidi:isolate;white-space:nowrap;">+972-50-1234567</span>');
    expect(html).toContain("תודה על ההזמנה");
    expect(text).toContain("סה״כ: ‏113.50 $");
  });

  it("says the VAT the total holds after the total when prices include it, in place of a tax line that adds (issue 37)", () => {
    const included = { ...order, tax: "", vatIncluded: "‏15.33 ₪", vatRate: "17%", total: "‏105.50 ₪" };
    const he = render("order-received-he", included);
    expect(he.text).toContain("סה״כ: ‏105.50 ₪\nכולל מע״מ (17%): ‏15.33 ₪");
    expect(he.html).toContain('כולל מע״מ (<span dir="ltr" style="unicode-bidi:isolate;">17%</span>)');
    expect(he.text).not.toMatch(/^מע״מ:/m);
    const en = render("order-received-en", { ...included, vatIncluded: "$15.33", total: "$105.50" });
    expect(en.text).toContain("Total: $105.50\nIncludes VAT (17%): $15.33");
    expect(en.text).not.toContain("Tax:");
    // Tax added on top keeps its line before the total, and no "Includes VAT".
    const added = render("order-received-en", order);
    expect(added.text).toContain("Tax: $8.00\nTotal: $113.50");
    expect(added.text).not.toContain("Includes VAT");
  });

  it("tells the tracking number and link on shipping, only when there is one", () => {
    const shipped = render("order-in-shipping-en", { ...order, carrier: "Israel Post", trackingNumber: "RR123456789IL", trackingUrl: "https://track.test/RR123456789IL" });
    expect(shipped.html).toContain("Israel Post");
    expect(shipped.html).toContain('href="https://track.test/RR123456789IL"');
    expect(shipped.text).toContain("Tracking number: RR123456789IL");
    expect(render("order-in-shipping-en", order).html).not.toContain("Tracking number");
  });

  it("says on cancellation whether the money came back, is on its way, or was never taken", () => {
    expect(render("order-rejected-en", { ...order, refundAmount: "$113.50", refundPending: false }).text).toContain("We have refunded $113.50 to your original payment method");
    expect(render("order-rejected-en", { ...order, refundAmount: "$113.50", refundPending: true }).text).toContain("A refund of $113.50");
    expect(render("order-rejected-en", { ...order, charged: false }).text).toContain("You were not charged");
  });

  it("shows each promotion's discount, each gift card's part and what PayPal took, in the totals", () => {
    const paid = {
      ...order,
      discounts: [{ label: "Welcome <10%>", amount: "-$10.55" }],
      total: "$102.95",
      giftCards: [{ label: "•••• 6WCE", amount: "-$50.00" }],
      paidWithProvider: "$52.95",
    };
    for (const name of ["order-received-en", "owner-new-order-en"]) {
      const { html, text } = render(name, paid);
      expect(html).toContain("Welcome &lt;10%&gt;");
      expect(html).toContain("-$10.55");
      expect(html).toContain('Gift card <span dir="ltr" style="unicode-bidi:isolate;">•••• 6WCE</span>');
      expect(html).toContain("Paid with PayPal");
      expect(text).toContain("Subtotal: $105.50\nWelcome <10%>: -$10.55\nShipping: Free");
      expect(text).toContain("Total: $102.95\nGift card •••• 6WCE: -$50.00\nPaid with PayPal: $52.95\n");
    }
    const hebrew = render("order-received-he", paid);
    expect(hebrew.text).toContain("כרטיס מתנה •••• 6WCE: -$50.00");
    expect(hebrew.text).toContain("שולם ב-PayPal: $52.95");
    // Without them, no such rows.
    expect(render("order-received-en", order).text).not.toContain("Gift card");
    expect(render("order-received-en", order).text).not.toContain("PayPal");
  });

  it("says on a gift card's receipt for whom it is and when it is emailed, instead of a delivery", () => {
    const bought = {
      ...order,
      lines: [{ title: "Gift card", quantity: 1, unitPrice: "$50.00", lineTotal: "$50.00" }],
      address: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
      giftCardPurchase: { recipientName: "Yael <Ben-David>", recipientEmail: "yael@example.com", deliverDate: "Thursday, December 3, 2026" },
    };
    const { html, text } = render("order-received-en", bought);
    expect(text).toContain("Gift card for Yael <Ben-David>, emailed on Thursday, December 3, 2026");
    expect(text).toContain("we email the gift card, with its code, to yael@example.com on Thursday, December 3, 2026");
    expect(text).not.toContain("we prepare your chocolates");
    expect(html).toContain(`Gift card for <span dir="auto" style="unicode-bidi:isolate;">Yael &lt;Ben-David&gt;</span>, emailed on Thursday, December 3, 2026`);
    expect(html).not.toContain("Shipping to");
    expect(render("order-received-he", bought).text).toContain("כרטיס מתנה עבור Yael <Ben-David>, יישלח במייל בThursday, December 3, 2026");
    expect(render("owner-new-order-en", bought).text).toContain("Gift card for Yael <Ben-David>");
  });

  it("says what went back to the gift card, apart from what went back to the payment", () => {
    const both = render("order-rejected-en", { ...order, refundAmount: "$30.00", refundPending: false, refundToGiftCards: "$50.00" }).text;
    expect(both).toContain("We have refunded $30.00 to your original payment method");
    expect(both).toContain("$50.00 went back to the gift card you paid with");
    const cardOnly = render("order-refunded-en", { ...order, refundToGiftCards: "$20.00" }).text;
    expect(cardOnly).toContain("$20.00 went back to the gift card you paid with");
    expect(cardOnly).not.toContain("original payment method");
  });

  it("lists the owner's low-stock products, sold-out ones said in words", () => {
    const { subject, html, text } = render("owner-low-stock-en", lowStock);
    expect(subject).toBe("Low stock at Cocoa Atelier, November 24, 2026");
    expect(html).toContain("Sold out");
    expect(html).toContain('<span dir="ltr" style="unicode-bidi:isolate;">2</span>');
    expect(text).toContain("- Dark Swan: Sold out\n- Praline box: 2\n");
    expect(render("owner-low-stock-he", lowStock).html).toContain("אזל");
  });

  it("sends the owner the contact message itself and the sender only an acknowledgement", () => {
    const owner = render("contact-message-en", contact);
    expect(owner.subject).toBe("[Cocoa Atelier] Wholesale: message from Dana");
    expect(owner.html).toContain("Hello &amp; welcome\nLine 2");
    expect(owner.text).toContain("Hello & welcome\nLine 2");
    const acknowledgement = render("contact-acknowledgement-he", { ...contact, subjectLabel: "סיטונאות ואירועים" });
    expect(acknowledgement.text).toContain("בנושא סיטונאות ואירועים");
    expect(acknowledgement.html).not.toContain("Hello &amp; welcome");
  });

  it("gives a gift card's recipient the code in groups, left to right, with the balance, the message and both links", () => {
    const { subject, html, text } = render("gift-card-recipient-en", giftCard);
    expect(subject).toBe("Dana sent you a gift card from Cocoa Atelier");
    expect(html).toContain('<span dir="ltr" style="unicode-bidi:isolate;">7KQ2-M9XD-4HNP-B3TR-6WCE</span>');
    expect(html).toContain("$50.00");
    expect(html).toContain("Yael &lt;Ben-David&gt;");
    expect(html).toContain("Happy birthday!\nWith love");
    // Handlebars writes "=" in an attribute as &#x3D;, which a browser reads back as "=".
    expect(html).toContain('href="https://shop.test/shop/gift-cards/balance?lang&#x3D;en"');
    expect(html).toContain('href="https://shop.test/shop/home?lang&#x3D;en"');
    expect(text).toContain("Your gift card code: 7KQ2-M9XD-4HNP-B3TR-6WCE");
    expect(text).toContain("Balance: $50.00");
    // Without a message, no empty quote.
    expect(render("gift-card-recipient-en", { ...giftCard, message: "" }).html).not.toContain("<blockquote");
  });

  it("mirrors the Hebrew gift card and keeps the code left to right", () => {
    const { html, subject } = render("gift-card-recipient-he", { ...giftCard, balance: "‏50.00 $" });
    expect(html).toContain('<body dir="rtl"');
    expect(html).toContain('<span dir="ltr" style="unicode-bidi:isolate;">7KQ2-M9XD-4HNP-B3TR-6WCE</span>');
    expect(html).toContain("‏50.00 $");
    expect(subject).toContain("כרטיס מתנה");
  });

  it("tells the buyer when their gift card goes and that it went, never with a code", () => {
    const scheduled = render("gift-card-scheduled-en", giftCardBuyer);
    expect(scheduled.subject).toBe("Your gift card for Yael will be sent on Thursday, December 3, 2026 · Cocoa Atelier");
    expect(scheduled.html).toContain('<span dir="ltr" style="unicode-bidi:isolate;">yael@example.com</span>');
    expect(scheduled.text).toContain("Amount: $50.00");
    const delivered = render("gift-card-delivered-he", giftCardBuyer);
    expect(delivered.subject).toContain("נמסר");
    for (const part of [scheduled.html, scheduled.text, delivered.html, delivered.text]) expect(part).not.toContain("7KQ2");
    // The templates have no place for a code: data holding one would not show it.
    expect(render("gift-card-delivered-en", { ...giftCardBuyer, code: giftCard.code }).html).not.toContain(giftCard.code);
  });
});
