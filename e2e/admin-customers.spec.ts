/**
 * The admin's accounts list (issue 17), in English and Hebrew: the admin opens Customers, searches a
 * shopper by the start of the email, sees the paid order count and total spent, opens the shopper's
 * orders and disables the account. The shopper, signed in beforehand in a browser of their own, is
 * signed out on the next page load and cannot sign in again. axe checks the screen and the dialog.
 * Each test makes its own shopper, so nothing needs putting back for the specs after it.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { currencyCode, formatPrice, moneyLocale } from "../packages/contracts/src/money";
import type { Order } from "../packages/contracts/src";
import { ADMIN, confirmEmailOf, expect, messages, signIn, test, translate, uniqueEmail } from "./support";

const PRODUCT = "champagne-truffles";
const address = { address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6578401", phone: "+972 3 555 0147", notes: "Ring twice" };

/**
 * A new shopper, signed in in a browser context of their own, with one paid order (placed through the
 * API as the checkout would; the email marked verified behind the shop's back, as applying the
 * verification link does, since checkout asks for it).
 */
async function shopperWithPaidOrder(browser: Browser, userName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail("customer");
  const password = "Ganache!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName, email, password } })).ok()).toBe(true);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const me = ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user;
  await confirmEmailOf(email);
  const added = await page.request.post("/api/shop/address/add", { data: { userId: me.id, ...address } });
  expect(added.ok(), await added.text()).toBe(true);
  const addressId = ((await added.json()) as { data: { _id: string } }).data._id;
  expect((await page.request.post("/api/shop/cart/add", { data: { userId: me.id, productId: PRODUCT, quantity: 1 } })).ok()).toBe(true);
  const createdAnswer = await page.request.post("/api/shop/order/create", { data: { userId: me.id, addressId } });
  expect(createdAnswer.ok(), await createdAnswer.text()).toBe(true);
  const created = (await createdAnswer.json()) as { orderId: string; orderNumber: string; approvalURL: string };
  const approval = new URL(created.approvalURL);
  const decided = await page.request.post(`${approval.pathname}/approve${approval.search}`, { maxRedirects: 0, form: {} });
  const back = new URL(decided.headers()["location"] ?? "", "http://shop.invalid");
  const captured = await page.request.post("/api/shop/order/capture", {
    data: { orderId: created.orderId, paymentId: back.searchParams.get("paymentId"), payerId: back.searchParams.get("PayerID") },
  });
  expect(captured.ok(), await captured.text()).toBe(true);
  const order = ((await captured.json()) as { data: Order }).data;
  return { context, page, email, password, uid: me.id, order };
}

async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  expect(result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const language of ["en", "he"] as const) {
  test(`the admin finds a shopper, sees what they spent and their orders, and disables the account (${language})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string | number>) => translate(messages(language), key, values);
    const userName = language === "he" ? "תמר זהבי" : "Tamar Gold";
    const shopper = await shopperWithPaidOrder(browser, userName);
    try {
      // The shopper is signed in, in a browser of their own.
      await shopper.page.goto("/shop/account");
      await expect(shopper.page).toHaveURL(/\/shop\/account/);

      await page.addInitScript((lng) => window.localStorage.setItem("i18nextLng", lng), language);
      expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
      await page.goto("/admin/dashboard");
      await page.getByRole("link", { name: t("admin.customers") }).first().click();
      await expect(page).toHaveURL(/\/admin\/customers$/);
      await expect(page.getByRole("heading", { level: 1, name: t("adminCustomers.title") })).toBeVisible();
      await expect(page.getByTestId("customer-row").first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Searched by the start of the email, in capitals: the one account.
      const prefix = shopper.email.split("@")[0]!.toUpperCase();
      await page.getByRole("searchbox", { name: t("adminCustomers.searchLabel") }).fill(prefix);
      const rows = page.getByTestId("customer-row");
      await expect(rows).toHaveCount(1);
      const row = rows.first();
      await expect(row).toContainText(shopper.email);
      await expect(row).toContainText(userName);
      await expect(row.getByTestId("customer-orders")).toHaveText("1");
      const total = formatPrice(shopper.order.totalAmount, currencyCode(shopper.order.currency) ?? "USD", moneyLocale(language));
      await expect(row.getByTestId("customer-spent")).toHaveText(total);
      await expect(row).toContainText(t("adminCustomers.verified"));

      // The shopper's orders.
      await row.getByRole("button", { name: t("adminCustomers.viewLabel", { name: userName }) }).click();
      const dialog = page.getByRole("dialog", { name: userName });
      await expect(dialog.getByTestId("customer-order")).toHaveCount(1);
      await expect(dialog.getByTestId("customer-order")).toContainText(shopper.order.orderNumber);
      await expect(dialog.getByTestId("customer-order")).toContainText(total);
      await expectNoSeriousAxeViolations(page, "[role=dialog]");

      // Disabled, after a confirmation.
      const enabled = dialog.getByRole("switch", { name: t("adminCustomers.accountEnabled") });
      await expect(enabled).toBeChecked();
      await enabled.click();
      const confirm = page.getByRole("dialog", { name: t("adminCustomers.confirmDisable.title", { name: userName }) });
      await confirm.getByRole("button", { name: t("adminCustomers.confirmDisable.confirm") }).click();
      await expect(confirm).toBeHidden();
      await expect(enabled).not.toBeChecked();
      await expect(dialog.getByText(t("adminCustomers.disabled"), { exact: true })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(row.getByTestId("customer-disabled")).toBeVisible();

      // The shopper is signed out on the next page load, and cannot sign in again.
      await shopper.page.reload();
      await expect(shopper.page).toHaveURL(/\/auth\/login/);
      await signIn(shopper.page, { email: shopper.email, password: shopper.password });
      await expect(shopper.page.getByRole("alert").first()).toBeVisible();
      await expect(shopper.page).toHaveURL(/\/auth\/login/);
      const me = (await (await shopper.page.request.get("/api/auth/check-auth")).json()) as { user: unknown };
      expect(me.user).toBeNull();
      expect((await shopper.page.request.post("/api/auth/login", { data: { email: shopper.email, password: shopper.password } })).status()).toBe(401);
    } finally {
      await shopper.context.close();
    }
  });
}
