/**
 * The owner reads the Insights screen (issue 37) in Hebrew: a shopper's order is paid at the sandbox,
 * the admin opens Insights from the side menu, and today's figures hold it (revenue, paid orders,
 * the product among the best sellers, its numbers as a table), right to left with figures left to
 * right; at 360 px nothing runs off the side. axe checks the screen. Words from the SPA's own packs.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, messages, placePaidOrder, signInAsAdmin, test, translate } from "./support";

const he = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);


test("the owner reads today's sales on the Insights screen, in Hebrew, at 1280 and 360 px", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await placePaidOrder(browser, {
    userName: "Dana Insights",
    quantity: 2,
    address: { address: "3 Sheinkin St", city: "Tel Aviv", pincode: "6522103", phone: "+972 3 555 0199", notes: "Ring twice" },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  await signInAsAdmin(page, "he");
  await page.getByRole("link", { name: he("admin.insights") }).first().click();
  await expect(page).toHaveURL(/\/admin\/insights$/);
  await expect(page.getByRole("heading", { level: 1, name: he("adminInsights.title") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  await page.getByRole("button", { name: he("adminInsights.range.today") }).click();
  const revenue = page.getByRole("region", { name: he("adminInsights.kpi.revenue"), exact: true });
  await expect(revenue).toBeVisible();
  await expect(revenue.locator("bdi").first()).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("region", { name: he("adminInsights.kpi.paidOrders"), exact: true })).not.toContainText(/^0$/);
  // The chart draws, and its numbers are in a table (shown on demand).
  await expect(page.locator("svg").filter({ has: page.locator("rect") }).first()).toBeVisible();
  const sellers = page.getByRole("table", { name: he("adminInsights.bestSellers") });
  await expect(sellers.getByRole("row")).not.toHaveCount(1);
  await page.getByRole("button", { name: he("adminInsights.showTable") }).first().click();
  await expect(page.getByRole("table", { name: he("adminInsights.revenuePerDay") })).toBeVisible();

  const findings = (await new AxeBuilder({ page }).analyze()).violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(findings.map((violation) => violation.id)).toEqual([]);

  // At 360 px the screen reads without running off the side.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(revenue).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
