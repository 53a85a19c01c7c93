/**
 * The owner's journeys through the admin panel, checked from the shopper's side: a new product
 * with an uploaded photo reaches the listing and search, a new price shows at once, an order moved
 * to delivered shows in the shopper's account, and settings (currency, homepage sections) change
 * the storefront as soon as they are saved. Labels come from the SPA's own translation files.
 *
 * Every test puts back what it changed (products deleted, settings restored through the API in
 * `finally`), because the other specs run on the same seeded shop after this one.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import type { ShopSettings } from "../packages/contracts/src";
import { declareFood, expect, messages, placePaidOrder, signInAsAdmin, test, translate } from "./support";
import type { Language } from "./support";

/** A real 2×2 PNG: the server judges uploads by their bytes, so it has to be an image. */
// A real 2×2 PNG (made with sharp): the upload now decodes it to make its resized copies.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOosJGrsJFjgFAAGG4DSSYQepwAAAAASUVORK5CYII=",
  "base64",
);

async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lng) => window.localStorage.setItem("i18nextLng", lng), language);
}


async function settingsOf(request: APIRequestContext): Promise<ShopSettings> {
  return ((await (await request.get("/api/common/settings/get")).json()) as { data: ShopSettings }).data;
}

/** Puts the general settings and homepage sections back as they were (as the signed-in admin). */
async function restoreSettings(request: APIRequestContext, before: ShopSettings) {
  const { homePageSections, categories: _categories, brands: _brands, ...general } = before;
  expect((await request.put("/api/admin/settings/general", { data: general })).ok()).toBe(true);
  expect((await request.put("/api/admin/settings/homepage-sections", { data: { homePageSections } })).ok()).toBe(true);
}

