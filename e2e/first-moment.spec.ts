/**
 * What a visitor meets in the first moment (issue 30): a Hebrew browser's first page arrives in Hebrew
 * and stays put; a language chosen on an earlier visit is there before anything is drawn; and text
 * typed, or filled in by a password manager, the moment a form's field appears is still there when the
 * form is sent, on every form screen, reached by a link inside the shop and by a full load.
 */
import type { Page } from "@playwright/test";
import { SHOPPER, confirmEmailOf, expect, inbox, messages, test, translate, uniqueEmail, untilHydrated } from "./support";

const t = (key: string, values?: Record<string, string | number>) => translate(messages("en"), key, values);

declare global {
  interface Window {
    /** Every `<html lang/dir>` the page had, in order (first-moment.spec.ts). */
    __languages?: string[];
    /** The page's layout shift, as CLS adds it up (first-moment.spec.ts). */
    __shift?: number;
  }
}

test.describe("a Hebrew browser on a plain address", () => {
  test.use({ locale: "he-IL" });

  test("gets its first page in Hebrew, right to left, from the first response, and nothing moves when the app starts", async ({ page }) => {
    await page.addInitScript(() => {
      window.__languages = [];
      // On the document, not its <html>: the parser puts its own <html> in place after this script.
      new MutationObserver((changes) => {
        const html = document.documentElement;
        if (changes.some((change) => change.target === html)) window.__languages!.push(`${html.lang}/${html.dir}`);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["lang", "dir"] });
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) window.__shift! += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const response = await page.goto("/shop/product/dark-chocolate-swan");
    expect(response?.status()).toBe(200);
    expect(await response!.text()).toMatch(/<html lang="he" dir="rtl"/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("ברבור שוקולד מריר");
    await untilHydrated(heading);
    await page.waitForLoadState("networkidle");
    // Hebrew from the first byte to the hydrated page: never English, never left to right.
    for (const seen of (await page.evaluate(() => window.__languages)) ?? []) expect(seen).toBe("he/rtl");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
    // Nothing was stored on the visitor's behalf: the browser's language is not a choice.
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBeNull();
  });

  test("with English chosen on an earlier visit, gets English, with no Hebrew drawn first", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("i18nextLng", "en");
      // What each document of the visit drew before it was left: its language and its paints.
      addEventListener("pagehide", () => {
        const seen = JSON.parse(sessionStorage.getItem("documents") ?? "[]") as unknown[];
        seen.push({ lang: document.documentElement.lang, paints: performance.getEntriesByType("paint").map((entry) => entry.name) });
        sessionStorage.setItem("documents", JSON.stringify(seen));
      });
    });
    await page.goto("/shop/product/dark-chocolate-swan");
    await expect(page).toHaveURL(/\/shop\/product\/dark-chocolate-swan\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dark Chocolate Swan");
    // The Hebrew page the server answered first gave way before drawing any of its content.
    const left = (await page.evaluate(() => JSON.parse(sessionStorage.getItem("documents") ?? "[]"))) as Array<{ lang: string; paints: string[] }>;
    expect(left).toHaveLength(1);
    expect(left[0]!.lang).toBe("he");
    expect(left[0]!.paints).not.toContain("first-contentful-paint");
  });
});

/** Fills `text` into the field the moment it is on screen, as a password manager would. */
async function fillAtOnce(page: Page, name: string, text: string) {
  await page.getByRole("textbox", { name, exact: true }).fill(text);
}

/** Whatever the screen still had to load (its code, texts, sign-in scope) has arrived, and then some. */
async function settled(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
}

type Arrival = "a link in the shop" | "a full load";
const ARRIVALS: Arrival[] = ["a link in the shop", "a full load"];

/**
 * Code that arrives late, as on a slow phone's connection: every script asked for from now on comes a
 * second late, so a screen reached by a link takes that long to replace the one before it.
 */
async function slowScripts(page: Page) {
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue().catch(() => {}); // the page may have moved on meanwhile
  });
}

/**
 * Opens `path`: by following the link named `link` from `from` (its screen's code slow to come), or by
 * loading the address. Returns once the address bar shows it, which is when a shopper starts typing.
 */
