/**
 * The purchase journey a new shopper takes, in English and in Hebrew: a guest fills a cart, signs
 * in without losing it, adds an address, pays on the sandbox provider's approval page, lands on
 * the success page and finds the order in the account; the stock of what they bought went down.
 * Labels come from the SPA's own translation files, so the Hebrew run reads what a Hebrew shopper reads.
 */
import type { Page } from "@playwright/test";
import { addAddressInForm, confirmEmailOf, expect, inbox, messages, test, uniqueEmail, type Messages } from "./support";

/** A translation by dotted key, as i18next reads it. */
function label(dictionary: Messages, key: string): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], dictionary);
  if (typeof value !== "string") throw new Error(`No translation for ${key}`);
  return value;
}

const SANDBOX_PAY = { en: "Pay now", he: "לתשלום" } as const;

/** The product's title as a reader of `language` sees it. */
async function titleOf(page: Page, productId: string, language: "en" | "he"): Promise<string> {
  const answer = await page.request.get(`/api/shop/products/get/${productId}`);
  const { title, titleHe } = ((await answer.json()) as { data: { title: string; titleHe?: string } }).data;
  return (language === "he" && titleHe) || title;
}

async function stockOf(page: Page, productId: string): Promise<number> {
  const answer = await page.request.get(`/api/shop/products/get/${productId}`);
  return ((await answer.json()) as { data: { totalStock: number } }).data.totalStock;
}

for (const language of ["en", "he"] as const) {
  test(`a new shopper buys two products end to end (${language})`, async ({ page }) => {
    const t = (key: string) => label(messages(language), key);
    if (language === "he") await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));

    const email = uniqueEmail(`buyer-${language}`);
    const password = "Truffle!2026";
    expect((await page.request.post("/api/auth/register", { data: { userName: "Tal Buyer", email, password } })).ok()).toBe(true);
    await confirmEmailOf(email);

    // As a guest: two products into the cart.
    await page.goto("/shop/listing?category=truffles");
    const tiles = page.getByRole("article");
    await tiles.nth(0).getByRole("button", { name: t("products.addToCart") }).click();
    await expect(page.getByText(t("cart.added")).first()).toBeVisible();
    await tiles.nth(1).getByRole("button", { name: t("products.addToCart") }).click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("guestCart") ?? "[]").length)).toBe(2);
    const productIds = await page.evaluate(() => (JSON.parse(localStorage.getItem("guestCart") ?? "[]") as { productId: string }[]).map((i) => i.productId));
    const stockBefore = await Promise.all(productIds.map((id) => stockOf(page, id)));

    // Sign in: the guest cart moves to the server cart.
    await page.goto("/auth/login");
    await page.getByRole("button", { name: t("auth.login.submit") }).waitFor();
    await page.getByLabel(t("auth.fields.email")).fill(email);
    await page.getByLabel(t("auth.fields.password")).fill(password);
    await page.getByRole("button", { name: t("auth.login.submit") }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("guestCart"))).toBeNull();

    // Checkout: add an address, which is then the selected one, and pay.
    await page.goto("/shop/checkout");
    await expect(page.locator("html")).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");
    await addAddressInForm(page, t, { address: "7 Nahalat Binyamin", city: "Tel Aviv", pincode: "6514107", phone: "+972 3 555 0101", notes: "Second floor" });
    await expect(page.getByRole("radiogroup", { name: t("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/7 Nahalat Binyamin/);

    await page.getByRole("button", { name: t("checkout.paySandbox") }).click();

    // The provider's approval page, in the shopper's language.
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
    await expect(page.locator("html")).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");
    await page.getByRole("button", { name: SANDBOX_PAY[language] }).click();

    // Back at the shop: captured, then the success page.
    await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();
    await expect(page).toHaveURL(/\/shop\/payment-success$/);
    expect(await page.evaluate(() => sessionStorage.getItem("currentOrderId"))).toBeNull();

    await page.getByRole("link", { name: t("pages.paymentSuccess.viewOrders") }).click();
    await expect(page).toHaveURL(/\/shop\/account/);
    const row = page.getByRole("row").filter({ hasText: t("orders.statuses.confirmed") });
    await expect(row).toHaveCount(1);

    // The order's details, and the stock that moved.
    await row.getByRole("button").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("7 Nahalat Binyamin");
    await expect(dialog).toContainText(t("orders.paymentStatuses.paid"));
    for (const [i, id] of productIds.entries()) {
      expect(await stockOf(page, id)).toBe((stockBefore[i] ?? 0) - 1);
    }

    // The receipt, in the local inbox, in the shopper's language: the address, the lines and the
    // total the order's details show.
    const titles = await Promise.all(productIds.map((id) => titleOf(page, id, language)));
    const total = (await dialog.getByTestId("order-total").textContent())?.trim() ?? "";
    const receipt = await inbox.waitForEmail({ to: email, subjectIncludes: language === "he" ? "אושרה" : "is confirmed" });
    expect(receipt.subject).toContain(language === "he" ? "אושרה" : "is confirmed");
    expect(receipt.html).toContain(`lang="${language}" dir="${language === "he" ? "rtl" : "ltr"}"`);
    expect(receipt.html).toContain("7 Nahalat Binyamin");
    expect(receipt.text).toContain(total);
    for (const title of titles) expect(receipt.text).toContain(title);
  });
}

test("checkout refuses to pay without an address, and a cancelled payment charges nothing @phone", async ({ page }) => {
  const email = uniqueEmail("cancel");
  const password = "Gianduja!2026";
  await page.request.post("/api/auth/register", { data: { userName: "Cal Cancel", email, password } });
  await confirmEmailOf(email);
  await page.request.post("/api/auth/login", { data: { email, password } });
  const me = (await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } };
  await page.request.post("/api/shop/cart/add", { data: { userId: me.user.id, productId: "champagne-truffles", quantity: 1 } });
  const stockBefore = await stockOf(page, "champagne-truffles");

  const t = (key: string) => label(messages("en"), key);
  await page.goto("/shop/checkout");
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page.getByText(t("checkout.selectAddress")).first()).toBeVisible();

  await page.request.post("/api/shop/address/add", {
    data: { userId: me.user.id, address: "1 Dizengoff Square", city: "Tel Aviv", pincode: "6433201", phone: "03-5550102", notes: "Call first" },
  });
  await page.reload();
  await expect(page.getByRole("radiogroup", { name: t("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/1 Dizengoff Square/);
  // The way and its day are chosen once the delivery options arrive: before that, Pay has nothing to order.
  await expect(page.getByTestId("delivery-calendar")).toBeVisible();
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: "Cancel and return to the shop" }).click();

  await expect(page.getByRole("heading", { name: t("payment.cancelled.title") })).toBeVisible();
  // The shop closed the order: it does not wait as "awaiting payment".
  await expect
    .poll(async () => ((await (await page.request.get(`/api/shop/order/list/${me.user.id}`)).json()) as { data: { orderStatus: string }[] }).data.map((o) => o.orderStatus))
    .toEqual(["rejected"]);
  await page.getByRole("link", { name: t("payment.backToCheckout") }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  expect(await stockOf(page, "champagne-truffles")).toBe(stockBefore);
});
