/**
 * The shop's security headers as a browser meets them: every page Hosting serves carries the
 * Content-Security-Policy the app runs under (each test fails on a violation: see support.ts),
 * and no other site can frame the admin panel.
 */
import { ADMIN, expect, signIn, test } from "./support";

test("every storefront and admin page arrives with the security headers", async ({ page }) => {
  for (const path of ["/shop/home", "/shop/listing", "/auth/login", "/admin/dashboard"]) {
    const response = await page.request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("script-src 'self'");
    expect(headers["x-frame-options"], path).toBe("DENY");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], path).toContain("max-age=");
  }
  const api = (await page.request.get("/api/common/settings/get")).headers();
  expect(api["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  const image = (await page.request.get("/images/products/atelier-grand-gift-box.svg")).headers();
  expect(image["cache-control"]).toMatch(/max-age=\d+/);
});

test("the admin works through its screens under the policy", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  for (const path of ["/admin/products", "/admin/orders", "/admin/settings"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});

test("another site cannot frame the admin panel", async ({ browser, baseURL }) => {
  // A context of its own: the refusal it provokes is a violation on purpose.
  const context = await browser.newContext();
  const page = await context.newPage();
  const refusals: string[] = [];
  page.on("console", (message) => refusals.push(message.text()));
  await page.setContent(`<iframe id="shop" src="${baseURL}/admin/dashboard" width="800" height="600"></iframe>`);
  const frame = page.frames().find((f) => f.url().includes("/admin/dashboard"));
  await expect.poll(() => refusals.some((text) => /frame-ancestors|X-Frame-Options|Refused to (display|frame)/i.test(text))).toBe(true);
  // Nothing of the shop was rendered inside the frame.
  expect(await frame?.locator("#root").count().catch(() => 0)).toBeFalsy();
  await context.close();
});
