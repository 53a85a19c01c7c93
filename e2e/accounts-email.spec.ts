/**
 * The account emails, end to end in English and Hebrew, with the real emails from the local inbox:
 * a new shopper cannot pay before confirming the email, opens the emailed link, and checks out; a
 * shopper who forgot the password asks for a link, chooses a new password on the emailed page, finds
 * the old browser's session gone, and signs in with the new password. axe checks each new page.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { addAddressInForm, expect, inbox, messages, test, translate, uniqueEmail, type Language } from "./support";

const SANDBOX_PAY = { en: "Pay now", he: "לתשלום" } as const;
const MAIL_SUBJECT = {
  verify: { en: "Confirm your email address", he: "אישור כתובת הדוא״ל" },
  reset: { en: "Reset your password", he: "איפוס הסיסמה" },
} as const;

/** Serious or critical axe findings on what the page shows now (none expected). */
async function expectNoSeriousAxeFindings(page: Page, screen: string) {
  await page.waitForTimeout(300); // MUI's enter transitions
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  expect(serious, `axe on ${screen}`).toEqual([]);
}

/** The shop's action link in an email: its path and query, to open on the stack under test. */
function actionLinkOf(text: string, mode: string, language: Language): string {
  const found = text.match(/https?:\/\/[^\s]+\/auth\/action\?[^\s]+/);
  expect(found, `an action link in: ${text}`).not.toBeNull();
  const url = new URL(found![0]);
  expect(url.searchParams.get("mode")).toBe(mode);
  expect(url.searchParams.get("lang")).toBe(language);
  expect(url.searchParams.get("oobCode")).toMatch(/^[A-Za-z0-9_-]+$/);
  return `${url.pathname}${url.search}`;
}

async function newPageIn(browser: Browser, language: Language | null): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (language === "he") await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  return page;
}

