import { expect, type Page } from "@playwright/test";

export const ADMIN = { email: "admin@chocolate.test", password: "ChocAdmin!2026" };
export const SHOPPER = { email: "shopper@chocolate.test", password: "ChocShopper!2026" };

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  if (!page.url().includes("/auth/login")) await page.goto("/auth/login");
  // The address bar changes before a lazily loaded page replaces the previous one (React Router
  // navigates in a transition): wait for the login form itself before typing into it.
  await page.getByRole("button", { name: "Sign in" }).waitFor();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** A fresh address per run, so registration never collides with an earlier run. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@chocolate.test`;
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}
