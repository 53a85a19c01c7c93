/**
 * axe on every screen a shopper or the owner can reach, and on every dialog and sheet they open,
 * in English and Hebrew at 1280 and 360 px: any serious or critical violation fails the run.
 *
 * One browser context per language and width walks all the screens (a guest first, then a
 * shopper with an order, then the admin), so the run stays a few minutes long. Violations are
 * collected over the whole walk and printed together, screen by screen, so one run shows them all.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { ADMIN, confirmEmailOf, expect, messages, resetAbuseLimits, test, translate, uniqueEmail, watchContentSecurityPolicy } from "./support";

type Finding = { screen: string; id: string; impact: string; help: string; helpUrl: string; nodes: string[] };

/** Runs axe on what the page shows now and keeps the serious and critical findings. */
async function audit(page: Page, screen: string, findings: Finding[]) {
  // Let MUI's enter transitions finish: a half-faded dialog has no stable colours to judge.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).analyze();
  for (const violation of results.violations) {
    if (violation.impact !== "serious" && violation.impact !== "critical") continue;
    findings.push({
      screen,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.slice(0, 6).map((node) => `${node.target.join(" ")}\n        ${node.failureSummary?.replace(/\n/g, "\n        ") ?? ""}`),
    });
  }
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `● ${f.screen}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.helpUrl}\n${f.nodes.map((n) => `    - ${n}`).join("\n")}`)
    .join("\n\n");
}

