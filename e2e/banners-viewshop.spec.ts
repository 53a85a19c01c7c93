/**
 * The owner's side of issue 12: the seeded banners show their headline, text and button in the
 * page's language at 360 px with the controls below the artwork; the dashboard shows the overview;
 * "View shop" opens the storefront as a guest sees it while the owner's own tab keeps redirecting
 * /shop to the dashboard.
 */
import { ADMIN, expect, test } from "./support";

test.describe("banners", () => {
  for (const [language, headline, button] of [
    ["en", "Hand-painted truffles", "Shop now"],
    ["he", "טראפלס מצוירים ביד", "לקנייה"],
  ] as const) {
    test(`the carousel shows headline, text, alt text and a button in ${language}, controls below the art at 360 px`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      // Reduced motion pauses the carousel, so the first slide stays put however slow the machine is.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.addInitScript((lng) => window.localStorage.setItem("i18nextLng", lng), language);
      await page.goto("/shop/home");
      const slide = page.getByTestId("banner-slide").first();
      await expect(slide.getByRole("heading", { name: headline })).toBeVisible();
      await expect(slide.getByRole("img")).toHaveAttribute("alt", /\S/);
      const link = slide.getByRole("link", { name: button });
      await expect(link).toHaveAttribute("href", "/shop/listing?category=truffles");
      const art = await slide.getByRole("img").boundingBox();
      const controls = await page.getByTestId("banner-controls").boundingBox();
      expect(art && controls && controls.y >= art.y + art.height - 1).toBe(true);
      await link.click();
      await expect(page).toHaveURL(/\/shop\/listing\?category=truffles/);
    });
  }
});

test("the owner sees the overview and opens the shop as a guest in a new tab", async ({ page, context }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("region", { name: "At a glance" })).toBeVisible();
  await expect(page.getByTestId("overview-stock")).toContainText("Products low in stock");

  const sessionsSent: string[] = [];
  context.on("request", (request) => {
    // The API's calls (images are files the browser fetches with its cookies, and read no session).
    const apiCall = ["fetch", "xhr"].includes(request.resourceType());
    if (apiCall && request.url().includes("/api/") && request.frame().page() !== page) {
      void request.allHeaders().then((headers) => {
        if ((headers.cookie ?? "").includes("__session")) sessionsSent.push(request.url());
      });
    }
  });
  const [preview] = await Promise.all([context.waitForEvent("page"), page.getByTestId("view-shop").click()]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(/\/shop\/home$/);
  await expect(preview.getByTestId("guest-preview")).toBeVisible();
  await expect(preview.getByTestId("banner-slide").first()).toBeVisible();
  // The preview tab is a guest to the server: its API calls carry no session cookie.
  expect(sessionsSent).toEqual([]);

  // The owner's own tab keeps the rule: /shop goes to the dashboard.
  await page.goto("/shop/listing");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
