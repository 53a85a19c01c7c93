/**
 * Money back, as the owner gives it in the admin panel (in Hebrew) and the shopper hears of it: a
 * partial refund of one item, then the rejection of the order, which refunds what is left through
 * the same provider and returns the stock; the shopper's inbox and account show both; rejecting
 * again refunds nothing. axe checks the order dialog with its refund form.
 */
import AxeBuilder from "@axe-core/playwright";
import type { AdminOrder } from "../packages/contracts/src";
import { ADMIN, expect, inbox, messages, placePaidOrder, test, translate } from "./support";

const t = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);
const PRODUCT = "champagne-truffles";

test("the admin refunds an item, then rejects the order: the money comes back once, the stock returns, the shopper is told (he)", async ({ page, browser }) => {
  const stockOf = async () => ((await (await page.request.get(`/api/shop/products/get/${PRODUCT}`)).json()) as { data: { totalStock: number } }).data.totalStock;
  const before = await stockOf();
  const order = await placePaidOrder(browser, {
    userName: "נועה רפאל",
    language: "he",
    productId: PRODUCT,
    quantity: 2,
    address: { address: "רחוב שינקין 3", city: "תל אביב", pincode: "6522103", phone: "+972 3 555 0199", notes: "להשאיר ליד הדלת" },
  });
  expect(await stockOf()).toBe(before - 2);

  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  await page.goto("/admin/orders");
  await page.getByRole("button", { name: t("orders.viewDetailsLabel", { id: order.orderNumber }) }).click();
  const dialog = page.getByRole("dialog");
  const form = dialog.getByTestId("refund-form");
  await expect(form).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("[role=dialog]").analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  // One of the two pieces, by item.
  await form.getByRole("radio", { name: t("admin.ordersPage.refund.byItems") }).check();
  await form.getByRole("spinbutton").first().fill("1");
  await form.getByRole("button", { name: t("admin.ordersPage.refund.submit") }).click();
  await expect(page.getByText(/^בוצע החזר בסך/).first()).toBeVisible();
  const refunds = dialog.getByTestId("order-refunds");
  await expect(refunds.getByRole("listitem")).toHaveCount(1);
  const partial = await inbox.waitForEmail({ to: order.email, subjectIncludes: "החזר כספי" });
  expect(partial.html).toContain('dir="rtl"');

  // Then the whole order is rejected: what is left goes back, and the stock returns.
  await dialog.getByRole("combobox", { name: t("admin.ordersPage.statusLabel") }).click();
  await page.getByRole("option", { name: t("orders.statuses.rejected"), exact: true }).click();
  await dialog.getByRole("button", { name: t("admin.ordersPage.update") }).click();
  await expect(refunds.getByRole("listitem")).toHaveCount(2);
  await expect(form).toBeHidden(); // nothing left to refund
  expect(await stockOf()).toBe(before);
  const cancelled = await inbox.waitForEmail({ to: order.email, subjectIncludes: "בוטלה" });
  expect(cancelled.text).toContain("החזרנו");

  // Rejecting again (a second click, a retry) refunds nothing more.
  const again = await page.request.put(`/api/admin/orders/update/${order.orderId}`, { data: { orderStatus: "rejected" } });
  expect(again.ok()).toBe(true);
  const stored = ((await (await page.request.get(`/api/admin/orders/details/${order.orderId}`)).json()) as { data: AdminOrder }).data;
  expect(stored.refunds?.map((refund) => refund.reason)).toEqual(["partial", "rejected"]);
  expect(stored.refunds?.reduce((sum, refund) => sum + refund.amount, 0)).toBe(stored.totalAmount);
  expect((await inbox.emailsTo(order.email)).filter((email) => email.subject.includes("בוטלה"))).toHaveLength(1);

  // The shopper's own order details show the money that came back.
  await order.shopper.goto("/shop/account");
  await order.shopper.getByRole("row").filter({ hasText: order.orderNumber }).getByRole("button").first().click();
  await expect(order.shopper.getByRole("dialog").getByTestId("order-refunds").getByRole("listitem")).toHaveCount(2);
  await order.shopper.close();
});
