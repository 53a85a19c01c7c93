/**
 * Google sign-in through the Firebase SDK's popup and the Auth emulator's own Google page, in English
 * and Hebrew. The API turns the popup's ID token into the `__session` cookie (POST /api/auth/session);
 * a first Google sign-in gets a shopper's account, verified (Google vouches for the address).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, expectHeading, firestore, messages, signInWithGoogle, test, translate, uniqueEmail, useLocalGoogleScripts } from "./support";

test.beforeEach(async ({ context }) => {
  await useLocalGoogleScripts(context);
});

test("a shopper signs in with Google, is a verified shopper, signs out and comes back with the same account", async ({ page }) => {
  const en = messages("en");
  const email = uniqueEmail("gina.google");
  await page.goto("/auth/login");
  const google = page.getByRole("button", { name: translate(en, "auth.google.button") });
  await signInWithGoogle(page, () => google.click(), { email, name: "Gina Google" });

  await expect(page).toHaveURL(/\/shop\/home$/);
  await expectHeading(page, "Home");
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText("Gina Google")).toBeVisible();

  const profiles = await firestore().collection("users").where("email", "==", email).get();
  expect(profiles.size).toBe(1);
  expect(profiles.docs[0]!.data()).toMatchObject({ userName: "Gina Google", role: "user", emailVerified: true });

  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

  // The browser's Firebase kept nothing: only the cookie was the session, and it is gone.
  await page.goto("/shop/account");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInWithGoogle(page, () => google.click(), { email, name: "Gina Google" });
  await expect(page).toHaveURL(/\/shop\/account$/);
  expect((await firestore().collection("users").where("email", "==", email).get()).size).toBe(1);
});

test("in Hebrew, a shopper signs up with Google from the register page and lands in the shop right to left", async ({ page }) => {
  const he = messages("he");
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  await page.goto("/auth/register");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const google = page.getByRole("button", { name: translate(he, "auth.google.button") });
  await expect(google).toBeVisible();
  await expect(page.getByText(translate(he, "auth.google.or"), { exact: true })).toBeVisible();

  await expect(page.locator("input[type=password]")).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);

  await signInWithGoogle(page, () => google.click(), { email: uniqueEmail("dana.google"), name: "דנה גוגל" });
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: translate(he, "header.accountMenu") }).click();
  await expect(page.getByText("דנה גוגל")).toBeVisible();
});

test("closing Google's window leaves the shopper on the sign-in page, with nothing to report", async ({ page }) => {
  const en = messages("en");
  await page.goto("/auth/login");
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: translate(en, "auth.google.button") }).click()]);
  await popup.close();
  await expect(page.getByRole("button", { name: translate(en, "auth.google.button") })).toBeEnabled({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.locator("[data-variant=destructive]")).toHaveCount(0);
});