for (const language of ["en", "he"] as const) {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(messages(language), key, values);
  const dir = language === "he" ? "rtl" : "ltr";

  test(`a new shopper confirms the emailed link and then checks out (${language})`, async ({ page }) => {
    if (language === "he") await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
    const email = uniqueEmail(`verify-${language}`);
    const password = "Truffle!2026";

    // Registers through the form, in the page's language, and is signed in.
    await page.goto("/auth/register");
    await page.getByRole("button", { name: t("auth.register.submit") }).waitFor();
    await page.getByLabel(t("auth.fields.userName")).fill("Lior Verify");
    await page.getByLabel(t("auth.fields.email")).fill(email);
    await page.getByLabel(t("auth.fields.password")).fill(password);
    await page.getByRole("button", { name: t("auth.register.submit") }).click();
    await expect(page).toHaveURL(/\/shop\/home$/);

    const me = ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string; emailVerified: boolean } }).user;
    expect(me.emailVerified).toBe(false);
    expect((await page.request.post("/api/shop/cart/add", { data: { userId: me.id, productId: "champagne-truffles", quantity: 1 } })).ok()).toBe(true);

    // Checkout: the cart is there, paying waits for the confirmed email.
    await page.goto("/shop/checkout");
    const notice = page.getByTestId("verify-email-notice");
    await expect(notice.getByRole("heading", { name: t("verification.notice.title") })).toBeVisible();
    await expect(notice).toContainText(email);
    await expect(page.getByRole("button", { name: t("checkout.paySandbox") })).toBeDisabled();
    await expectNoSeriousAxeFindings(page, `checkout, unverified (${language})`);

    // The verification email, in the shopper's language, opened in this browser.
    const mail = await inbox.waitForEmail({ to: email, subjectIncludes: MAIL_SUBJECT.verify[language] });
    expect(mail.html).toContain(`dir="${dir}"`);
    await page.goto(actionLinkOf(mail.text, "verifyEmail", language));
    await expect(page.getByRole("heading", { level: 1, name: t("verification.action.verifiedTitle") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", dir);
    await expectNoSeriousAxeFindings(page, `email confirmed (${language})`);

    // Straight on to checkout, open now.
    await page.getByRole("link", { name: t("verification.action.toCheckout") }).click();
    await expect(page).toHaveURL(/\/shop\/checkout$/);
    await expect(page.getByTestId("verify-email-notice")).toHaveCount(0);
    await addAddressInForm(page, t, { address: "3 Dizengoff St", city: "Tel Aviv", pincode: "6433203", phone: "+972 3 555 0177", notes: "Ring the bell" });
    await expect(page.getByRole("radiogroup", { name: t("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/3 Dizengoff St/);
    await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
    await page.getByRole("button", { name: SANDBOX_PAY[language] }).click();
    await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();
    const receipt = await inbox.waitForEmail({ to: email, subjectIncludes: language === "he" ? "אושרה" : "is confirmed" });
    expect(receipt.html).toContain("3 Dizengoff St");

    // The link worked once: opened again, it says so and offers a way on.
    await page.goto(actionLinkOf(mail.text, "verifyEmail", language));
    await expect(page.getByRole("heading", { level: 1, name: t("verification.invalid.title") })).toBeVisible();
  });

  test(`a shopper resets a forgotten password from the emailed link, and the old session is gone (${language})`, async ({ browser }) => {
    const email = uniqueEmail(`reset-${language}`);
    const oldPassword = "Gianduja!2026";
    const newPassword = "Praline-New!2027";

    // The first browser: registered and signed in, on the account page.
    const first = await newPageIn(browser, language);
    expect((await first.request.post("/api/auth/register", { data: { userName: "Eden Reset", email, password: oldPassword }, headers: { "Accept-Language": language } })).ok()).toBe(true);
    expect((await first.request.post("/api/auth/login", { data: { email, password: oldPassword } })).ok()).toBe(true);
    await first.goto("/shop/account");
    await expect(first).toHaveURL(/\/shop\/account/);
    await expect(first.getByRole("heading", { level: 1 })).toBeVisible();

    // A second browser asks for the link.
    const second = await newPageIn(browser, language);
    await second.goto("/auth/forgot-password");
    await expect(second.getByRole("heading", { level: 1, name: t("passwordReset.forgot.title") })).toBeVisible();
    await expectNoSeriousAxeFindings(second, `forgot password (${language})`);
    await second.getByLabel(t("passwordReset.fields.email")).fill(email);
    await second.getByRole("button", { name: t("passwordReset.forgot.submit") }).click();
    await expect(second.getByRole("heading", { level: 1, name: t("passwordReset.forgot.sentTitle") })).toBeVisible();
    await expect(second.getByRole("status").filter({ hasText: email })).toBeVisible();
    await expectNoSeriousAxeFindings(second, `reset link sent (${language})`);

    // The email, in the language asked in; its link opened in a third browser that has no language of its
    // own: the link's `lang` sets it.
    const mail = await inbox.waitForEmail({ to: email, subjectIncludes: MAIL_SUBJECT.reset[language] });
    const link = actionLinkOf(mail.text, "resetPassword", language);
    const third = await newPageIn(browser, null);
    await third.goto(link);
    await expect(third.getByRole("heading", { level: 1, name: t("passwordReset.reset.title") })).toBeVisible();
    await expect(third.locator("html")).toHaveAttribute("dir", dir);
    await expectNoSeriousAxeFindings(third, `new password form (${language})`);

    // The repeat must match; then the new password is saved.
    await third.getByLabel(t("passwordReset.fields.password"), { exact: true }).fill(newPassword);
    await third.getByLabel(t("passwordReset.fields.confirm"), { exact: true }).fill("something-else-1");
    await third.getByRole("button", { name: t("passwordReset.reset.submit") }).click();
    await expect(third.getByText(t("passwordReset.problems.mismatch"))).toBeVisible();
    await third.getByLabel(t("passwordReset.fields.confirm"), { exact: true }).fill(newPassword);
    await third.getByRole("button", { name: t("passwordReset.reset.submit") }).click();
    await expect(third.getByRole("heading", { level: 1, name: t("passwordReset.reset.doneTitle") })).toBeVisible();
    await expectNoSeriousAxeFindings(third, `password changed (${language})`);

    // The first browser's session is gone.
    await first.reload();
    await expect(first).toHaveURL(/\/auth\/login/);

    // The old password no longer signs in; the new one does, through the sign-in form.
    expect((await third.request.post("/api/auth/login", { data: { email, password: oldPassword } })).status()).toBe(401);
    await third.getByRole("link", { name: t("passwordReset.reset.signIn") }).click();
    await expect(third).toHaveURL(/\/auth\/login$/);
    await third.getByRole("button", { name: t("auth.login.submit") }).waitFor();
    await third.getByLabel(t("auth.fields.email")).fill(email);
    await third.getByLabel(t("auth.fields.password"), { exact: true }).fill(newPassword);
    await third.getByRole("button", { name: t("auth.login.submit") }).click();
    await expect(third).toHaveURL(/\/shop\/home$/);
    await third.goto("/shop/account");
    await expect(third).toHaveURL(/\/shop\/account/);

    // The emailed link worked once.
    await third.goto(link);
    await third.getByLabel(t("passwordReset.fields.password"), { exact: true }).fill("Yet-Another!2028");
    await third.getByLabel(t("passwordReset.fields.confirm"), { exact: true }).fill("Yet-Another!2028");
    await third.getByRole("button", { name: t("passwordReset.reset.submit") }).click();
    await expect(third.getByRole("heading", { level: 1, name: t("verification.invalid.title") })).toBeVisible();
    await expect(third.getByRole("link", { name: t("verification.invalid.newResetLink") })).toBeVisible();

    for (const page of [first, second, third]) await page.context().close();
  });
}
