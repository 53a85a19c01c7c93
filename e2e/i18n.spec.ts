/**
 * Every screen, in English and in Hebrew, as its visitor sees it: no raw `{{placeholder}}` in the
 * text or in what a screen reader announces (aria-label, alt, title, placeholder), and a browser
 * tab title that names the page in the page's language, and email, phone and URL fields that read
 * left to right in both languages. Labels come from the SPA's own translation files.
 */
import type { Page } from "@playwright/test";
import { ADMIN, SHOPPER, expect, messages, signIn, test, translate, type Language } from "./support";

const SITE = "Cocoa Atelier";

/** Path and the i18n key of the page name its tab title starts with (undefined: the home page). */
type Screen = [path: string, titleKey: string | undefined];
const GUEST_SCREENS: Screen[] = [
  ["/shop/home", undefined],
  ["/shop/listing", "pages.listing.title"],
  ["/shop/search?keyword=truffle", "pages.search.title"],
  ["/shop/about", "pages.about.title"],
  ["/shop/contact", "pages.contact.title"],
  ["/shop/no-such-page", "errors.notFound.title"],
  ["/auth/login", "auth.login.submit"],
  ["/auth/register", "auth.register.submit"],
];
const SHOPPER_SCREENS: Screen[] = [
  ["/shop/account", "pages.account.title"],
  ["/shop/checkout", "pages.checkout.title"],
  ["/shop/payment-success", "pages.paymentSuccess.title"],
  ["/unauth-page", "errors.unauth.title"],
];
const ADMIN_SCREENS: Screen[] = [
  ["/admin/dashboard", "admin.dashboard"],
  ["/admin/products", "admin.products"],
  ["/admin/orders", "admin.orders"],
  ["/admin/features", "admin.features"],
  ["/admin/settings", "admin.settings"],
];

/** Text and announced names on the page that still hold `{{`. */
async function rawPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.body.innerText.includes("{{")) found.push(...document.body.innerText.split("\n").filter((line) => line.includes("{{")));
    for (const element of document.querySelectorAll("*")) {
      for (const name of ["aria-label", "aria-roledescription", "aria-valuetext", "alt", "title", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value?.includes("{{")) found.push(`${element.tagName.toLowerCase()}[${name}="${value}"]`);
      }
    }
    if (document.title.includes("{{")) found.push(`<title>${document.title}`);
    return found;
  });
}

/**
 * Email, phone and URL inputs that do not read left to right from the left edge (in Hebrew an email
 * was right-aligned, its start cut off).
 */
async function notLeftToRight(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="email"], input[type="tel"], input[type="url"], input[autocomplete="postal-code"]')]
      .filter((input) => {
        const style = getComputedStyle(input);
        return style.direction !== "ltr" || !["start", "left"].includes(style.textAlign);
      })
      .map((input) => `${input.name || input.type}: ${getComputedStyle(input).direction} ${getComputedStyle(input).textAlign}`),
  );
}

async function checkScreens(page: Page, language: Language, screens: Screen[]) {
  const dictionary = messages(language);
  await page.evaluate((lng) => window.localStorage.setItem("i18nextLng", lng), language);
  for (const [path, titleKey] of screens) {
    await page.goto(path);
    // The first screen may wait for a cold function on a busy machine.
    await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html"), path).toHaveAttribute("lang", language);
    await expect(page.locator("html"), path).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");
    expect(await rawPlaceholders(page), `${language} ${path}`).toEqual([]);
    expect(await notLeftToRight(page), `${language} ${path}`).toEqual([]);
    if (titleKey) await expect(page, `${language} ${path}`).toHaveTitle(`${translate(dictionary, titleKey)} · ${SITE}`);
    else await expect(page, `${language} ${path}`).toHaveTitle(language === "he" ? `${SITE} · ${translate(dictionary, "app.tagline")}` : /Cocoa Atelier/);
  }
}

// Each test walks several screens on a machine the other stacks share.
test.describe.configure({ timeout: 180_000 });

for (const language of ["en", "he"] as const) {
  test(`the storefront in ${language} has no raw placeholders and names each page in the tab`, async ({ page }) => {
    await page.goto("/shop/home");
    await checkScreens(page, language, GUEST_SCREENS);
    // The carousel announces each slide as "1 of 3" (a raw "{{total}}" was announced in Hebrew).
    await page.goto("/shop/home");
    const carousel = page.getByRole("region", { name: translate(messages(language), "home.carousel.label") });
    const slide = carousel.getByRole("group").first();
    await expect(slide).toHaveAttribute("aria-label", language === "he" ? /^1 מתוך \d+$/ : /^1 of \d+$/);
  });

  test(`the shopper's account and checkout in ${language} have no raw placeholders`, async ({ page }) => {
    await signIn(page, SHOPPER);
    await expect(page).toHaveURL(/\/shop\/home$/);
    await checkScreens(page, language, SHOPPER_SCREENS);
  });

  test(`the admin panel in ${language} has no raw placeholders`, async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await checkScreens(page, language, ADMIN_SCREENS);
  });
}