async function arrive(page: Page, how: Arrival, path: RegExp, from: string, link: { role: "link" | "button"; name: string }, full: string) {
  if (how === "a full load") {
    await page.goto(full);
  } else {
    await page.goto(from);
    await page.waitForLoadState("networkidle");
    await slowScripts(page);
    await page.getByRole(link.role, { name: link.name, exact: true }).first().click();
  }
  await page.waitForURL(path);
}

test.describe("text filled in the moment a field appears is still there when the form is sent", () => {
  for (const how of ARRIVALS) {
    test(`sign-in, reached by ${how}`, async ({ page }) => {
      await arrive(page, how, /\/auth\/login/, "/auth/register", { role: "link", name: t("auth.register.loginLink") }, "/auth/login");
      await fillAtOnce(page, t("auth.fields.email"), SHOPPER.email);
      await page.getByLabel(t("auth.fields.password"), { exact: true }).fill(SHOPPER.password);
      await settled(page);
      await expect(page.getByRole("textbox", { name: t("auth.fields.email") })).toHaveValue(SHOPPER.email);
      await page.getByRole("button", { name: t("auth.login.submit") }).click();
      await expect(page).not.toHaveURL(/\/auth\/login/);
      await expect(page.getByRole("button", { name: t("header.accountMenu") })).toBeVisible();
    });

    test(`register, reached by ${how}`, async ({ page }) => {
      const email = uniqueEmail("first-moment");
      await arrive(page, how, /\/auth\/register/, "/auth/login", { role: "link", name: t("auth.login.registerLink") }, "/auth/register");
      await fillAtOnce(page, t("auth.fields.email"), email);
      await fillAtOnce(page, t("auth.fields.userName"), "Noa Early");
      await page.getByLabel(t("auth.fields.password"), { exact: true }).fill("Gianduja!2026");
      await settled(page);
      await expect(page.getByRole("textbox", { name: t("auth.fields.userName") })).toHaveValue("Noa Early");
      await expect(page.getByRole("textbox", { name: t("auth.fields.email") })).toHaveValue(email);
      await page.getByRole("button", { name: t("auth.register.submit") }).click();
      await expect(page).not.toHaveURL(/\/auth\/register/);
    });

    test(`forgot password, reached by ${how}`, async ({ page }) => {
      await arrive(page, how, /\/auth\/forgot-password/, "/auth/login", { role: "link", name: t("auth.forgotPassword") }, "/auth/forgot-password");
      await fillAtOnce(page, t("passwordReset.fields.email"), SHOPPER.email);
      await settled(page);
      await page.getByRole("button", { name: t("passwordReset.forgot.submit") }).click();
      await expect(page.getByRole("heading", { level: 1, name: t("passwordReset.forgot.sentTitle") })).toBeVisible();
      await expect(page.getByText(SHOPPER.email)).toBeVisible();
    });

    test(`contact, reached by ${how}`, async ({ page }) => {
      await arrive(page, how, /\/shop\/contact/, "/shop/home", { role: "link", name: t("nav.contact") }, "/shop/contact");
      await fillAtOnce(page, t("contact.form.name"), "Dana Early");
      await fillAtOnce(page, t("contact.form.email"), "dana@example.com");
      await settled(page);
      await page.getByLabel(t("contact.form.subject")).selectOption({ index: 1 });
      await fillAtOnce(page, t("contact.form.message"), "Do you make swans for weddings?");
      await expect(page.getByRole("textbox", { name: t("contact.form.name") })).toHaveValue("Dana Early");
      await page.getByRole("button", { name: t("contact.form.send") }).click();
      // The API refuses a message without a name or an email: it went out with what was typed first.
      await expect(page.getByText(t("contact.form.success")).first()).toBeVisible();
    });

    test(`search, reached by ${how}`, async ({ page }) => {
      await arrive(page, how, /\/shop\/search/, "/shop/home", { role: "link", name: t("nav.search") }, "/shop/search");
      await page.getByLabel("Search products").fill("swan");
      await settled(page);
      await expect(page.getByLabel("Search products")).toHaveValue("swan");
      await expect(page.getByRole("heading", { name: "Dark Chocolate Swan" }).first()).toBeVisible();
    });
  }

  test("reset password, reached by the emailed link", async ({ page }) => {
    const email = uniqueEmail("first-moment-reset");
    expect((await page.request.post("/api/auth/register", { data: { userName: "Eden Early", email, password: "Gianduja!2026" } })).ok()).toBe(true);
    expect((await page.request.post("/api/auth/password-reset", { data: { email } })).ok()).toBe(true);
    const mail = await inbox.waitForEmail({ to: email, subjectIncludes: "Reset your password" });
    const link = /https?:\/\/\S+\/auth\/action\?mode=resetPassword\S+/.exec(mail.text)?.[0];
    expect(link, "the reset link in the email").toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    const newPassword = "Praline-New!2027";
    await page.getByLabel(t("passwordReset.fields.password"), { exact: true }).fill(newPassword);
    await page.getByLabel(t("passwordReset.fields.confirm"), { exact: true }).fill(newPassword);
    await settled(page);
    await expect(page.getByLabel(t("passwordReset.fields.password"), { exact: true })).toHaveValue(newPassword);
    await page.getByRole("button", { name: t("passwordReset.reset.submit") }).click();
    await expect(page.getByRole("heading", { level: 1, name: t("passwordReset.reset.doneTitle") })).toBeVisible();
  });

  for (const how of ARRIVALS) {
    test(`checkout's address form and the account's name, reached by ${how}`, async ({ page }) => {
      const email = uniqueEmail("first-moment-checkout");
      const password = "Gianduja!2026";
      expect((await page.request.post("/api/auth/register", { data: { userName: "Lior Early", email, password } })).ok()).toBe(true);
      await confirmEmailOf(email);
      expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
      const me = (await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } };
      expect((await page.request.post("/api/shop/cart/add", { data: { userId: me.user.id, productId: "champagne-truffles", quantity: 1 } })).ok()).toBe(true);

      // Checkout, from the cart sheet or by its address.
      if (how === "a full load") {
        await page.goto("/shop/checkout");
      } else {
        await page.goto("/shop/home");
        await page.waitForLoadState("networkidle");
        await page.getByRole("button", { name: new RegExp(`^${t("header.cart")}`) }).first().click();
        await page.getByRole("dialog", { name: t("cart.title") }).getByRole("link", { name: t("cart.checkout") }).click();
      }
      await expect(page).toHaveURL(/\/shop\/checkout/);
      const street = page.getByRole("textbox", { name: t("addresses.fields.address"), exact: true });
      await street.fill("7 Nahalat Binyamin");
      await settled(page);
      await expect(street).toHaveValue("7 Nahalat Binyamin");
      for (const [field, value] of [["city", "Tel Aviv"], ["pincode", "6514107"], ["phone", "+972 3 555 0101"], ["notes", "Ring twice"]] as const) {
        await page.getByRole("textbox", { name: t(`addresses.fields.${field}`), exact: true }).fill(value);
      }
      await page.getByRole("button", { name: t("addresses.add") }).click();
      await expect(page.getByText(t("addresses.added")).first()).toBeVisible();
      await expect(page.getByRole("radiogroup", { name: t("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/7 Nahalat Binyamin/);

      // The account's profile: its name field.
      if (how === "a full load") {
        await page.goto("/shop/account?tab=profile");
      } else {
        await page.getByRole("button", { name: t("header.accountMenu") }).click();
        await page.getByRole("menuitem", { name: t("header.account") }).click();
        await expect(page).toHaveURL(/\/shop\/account/);
        await page.getByRole("tab", { name: t("account.tabs.profile") }).click();
      }
      const name = page.getByRole("textbox", { name: t("profile.name.label") });
      await name.fill("Lior Early-Bird");
      await settled(page);
      await expect(name).toHaveValue("Lior Early-Bird");
      await page.getByRole("button", { name: t("profile.name.save") }).click();
      await expect(page.getByText(t("profile.name.saved")).first()).toBeVisible();
    });
  }
});