for (const language of ["en", "he"] as const) {
  test(`the admin adds a product with a photo, shoppers find it, and a new price shows at once (${language})`, async ({ page, browser }) => {
    // A whole journey in two browsers (upload and its image variants, the shopper's listing, search,
    // the product page, a price change, the delete): 46-66 s on a busy 2-core machine, so twice the default.
    test.setTimeout(120_000);
    const t = (key: string, values?: Record<string, string | number>) => translate(messages(language), key, values);
    await useLanguage(page, language);
    await signInAsAdmin(page, language);
    const settings = await settingsOf(page.request);
    const category = settings.categories[0]!;
    const brand = settings.brands[0]!;
    const title = `Hazelnut praline heart ${Date.now()}`;
    let productId = "";

    try {
      await page.goto("/admin/products");
      await expect(page.locator("html")).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");
      await page.getByRole("button", { name: t("admin.productsPage.add") }).click();
      const sheet = page.getByRole("dialog");
      const add = sheet.getByRole("button", { name: t("admin.productsPage.sheet.add"), exact: true });
      await expect(add).toBeDisabled();

      // The upload starts as soon as the file is chosen.
      await sheet.locator('input[type="file"]').setInputFiles({ name: "praline-heart.png", mimeType: "image/png", buffer: PNG });
      await expect(sheet.getByRole("img", { name: t("admin.imageUpload.uploadedAlt") })).toBeVisible();

      await sheet.getByRole("textbox", { name: t("admin.productsPage.fields.title"), exact: true }).fill(title);
      await sheet.getByRole("textbox", { name: t("admin.productsPage.fields.description"), exact: true }).fill("Roasted Piedmont hazelnuts in milk chocolate.");
      await sheet.getByLabel(t("admin.productsPage.fields.category")).selectOption(category.id);
      await sheet.getByLabel(t("admin.productsPage.fields.brand")).selectOption(brand.id);
      await sheet.getByRole("spinbutton", { name: t("admin.productsPage.fields.price"), exact: true }).fill("0.75");
      await sheet.getByRole("spinbutton", { name: t("admin.productsPage.fields.salePrice"), exact: true }).fill("0");
      await sheet.getByRole("spinbutton", { name: t("admin.productsPage.fields.totalStock"), exact: true }).fill("12");
      await declareFood(sheet, t);
      await expect(add).toBeEnabled();
      const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/products/add"));
      await add.click();
      productId = ((await (await saved).json()) as { data: { _id: string } }).data._id;
      await expect(page.getByText(t("admin.productsPage.toasts.added")).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: title })).toBeVisible();

      // A shopper (a separate browser, no session) finds it in the listing and in search, with its photo.
      const shopper = await browser.newPage();
      await useLanguage(shopper, language);
      await shopper.goto(`/shop/listing?category=${category.id}&sortBy=price-lowtohigh`);
      const tile = shopper.getByRole("article").filter({ hasText: title });
      await expect(tile).toBeVisible();
      await expect(tile).toContainText("0.75");
      // It loads the upload's WebP variant (srcset), not the original PNG.
      const photo = tile.locator("img");
      await expect(photo).toHaveAttribute("srcset", /^\/api\/images\/[0-9a-f-]{36}-2w\.webp 2w$/);
      await expect(photo).toHaveAttribute("src", /\/api\/images\/[0-9a-f-]{36}-2w\.webp$/);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-2w\.webp$/);
      const served = await shopper.request.get((await photo.getAttribute("src")) ?? "");
      expect(served.headers()["content-type"]).toBe("image/webp");
      expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      await shopper.goto(`/shop/search?keyword=${encodeURIComponent("praline heart")}`);
      await expect(shopper.getByRole("article").filter({ hasText: title })).toBeVisible();

      // The owner changes the price; the storefront shows the new one.
      await page.getByRole("button", { name: t("admin.productsPage.editProduct", { title }) }).click();
      await expect(sheet.getByRole("spinbutton", { name: t("admin.productsPage.fields.price"), exact: true })).toHaveValue("0.75");
      await sheet.getByRole("spinbutton", { name: t("admin.productsPage.fields.price"), exact: true }).fill("0.95");
      await sheet.getByRole("button", { name: t("admin.productsPage.sheet.save") }).click();
      await expect(page.getByText(t("admin.productsPage.toasts.updated")).first()).toBeVisible();
      await shopper.goto(`/shop/listing?category=${category.id}&sortBy=price-lowtohigh`);
      await expect(shopper.getByRole("article").filter({ hasText: title })).toContainText("0.95");
      await shopper.close();

      // Deleting asks first, then the product leaves the grid.
      await page.getByRole("button", { name: t("admin.productsPage.deleteProduct", { title }) }).click();
      await page.getByRole("dialog").getByRole("button", { name: t("admin.productsPage.confirmDelete") }).click();
      await expect(page.getByText(t("admin.productsPage.toasts.deleted")).first()).toBeVisible();
      await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
      productId = "";
    } finally {
      if (productId) await page.request.delete(`/api/admin/products/delete/${productId}`);
    }
  });
}

test("the admin's product grid comes a page at a time and Load more brings the rest (he)", async ({ page }) => {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);
  await useLanguage(page, "he");
  await signInAsAdmin(page, "he");
  // The seed holds more products than one page (PAGE_SIZES.adminProducts.default, 24).
  const total = ((await (await page.request.get("/api/admin/products/get?pageSize=60")).json()) as { data: unknown[] }).data.length;
  expect(total).toBeGreaterThan(24);

  await page.goto("/admin/products");
  const grid = page.getByRole("region", { name: t("admin.productsPage.gridLabel") });
  const cards = grid.getByRole("article");
  await expect(cards).toHaveCount(24);
  await expect(page.getByText(t("admin.productsPage.shown_other", { count: 24 }))).toBeVisible();
  const more = page.getByRole("button", { name: t("admin.productsPage.loadMore") });
  const nextPage = page.waitForResponse((response) => response.url().includes("/api/admin/products/get?cursor="));
  await more.click();
  expect((await nextPage).ok()).toBe(true);
  await expect(cards).toHaveCount(Math.min(total, 48));
  if (total <= 48) await expect(more).toHaveCount(0);
  // Each product once.
  const titles = await grid.getByRole("heading").allTextContents();
  expect(new Set(titles).size).toBe(titles.length);
});

