/**
 * A page for every product, in English and in Hebrew: a tile's title opens the product's page; its
 * address, opened in a new browser, shows the same product; the shopper buys from the page; the quick
 * view shows the product's address and Back closes it; an unknown product shows the not-found page;
 * axe finds nothing serious on the page. Words come from the SPA's own locale files.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { addAddressInForm, confirmEmailOf, expect, messages, test, translate, uniqueEmail, type Language } from "./support";

const SANDBOX_PAY = { en: "Pay now", he: "לתשלום" } as const;

/**
 * The storefront address in the test's language. A Hebrew shopper's stored choice takes over only after
 * the English first paint hydrates; the tests read titles off the page, so they ask for Hebrew in the
 * address (`?lang=he`, as a shared Hebrew link or a crawler does) and get it from the first paint.
 */
function inTestLanguage(path: string, language: Language): string {
  return language === "he" ? `${path}${path.includes("?") ? "&" : "?"}lang=he` : path;
}

/** The listing's address as the test left it, with or without the language it asked for. */
const LISTING_URL = /\/shop\/listing(\?lang=he)?$/;

async function inLanguage(page: Page, language: Language) {
  if (language === "he") await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
}

async function freshPage(browser: Browser, language: Language) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await inLanguage(page, language);
  return { context, page };
}

/**
 * A product page's address. A tile followed before the app has started is a plain link, so its page
 * comes in the browser's language, and a stored Hebrew choice then asks for it again with ?lang=he.
 */
const PRODUCT_URL = /\/shop\/product\/[a-z0-9-]+(\?lang=he)?$/;

/** Opens the first tile's product page by its title link, and waits for that page (not the listing's h1). */
async function openFirstProductPage(page: Page) {
  const link = page.getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await link.textContent())?.trim() ?? "";
  await link.click();
  await expect(page).toHaveURL(PRODUCT_URL);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

for (const language of ["en", "he"] as const) {
  const t = (key: string, values?: Record<string, string | number>) => translate(messages(language), key, values);

  test.describe(`product page (${language})`, () => {
    test.beforeEach(async ({ page }) => inLanguage(page, language));

    test("a tile opens the product's page; its address shared to a new browser shows the same product", async ({ page, browser }) => {
      await page.goto(inTestLanguage("/shop/listing?category=truffles", language));
      const tile = page.getByRole("article").first();
      const link = tile.getByRole("heading").getByRole("link");
      const title = (await link.textContent())?.trim() ?? "";
      expect(title).not.toBe("");
      await link.click();

      await expect(page).toHaveURL(PRODUCT_URL);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");
      await expect(page.getByRole("heading", { name: t("reviews.title") })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, "\\$&")} · `));
      await expect(page.getByRole("link", { name: t("productPage.backToProducts") })).toHaveAttribute("href", "/shop/listing");

      // Share: the copied address, opened in another browser, shows the same product.
      const shared = page.url();
      const other = await freshPage(browser, language);
      await other.page.goto(shared);
      await expect(other.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(other.page.getByRole("img", { name: title })).toBeVisible();
      await other.context.close();
    });

    test("a shopper adds to the cart from the product page and checks out", async ({ page }) => {
      const email = uniqueEmail(`product-page-${language}`);
      const password = "Truffle!2026";
      expect((await page.request.post("/api/auth/register", { data: { userName: "Noa Page", email, password } })).ok()).toBe(true);
      await confirmEmailOf(email);

      await page.goto(inTestLanguage("/shop/listing?category=bars", language));
      await openFirstProductPage(page);
      await page.getByRole("main").getByRole("button", { name: t("products.addToCart") }).click();
      await expect(page.getByText(t("cart.added")).first()).toBeVisible();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("guestCart") ?? "[]").length)).toBe(1);

      await page.goto("/auth/login");
      await page.getByRole("button", { name: t("auth.login.submit") }).waitFor();
      await page.getByLabel(t("auth.fields.email")).fill(email);
      await page.getByLabel(t("auth.fields.password")).fill(password);
      await page.getByRole("button", { name: t("auth.login.submit") }).click();
      await expect(page).toHaveURL(/\/shop\/home$/);

      await page.goto("/shop/checkout");
      await addAddressInForm(page, t, { address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6688101", phone: "+972 3 555 0102", notes: "Second floor" });
      await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
      await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
      await page.getByRole("button", { name: SANDBOX_PAY[language] }).click();
      await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();
    });

    test("the quick view shows the product's address, Back closes it, and a reload shows the page", async ({ page }) => {
      await page.goto(inTestLanguage("/shop/listing", language));
      const tile = page.getByRole("article").first();
      const title = (await tile.getByRole("heading").textContent())?.trim() ?? "";
      const href = await tile.getByRole("heading").getByRole("link").getAttribute("href");
      await tile.getByRole("button", { name: t("products.viewDetails") }).click();
      const dialog = page.getByRole("dialog", { name: title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${href}$`));

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(LISTING_URL);
      await expect(page.getByRole("article").first()).toBeVisible();

      // Closed by its button: the address goes back to the listing too.
      await tile.getByRole("button", { name: t("products.viewDetails") }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: t("common.close") }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(LISTING_URL);

      // Opened again and reloaded: the full page.
      await tile.getByRole("button", { name: t("products.viewDetails") }).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("an unknown product shows the not-found page", async ({ page }) => {
      await page.goto("/shop/product/no-such-chocolate");
      await expect(page.getByRole("heading", { name: t("errors.notFound.title") })).toBeVisible();
    });

    test("axe finds no serious or critical violation on a product page", async ({ page }) => {
      await page.goto(inTestLanguage("/shop/listing", language));
      await openFirstProductPage(page);
      await page.waitForTimeout(400);
      // The product page's own content; the shell around it (header, footer) is accessibility.spec.ts's.
      const results = await new AxeBuilder({ page }).include("main").analyze();
      const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  });
}