/** Opens a path and waits until its main heading is there and its data have come. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

async function settle(page: Page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForLoadState("networkidle");
}

async function closeWithEscape(page: Page, dialog: Locator) {
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/** A shopper with a saved address, a placed (unpaid) order and something in the cart, signed in. */
async function signInShopperWithOrder(context: BrowserContext) {
  const request = context.request;
  const email = uniqueEmail("a11y");
  const password = "Praline!2026";
  expect((await request.post("/api/auth/register", { data: { userName: "Noa Access", email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const me = ((await (await request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user;
  const address = await request.post("/api/shop/address/add", {
    data: { userId: me.id, address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6688101", phone: "+972 3 555 0142", notes: "Third floor" },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const addressId = ((await address.json()) as { data: { _id: string } }).data._id;
  expect((await request.post("/api/shop/cart/add", { data: { userId: me.id, productId: "champagne-truffles", quantity: 1 } })).ok()).toBe(true);
  const order = await request.post("/api/shop/order/create", { data: { userId: me.id, addressId } });
  expect(order.ok(), await order.text()).toBe(true);
  expect((await request.post("/api/shop/cart/add", { data: { userId: me.id, productId: "champagne-truffles", quantity: 1 } })).ok()).toBe(true);
}

const WIDTHS = [1280, 360] as const;

for (const language of ["en", "he"] as const) {
  for (const width of WIDTHS) {
    test(`axe finds no serious or critical violation on any screen (${language}, ${width} px)`, async ({ browser }) => {
      // About a minute on a quiet machine; generous because the whole walk is one test.
      test.setTimeout(600_000);
      const t = (key: string, values?: Record<string, string | number>) => translate(messages(language), key, values);
      const phone = width < 900;
      await resetAbuseLimits();
      const context = await browser.newContext({ viewport: { width, height: phone ? 780 : 900 }, locale: language === "he" ? "he-IL" : "en-US" });
      const cspViolations = watchContentSecurityPolicy(context);
      await context.addInitScript((lng) => window.localStorage.setItem("i18nextLng", lng), language);
      const page = await context.newPage();
      const findings: Finding[] = [];
      const check = (screen: string) => audit(page, screen, findings);

      try {
        // ── A guest in the storefront ──────────────────────────────────────────────────────────
        await visit(page, "/shop/home");
        await check("home");

        if (phone) {
          await page.getByRole("button", { name: t("nav.openMenu") }).click();
          const menu = page.getByRole("dialog");
          await expect(menu).toBeVisible();
          await check("phone menu drawer");
          await closeWithEscape(page, menu);
        }

        await visit(page, "/shop/listing");
        await check("listing");
        await visit(page, "/shop/listing?category=truffles");
        await check("listing, one category");

        if (phone) {
          await page.getByRole("button", { name: t("listing.filters"), exact: true }).click();
          const drawer = page.getByRole("dialog");
          await expect(drawer).toBeVisible();
          await check("filter drawer");
          await closeWithEscape(page, drawer);
        }

        const tile = page.getByRole("article").first();
        await tile.getByRole("button", { name: t("products.viewDetails") }).click();
        const productDialog = page.getByRole("dialog");
        await expect(productDialog).toBeVisible();
        await page.waitForLoadState("networkidle");
        await check("product dialog");
        await closeWithEscape(page, productDialog);

        await tile.getByRole("button", { name: t("products.addToCart") }).click();
        await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("guestCart") ?? "[]").length)).toBe(1);
        await page.getByRole("button", { name: t("header.cart") }).first().click();
        const cartSheet = page.getByRole("dialog");
        await expect(cartSheet).toBeVisible();
        await check("cart sheet (guest, one item)");
        await closeWithEscape(page, cartSheet);

        // Issue 34: a product sold by size, one with a gallery, and the box a shopper fills.
        await visit(page, "/shop/product/signature-truffle-box?variant=TRF-16");
        await check("product page with sizes");
        await visit(page, "/shop/product/hand-painted-truffle-collection-12-pcs");
        await check("product page with a gallery");
        await visit(page, "/shop/product/build-your-own-box");
        const builder = page.getByTestId("box-builder");
        await builder.getByTestId("box-piece").first().waitFor();
        await builder.getByTestId("box-piece").first().getByRole("button").last().click();
        await check("box builder, one piece in");

        // Issue 35: the food filters and the tiles' marks, and a page's declaration with its nutrition table.
        await visit(page, "/shop/listing?freeFrom=treeNuts,peanuts&kosher=parve");
        await check("listing filtered nut-free and parve");
        await visit(page, "/shop/product/madagascar-72-dark-bar");
        await page.getByTestId("product-food").waitFor();
        await check("product page's food section with nutrition");

        await visit(page, "/shop/search?keyword=caramel");
        await check("search results");
        await visit(page, "/shop/search?keyword=zzzzqqq");
        await check("search, no results");
        await visit(page, "/shop/about");
        await check("about");
        await visit(page, "/shop/contact");
        await check("contact");
        await visit(page, "/shop/no-such-chocolate");
        await check("page not found (shop)");
        await visit(page, "/auth/login");
        await check("login");
        await visit(page, "/auth/register");
        await check("register");
        await visit(page, "/unauth-page");
        await check("unauthorised page");
        await visit(page, "/shop/gift-cards/balance");
        await check("gift card balance");

        // ── A signed-in shopper ────────────────────────────────────────────────────────────────
        await signInShopperWithOrder(context);
        await visit(page, "/shop/account");
        await check("account, orders");
        await page.getByRole("button", { name: new RegExp(t("orders.viewDetailsLabel", { id: "" }).trim()) }).first().click();
        const orderDialog = page.getByRole("dialog");
        await expect(orderDialog).toBeVisible();
        await page.waitForLoadState("networkidle");
        await check("order details dialog (shopper)");
        await closeWithEscape(page, orderDialog);

        await visit(page, "/shop/account?tab=address");
        await check("account, addresses (with the address form)");

        await visit(page, "/shop/checkout");
        await check("checkout (with the address form)");
        // The gift section open, with a typed address for the recipient.
        const gift = page.getByTestId("gift-section");
        await gift.getByRole("switch", { name: t("gifts.isGift") }).check();
        await gift.getByRole("radio", { name: t("gifts.destination.oneOff") }).check();
        await expect(gift.getByTestId("gift-address-form")).toBeVisible();
        await check("checkout, the gift section");

        await page.getByRole("button", { name: t("header.cart") }).first().click();
        await expect(cartSheet).toBeVisible();
        await page.waitForLoadState("networkidle");
        await check("cart sheet (shopper)");
        await closeWithEscape(page, cartSheet);

        await visit(page, "/shop/payment-success");
        await check("payment success");
        await visit(page, "/shop/gift-cards");
        await check("gift card purchase");

        // ── The owner ──────────────────────────────────────────────────────────────────────────
        await context.clearCookies();
        expect((await context.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
        await visit(page, "/admin/dashboard");
        await check("admin dashboard");

        if (phone) {
          await page.getByRole("button", { name: t("nav.openMenu") }).click();
          const menu = page.getByRole("dialog");
          await expect(menu).toBeVisible();
          await check("admin menu drawer");
          await closeWithEscape(page, menu);
        }

        await visit(page, "/admin/products");
        await check("admin products");
        await page.getByRole("button", { name: t("admin.productsPage.add") }).click();
        const productSheet = page.getByRole("dialog");
        await expect(productSheet).toBeVisible();
        await check("admin product sheet (new)");
        await closeWithEscape(page, productSheet);
        // A product sold by size: the sheet's options and the table of its variants.
        await page.getByRole("button", { name: t("admin.productsPage.editProduct", { title: language === "he" ? "קופסת הטראפלס של האטלייה" : "Signature Truffle Box" }) }).click();
        await expect(productSheet).toBeVisible();
        await productSheet.getByTestId("variant-table").waitFor();
        await check("admin product sheet (a product sold by size)");
        // Issue 35: a size declared differently opens its own allergen grid.
        await productSheet.getByLabel(t("admin.productsPage.food.variants.declareDifferentlyFor", { variant: language === "he" ? "קופסה של 9" : "Box of 9" }), { exact: true }).check();
        await check("admin product sheet (a size declared differently)");
        await closeWithEscape(page, productSheet);

        await visit(page, "/admin/orders");
        await check("admin orders");
        await page.getByRole("button", { name: new RegExp(t("orders.viewDetailsLabel", { id: "" }).trim()) }).first().click();
        const adminOrder = page.getByRole("dialog");
        await expect(adminOrder).toBeVisible();
        await page.waitForLoadState("networkidle");
        await check("admin order details dialog");
        await closeWithEscape(page, adminOrder);

        await visit(page, "/admin/features");
        await check("admin features");
        await visit(page, "/admin/promotions");
        await check("admin promotions");
        await visit(page, "/admin/gift-cards");
        await check("admin gift cards");
        // The demo shopper's seeded gift: its packing slip (prices hidden) and its card.
        await visit(page, "/admin/orders/seed-order-2026-11-26/packing-slip");
        await check("packing slip of a gift");
        await visit(page, "/admin/orders/seed-order-2026-11-26/gift-card");
        await check("gift card");
        for (const tab of ["general", "homepage", "categories", "brands", "giftWrap", "giftCards"]) {
          await visit(page, `/admin/settings?tab=${tab}`);
          await check(`admin settings, ${tab}`);
        }
        await visit(page, "/admin/no-such-screen");
        await check("page not found (admin)");
      } finally {
        await context.close();
      }

      expect(findings.length, `axe found serious or critical violations (${language}, ${width} px):\n\n${report(findings)}\n`).toBe(0);
      expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
    });
  }
}
