/**
 * /api/docs, as an integrator opens it: Redoc draws the OpenAPI document from the shop's own origin,
 * under the page's own Content-Security-Policy, with nothing blocked but Redoc's credit logo (an image
 * on cdn.redoc.ly, which Redoc drops when it cannot load). That one expected violation is why this spec
 * uses Playwright's own `test`, not ./support's, which fails on any violation.
 */
import { expect, test } from "@playwright/test";

test("the API reference page draws every group of the document with nothing from another origin", async ({ page, baseURL }) => {
  const blocked: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction("reportViolation", (uri: string) => blocked.push(uri));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportViolation(uri: string): void }).reportViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));

  await page.goto("/api/docs");
  await expect(page.getByRole("heading", { name: /Cocoa Atelier API/ })).toBeVisible({ timeout: 30_000 });
  // An operation of each kind of caller is there: public, a shopper's, an admin's.
  await expect(page.getByText("/api/shop/products/get").first()).toBeAttached();
  await expect(page.getByText("/api/account/profile").first()).toBeAttached();
  await expect(page.getByText("/api/admin/orders/get").first()).toBeAttached();

  expect(errors).toEqual([]);
  expect(blocked.filter((entry) => !entry.startsWith("img-src https://cdn.redoc.ly/"))).toEqual([]);
  const origin = new URL(baseURL ?? page.url()).origin;
  expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith("blob:") && !url.startsWith("data:") && !url.startsWith("https://cdn.redoc.ly/"))).toEqual([]);
});
