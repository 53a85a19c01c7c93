/**
 * Gift cards (issue 36), the whole way round: a Hebrew shopper buys a $50.00 card for an English
 * recipient for tomorrow (the buyer's copy says when, without the code); a day passes and the
 * timer emails the recipient the code, in English; the recipient spends it on an order and pays the
 * rest with the provider; the owner's Gift cards screen shows the card's ledger with the order.
 */
import type { Page } from "@playwright/test";
import { ADMIN, confirmEmailOf, expect, firestore, inbox, messages, test, translate, uniqueEmail } from "./support";

/** The shop's day (Asia/Jerusalem, the atelier's clock) `offset` days from now, as YYYY-MM-DD. */
function shopDay(offset: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Jerusalem", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + offset * 86_400_000));
}

/** Registers, confirms and signs in a shopper on `page`'s request context; answers their id. */
async function signedInShopper(page: Page, userName: string, email: string): Promise<string> {
  const password = "Ganache!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName, email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  return ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user.id;
}

test("a Hebrew shopper sends an English gift card for tomorrow; on its day the recipient gets the code, spends it and pays the rest; the owner reads the ledger", async ({ page, browser }) => {
  const he = (key: string, values: Record<string, string | number> = {}) => translate(messages("he"), key, values);
  const en = (key: string, values: Record<string, string | number> = {}) => translate(messages("en"), key, values);
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const buyerEmail = uniqueEmail("noa-card");
  const recipientEmail = uniqueEmail("dana-card");
  await signedInShopper(page, "נועה כהן", buyerEmail);

  // The buyer: $50.00, for Dana, in English, tomorrow.
  await page.goto("/shop/gift-cards");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByTestId("gift-card-amount-5000").click();
  await page.getByRole("textbox", { name: he("shopGiftCards.recipient.name"), exact: true }).fill("Dana Levi");
  await page.getByRole("textbox", { name: he("shopGiftCards.recipient.email"), exact: true }).fill(recipientEmail);
  await page.getByRole("radio", { name: "English" }).check();
  await page.getByRole("textbox", { name: he("gifts.message.label"), exact: true }).fill("Happy birthday, Dana! Choose something sweet.");
  await page.getByRole("textbox", { name: he("shopGiftCards.card.from"), exact: true }).fill("Noa");
  await page.getByRole("textbox", { name: he("shopGiftCards.day.label"), exact: true }).fill(shopDay(1));
  await expect(page.getByTestId("gift-card-summary-total")).toContainText("50.00");
  await page.getByRole("button", { name: he("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: "לתשלום" }).click();
  await expect(page.getByRole("heading", { name: he("pages.paymentSuccess.title") })).toBeVisible();

  // Paid: the card waits for its day with no code yet; the buyer's copy says when, without a code.
  const cards = await firestore().collection("giftCards").where("recipientEmail", "==", recipientEmail).get();
  expect(cards.size).toBe(1);
  const card = cards.docs[0]!;
  expect(card.get("status")).toBe("scheduled");
  expect(card.get("codeHash") ?? null).toBeNull();
  expect(card.get("balance")).toBe(5000);
  const copy = await inbox.waitForEmail({ to: buyerEmail, subjectIncludes: "Dana Levi" });
  expect(copy.text).not.toMatch(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);

  // A day passes: the card's day is today, and the stack's timer sends it, in English, with the code in groups.
  await card.ref.update({ deliverOn: shopDay(0) });
  const delivered = await inbox.waitForEmail({ to: recipientEmail, subjectIncludes: "gift card" });
  expect(delivered.html).toContain('lang="en"');
  const code = delivered.text.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)?.[0] ?? "";
  expect(code).not.toBe("");
  expect(delivered.text).toContain("$50.00");
  expect(delivered.text).toContain("Happy birthday, Dana!");
  await expect.poll(async () => (await card.ref.get()).get("status")).toBe("active");

  // The recipient: two boxes of Champagne truffles ($56.00) and shipping; the card pays $50.00, the provider the rest.
  const recipient = await browser.newPage();
  try {
    const userId = await signedInShopper(recipient, "Dana Levi", recipientEmail);
    const address = await recipient.request.post("/api/shop/address/add", { data: { userId, address: "5 Ahad Ha'am St", city: "Tel Aviv", pincode: "6525101", phone: "+972 3 555 0133", notes: "Leave with the neighbour" } });
    expect(address.ok(), await address.text()).toBe(true);
    expect((await recipient.request.post("/api/shop/cart/add", { data: { userId, productId: "champagne-truffles", quantity: 2 } })).ok()).toBe(true);
    await recipient.goto("/shop/checkout");
    await expect(recipient.getByRole("radiogroup", { name: en("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/Ahad Ha'am/);
    const form = recipient.getByTestId("gift-card-form");
    // Typed as a person reads it aloud: lower case, spaces for the dashes.
    await form.getByRole("textbox", { name: en("checkout.giftCard.label") }).fill(code.toLowerCase().replaceAll("-", " "));
    await form.getByRole("button", { name: en("checkout.giftCard.apply") }).click();
    await expect(recipient.getByTestId("gift-card-list")).toContainText(code.slice(-4));
    await expect(recipient.getByText("−$50.00").first()).toBeVisible();
    await recipient.getByRole("button", { name: en("checkout.paySandbox") }).click();
    await expect(recipient).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
    await recipient.getByRole("button", { name: "Pay now" }).click();
    await expect(recipient.getByRole("heading", { name: en("pages.paymentSuccess.title") })).toBeVisible();

    const orders = ((await (await recipient.request.get(`/api/shop/order/list/${userId}`)).json()) as {
      data: { orderNumber: string; totalAmount: number; giftCardAmount: number; giftCardPayments?: { last4: string; amount: number }[] }[];
    }).data;
    const order = orders[0]!;
    expect(order.giftCardAmount).toBe(5000);
    expect(order.giftCardPayments).toEqual([expect.objectContaining({ last4: code.slice(-4), amount: 5000 })]);
    expect(order.totalAmount).toBeGreaterThan(5000);
    expect((await card.ref.get()).get("balance")).toBe(0);

    // The owner: the card with its ledger: issued $50.00, spent $50.00 on the recipient's order.
    const admin = await browser.newPage();
    try {
      expect((await admin.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
      await admin.goto("/admin/gift-cards");
      await admin.getByRole("button", { name: en("adminGiftCards.viewCode", { last4: code.slice(-4) }) }).first().click();
      const dialog = admin.getByRole("dialog");
      await expect(dialog).toContainText("Dana Levi");
      await expect(dialog).toContainText(order.orderNumber);
      await expect(dialog).toContainText("−$50.00");
    } finally {
      await admin.close();
    }
  } finally {
    await recipient.close();
  }
});