test("the admin walks an order to delivered and the shopper's account shows it", async ({ page, browser }) => {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages("en"), key, values);

  // A new shopper places and pays an order through the API, as the checkout would (only a paid
  // order moves on, by the status rules).
  const { shopper, orderNumber } = await placePaidOrder(browser, {
    userName: "Dana Delivered",
    address: { address: "3 Sheinkin St", city: "Tel Aviv", pincode: "6522103", phone: "+972 3 555 0199", notes: "Leave at the door" },
  });
  // People read the order number; the id stays in the address and the API.
  const orderId = orderNumber;

  // The admin finds it at the top of the orders table and moves it along.
  await signInAsAdmin(page, "en");
  await page.goto("/admin/orders");
  await page.getByRole("button", { name: t("orders.viewDetailsLabel", { id: orderId }) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Dana Delivered");
  await expect(dialog).toContainText("3 Sheinkin St");
  for (const status of ["inProcess", "inShipping", "delivered"] as const) {
    await dialog.getByRole("combobox", { name: t("admin.ordersPage.statusLabel") }).click();
    await page.getByRole("option", { name: t(`orders.statuses.${status}`), exact: true }).click();
    // Shipping takes the parcel's tracking number (the first carrier is chosen; e2e/fulfilment.spec.ts walks the rest).
    if (status === "inShipping") await dialog.getByRole("textbox", { name: t("admin.ordersPage.shipment.trackingNumber") }).fill("RR123456789IL");
    await dialog.getByRole("button", { name: t("admin.ordersPage.update") }).click();
    await expect(page.getByText(t("admin.ordersPage.updated")).first()).toBeVisible();
    await expect(dialog.getByRole("list", { name: t("admin.ordersPage.history") })).toContainText(t(`orders.statuses.${status}`));
  }

  // The shopper's account shows it delivered.
  await shopper.goto("/shop/account");
  const row = shopper.getByRole("row").filter({ hasText: orderId });
  await expect(row).toContainText(t("orders.statuses.delivered"));
  await shopper.close();
});

test("currency and homepage sections saved in the admin change the storefront at once (he)", async ({ page, browser }) => {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);
  await useLanguage(page, "he");
  await signInAsAdmin(page, "he");
  const before = await settingsOf(page.request);
  expect(before.currency).toBe("USD");
  expect(before.homePageSections.shopByBrand.enabled).toBe(true);

  try {
    await page.goto("/admin/settings");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.getByRole("combobox", { name: t("admin.settingsPage.general.fields.currency") }).click();
    await page.getByRole("option", { name: t("admin.settingsPage.general.currencies.ILS") }).click();
    await page.getByRole("button", { name: t("admin.settingsPage.general.save") }).click();
    await expect(page.getByText(t("admin.settingsPage.toasts.success.general")).first()).toBeVisible();

    await page.getByRole("tab", { name: t("admin.settingsPage.tabs.homepage") }).click();
    const shopByBrand = t("admin.settingsPage.homepage.sections.shopByBrand");
    await page.getByRole("switch", { name: t("admin.settingsPage.homepage.enabledFor", { section: shopByBrand }) }).uncheck();
    await page.getByRole("button", { name: t("admin.settingsPage.homepage.save") }).click();
    await expect(page.getByText(t("admin.settingsPage.toasts.success.homepage")).first()).toBeVisible();

    // A shopper opening the shop now sees shekels and no "shop by brand".
    const shopper = await browser.newPage();
    await useLanguage(shopper, "he");
    await shopper.goto("/shop/home");
    await expect(shopper.getByRole("heading", { name: t("home.shopByCategory") })).toBeVisible();
    await expect(shopper.getByRole("heading", { name: t("home.shopByBrand") })).toHaveCount(0);
    await shopper.goto("/shop/listing");
    await expect(shopper.getByRole("article").first()).toContainText("₪");
    await expect(shopper.getByRole("article").first()).not.toContainText("$");
    await shopper.close();
  } finally {
    await restoreSettings(page.request, before);
  }
  const after = await settingsOf(page.request);
  expect(after.currencySymbol).toBe("$");
  expect(after.homePageSections.shopByBrand.enabled).toBe(true);
});
