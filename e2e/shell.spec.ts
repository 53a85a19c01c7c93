import { expect, expectHeading, test } from "./support";

test("switching to Hebrew turns the page right-to-left and is remembered @phone", async ({ page }) => {
  await page.goto("/shop/home");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");

  const isPhone = (page.viewportSize()?.width ?? 1280) < 600;
  if (isPhone) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("button", { name: "Change language" }).first().click();
  await page.getByRole("menuitem", { name: "עברית" }).click();

  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "he");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Home");
  // The MUI layout mirrors too: the body's computed direction follows the document.
  expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe("rtl");

  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("an unknown path shows the not-found page", async ({ page }) => {
  await page.goto("/shop/no-such-chocolate");
  await expect(page.getByText("Page doesn't exist")).toBeVisible();
});

test("the root sends a guest to the shop home, with its header and footer", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expectHeading(page, "Home");
  await expect(page.getByRole("link", { name: "Login" }).or(page.getByRole("button", { name: "Login" })).first()).toBeVisible();
  await expect(page.locator("footer")).toContainText("hello@cocoa-atelier.example");
});

test("the API answers JSON errors, never HTML", async ({ request }) => {
  const unknown = await request.get("/api/no/such/route");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ success: false });

  // A guest asking who they are is an answer, not an error (no console error on a guest's pages).
  const guest = await request.get("/api/auth/check-auth");
  expect(guest.status()).toBe(200);
  expect(await guest.json()).toMatchObject({ success: true, user: null });

  const settings = await request.get("/api/common/settings/get");
  expect(settings.status()).toBe(200);
  const body = await settings.json();
  expect(body.data.currency).toBe("USD");
  expect(body.data.categories.length).toBeGreaterThanOrEqual(6);
});
