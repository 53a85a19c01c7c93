/**
 * Fulfilment, from the owner's panel to the shopper's account: the admin moves a paid order to in
 * shipping with a carrier and a tracking number, the shopper's order details show the carrier and a
 * tracking link (and the shipping email in their inbox the same), and the order's packing slip opens from the admin's details in a tab of its own,
 * hides its prices for a gift and switches to Hebrew (right to left, numbers left to right). axe
 * checks the slip in both languages. Labels come from the SPA's own translation files.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, inbox, messages, placePaidOrder, signInAsAdmin, test, translate } from "./support";

const t = (key: string, values?: Record<string, string | number>) => translate(messages("en"), key, values);
const he = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);


/** axe's serious and critical findings on what the page shows now. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

test("the admin ships an order with its carrier and tracking number; the shopper follows the link; the packing slip prints in both languages", async ({ page, browser }) => {
  // Two browsers, an order paid at the sandbox, a status walk, a new tab and axe twice: generous on a busy 2-core machine.
  test.setTimeout(150_000);
  const paid = await placePaidOrder(browser, {
    userName: "Dana Shipped",
    quantity: 2,
    address: { address: "3 Sheinkin St", city: "Tel Aviv", pincode: "6522103", phone: "+972 3 555 0199", notes: "Leave with the neighbour" },
  });
  const { shopper } = paid;
  const order = { id: paid.orderId, label: paid.orderNumber };
  const trackingNumber = "1Z999AA10123456784";

  // The admin moves it on to in process, then to in shipping with UPS and the parcel's number.
  await signInAsAdmin(page);
  await page.goto("/admin/orders");
  await page.getByRole("button", { name: t("orders.viewDetailsLabel", { id: order.label }) }).click();
  const dialog = page.getByRole("dialog");
  const setStatus = async (status: string) => {
    await dialog.getByRole("combobox", { name: t("admin.ordersPage.statusLabel") }).click();
    await page.getByRole("option", { name: t(`orders.statuses.${status}`), exact: true }).click();
  };
  await setStatus("inProcess");
  await dialog.getByRole("button", { name: t("admin.ordersPage.update") }).click();
  await expect(dialog.getByRole("list", { name: t("admin.ordersPage.history") })).toContainText(t("orders.statuses.inProcess"));

  await setStatus("inShipping");
  const shipping = dialog.getByRole("group", { name: t("admin.ordersPage.shipment.title") });
  // Without a number the form says so and sends nothing.
  await dialog.getByRole("button", { name: t("admin.ordersPage.update") }).click();
  await expect(shipping).toContainText(t("admin.ordersPage.shipment.trackingRequired"));
  await shipping.getByRole("combobox", { name: t("admin.ordersPage.shipment.carrier") }).click();
  await page.getByRole("option", { name: "UPS", exact: true }).click();
  await shipping.getByRole("textbox", { name: t("admin.ordersPage.shipment.trackingNumber") }).fill(trackingNumber);
  await dialog.getByRole("button", { name: t("admin.ordersPage.update") }).click();
  await expect(page.getByText(t("admin.ordersPage.updated")).first()).toBeVisible();
  const shipment = dialog.getByTestId("order-shipment");
  await expect(shipment).toContainText("UPS");
  await expect(shipment.getByTestId("tracking-number")).toHaveText(trackingNumber);
  // The history says who moved it.
  const history = dialog.getByRole("list", { name: t("admin.ordersPage.history") });
  await expect(history.getByRole("listitem").last()).toContainText(t("admin.ordersPage.by.named", { name: "Atelier Admin" }));

  // The shopper's order details show the carrier and the tracking link, opening in a new tab.
  await shopper.goto("/shop/account");
  await shopper.getByRole("button", { name: t("orders.viewDetailsLabel", { id: order.label }) }).click();
  const details = shopper.getByRole("dialog", { name: t("orders.details.title") });
  await expect(details.getByRole("region", { name: t("orders.shipment.title"), exact: true })).toContainText("UPS");
  const track = details.getByRole("link", { name: t("orders.shipment.trackLabel", { carrier: "UPS" }) });
  await expect(track).toHaveAttribute("href", `https://www.ups.com/track?tracknum=${trackingNumber}`);
  await expect(track).toHaveAttribute("target", "_blank");
  await expect(track).toHaveAttribute("rel", "noopener noreferrer");
  await shopper.close();

  // The shopper's inbox has the shipping email, with the carrier, the number and the same link.
  const shipped = await inbox.waitForEmail({ to: paid.email, subjectIncludes: "is on its way" });
  expect(shipped.html).toContain("UPS");
  expect(shipped.html).toContain(trackingNumber);
  expect(shipped.text).toContain(`Tracking number: ${trackingNumber}`);
  expect(shipped.text).toContain(`https://www.ups.com/track?tracknum=${trackingNumber}`);

  // The packing slip opens from the admin's details in a tab of its own.
  const [slipPage] = await Promise.all([
    page.context().waitForEvent("page"),
    dialog.getByRole("link", { name: t("admin.ordersPage.packingSlipLabel", { id: order.label }) }).click(),
  ]);
  await expect(slipPage).toHaveURL(new RegExp(`/admin/orders/${order.id}/packing-slip$`));
  const slip = slipPage.getByTestId("packing-slip");
  await expect(slip).toHaveAttribute("lang", "en");
  await expect(slip.getByTestId("slip-order-number")).toHaveText(order.label);
  await expect(slip.getByRole("region", { name: t("admin.packingSlip.slip.shipTo") })).toContainText("Dana Shipped");
  await expect(slip.getByRole("region", { name: t("admin.packingSlip.slip.shipTo") })).toContainText("+972 3 555 0199");
  await expect(slip).toContainText("Leave with the neighbour");
  await expect(slip.getByRole("columnheader", { name: t("admin.packingSlip.slip.unitPrice") })).toBeVisible();
  await expect(slip.getByTestId("slip-totals")).toContainText("$");
  expect(await axeFindings(slipPage), "axe on the packing slip (en)").toEqual([]);

  // A gift: no prices anywhere on it.
  await slipPage.getByRole("switch", { name: t("admin.packingSlip.hidePrices") }).check();
  await expect(slip.getByRole("columnheader", { name: t("admin.packingSlip.slip.unitPrice") })).toHaveCount(0);
  await expect(slip.getByTestId("slip-totals")).toHaveCount(0);
  await expect(slip).not.toContainText("$");
  await expect(slip).toContainText(t("admin.packingSlip.slip.giftNote", { shop: "Cocoa Atelier" }));

  // In Hebrew: right to left, its words Hebrew, the order number and phone left to right.
  await slipPage.getByRole("button", { name: "עברית" }).click();
  await expect(slip).toHaveAttribute("dir", "rtl");
  await expect(slip.getByRole("heading", { name: he("admin.packingSlip.slip.heading") })).toBeVisible();
  await expect(slip.getByRole("region", { name: he("admin.packingSlip.slip.shipTo") })).toBeVisible();
  await expect(slip.getByTestId("slip-order-number").locator("[dir=ltr]")).toHaveText(order.label);
  await expect(slip.getByText("+972 3 555 0199")).toHaveAttribute("dir", "ltr");
  await slipPage.getByRole("switch", { name: t("admin.packingSlip.hidePrices") }).uncheck();
  await expect(slip.getByRole("columnheader", { name: he("admin.packingSlip.slip.unitPrice") })).toBeVisible();
  expect(await axeFindings(slipPage), "axe on the packing slip (he)").toEqual([]);

  // Printing shows the slip alone: the toolbar is for the screen.
  await slipPage.emulateMedia({ media: "print" });
  await expect(slipPage.getByTestId("packing-slip-toolbar")).toBeHidden();
  await expect(slip).toBeVisible();
  await slipPage.close();
});
