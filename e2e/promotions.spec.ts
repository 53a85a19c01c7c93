/**
 * Promotions (issue 36), as a shopper and the owner meet them: the bars' automatic offer as a badge
 * on their tiles, a code typed wrong and then right at checkout (the summary says what it saved),
 * the order paid at the discount, the same code refused the second time (once per customer), and
 * the owner's Promotions screen counting the use and naming the order.
 */
import type { Page } from "@playwright/test";
import { renderMessage } from "../packages/contracts/src";
import { ADMIN, confirmEmailOf, expect, firestore, messages, test, translate, uniqueEmail } from "./support";

interface PaidOrder {
  _id: string;
  orderNumber: string;
  subtotal: number;
  discountAmount: number;
  totalAmount: number;
  discounts?: { code?: string; amount: number }[];
}

/** A new shopper with a confirmed email and a saved address, signed in on `page`, with three boxes of Champagne truffles (on sale at $24.00: $72.00) in the cart. */
async function newShopper(page: Page): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail("promo");
  const password = "Praline!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: "Dana Promo", email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const userId = ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user.id;
  const address = await page.request.post("/api/shop/address/add", {
    data: { userId, address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6688112", phone: "+972 3 555 0199", notes: "Ring twice" },
  });
  expect(address.ok(), await address.text()).toBe(true);
  await fillCart(page, userId);
  return { email, userId };
}

async function fillCart(page: Page, userId: string): Promise<void> {
  const added = await page.request.post("/api/shop/cart/add", { data: { userId, productId: "champagne-truffles", quantity: 3 } });
  expect(added.ok(), await added.text()).toBe(true);
}

test("the bars' offer shows on their tiles; a code typed wrong, then right, saves 10% at checkout once; the owner sees the use", async ({ page, browser }) => {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(messages("en"), key, values);
  const shopper = await newShopper(page);

  // The automatic promotion covers the bars: their tiles say so, in words.
  await page.goto("/shop/listing?category=bars");
  const tile = page.getByRole("article").first();
  await expect(tile.getByText(t("products.offer.percent", { percent: 10 }))).toBeVisible();

  await page.goto("/shop/checkout");
  await expect(page.getByRole("radiogroup", { name: t("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/12 Rothschild/);
  const form = page.getByTestId("promo-code-form");
  const field = form.getByRole("textbox", { name: t("checkout.promo.label") });
  const said = page.getByTestId("promo-code-message");

  // A code that does not exist: the server's words by the field, the text kept.
  await field.fill("NOSUCHCODE");
  await form.getByRole("button", { name: t("checkout.promo.apply") }).click();
  await expect(said).toContainText(renderMessage("promo.unknown", undefined, "en"));
  await expect(field).toHaveValue("NOSUCHCODE");

  // The right code, typed in lower case: 10% of $72.00.
  await field.fill("welcome10");
  await field.press("Enter");
  await expect(said).toContainText("WELCOME10");
  await expect(said).toContainText("$7.20");
  await expect(page.getByText("−$7.20").first()).toBeVisible();

  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();

  const orders = ((await (await page.request.get(`/api/shop/order/list/${shopper.userId}`)).json()) as { data: PaidOrder[] }).data;
  const order = orders[0];
  expect(order?.subtotal).toBe(7200);
  expect(order?.discountAmount).toBe(720);
  expect(order?.discounts?.[0]).toMatchObject({ code: "WELCOME10", amount: 720 });

  // Once per customer: the next order is refused the code, in words.
  await fillCart(page, shopper.userId);
  await page.goto("/shop/checkout");
  await form.getByRole("textbox", { name: t("checkout.promo.label") }).fill("WELCOME10");
  await form.getByRole("button", { name: t("checkout.promo.apply") }).click();
  await expect(said).toContainText(renderMessage("promo.alreadyUsed", undefined, "en"));

  // The owner's Promotions screen: one use, and the order named in the code's orders.
  const promotion = (await firestore().collection("promotions").where("codeKey", "==", "WELCOME10").get()).docs[0];
  expect(promotion?.get("uses")).toBeGreaterThanOrEqual(1);
  const admin = await browser.newPage();
  try {
    // The owner signs in through the API in a page of their own (the sign-in screen's own journey is auth's).
    expect((await admin.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
    await admin.goto("/admin/promotions");
    const row = admin.getByTestId("promotion-row").filter({ hasText: "WELCOME10" }).first();
    await expect(row).toBeVisible();
    await expect(row.getByTestId("promotion-uses")).toContainText(String(promotion?.get("uses")));
    await row.getByRole("button", { name: t("adminPromotions.actions.detailsLabel", { name: "Welcome 10%" }) }).first().click();
    const dialog = admin.getByRole("dialog");
    await expect(dialog.getByTestId("promotion-order").filter({ hasText: order?.orderNumber ?? "none" })).toBeVisible();
  } finally {
    await admin.close();
  }
});
