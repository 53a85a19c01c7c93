import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail, untilHydrated } from "./support";

interface ApiProduct {
  _id: string;
  title: string;
  titleHe?: string;
  price: number;
  salePrice: number;
  averageReview: number;
}

/** The products of the listing request the page makes (matched by `query`) when `action` runs. */
async function listingAnswer(page: Page, query: string, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/shop/products/get?") && r.url().includes(query) && r.ok()),
    action(),
  ]);
  return ((await response.json()) as { data: ApiProduct[] }).data;
}

const effective = (p: ApiProduct) => (p.salePrice > 0 ? p.salePrice : p.price);

test("a guest goes from a category tile to a sorted listing, a product and a search", async ({ page }) => {
  await page.goto("/shop/home");
  await expect(page.getByRole("region", { name: /banner|featured/i }).or(page.locator("[aria-roledescription=carousel]")).first()).toBeVisible();

  // Before the app starts the tile is a plain link (the server renders the listing, no API call to watch).
  await untilHydrated(page.getByRole("link", { name: "Truffles" }).first());
  const truffles = await listingAnswer(page, "category=truffles", () => page.getByRole("link", { name: "Truffles" }).first().click());
  await expect(page).toHaveURL(/\/shop\/listing\?category=truffles/);
  expect(truffles.length).toBeGreaterThan(0);
  await expect(page.getByText(`${truffles.length} products`)).toBeVisible();
  const ascending = truffles.map(effective);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await page.getByRole("button", { name: "Sort by" }).click();
  const descending = await listingAnswer(page, "sortBy=price-hightolow", () => page.getByRole("menuitemradio", { name: "Price: High to Low" }).click());
  expect(descending.map(effective)).toEqual([...ascending].sort((a, b) => b - a));
  const first = descending[0];
  await expect(page.getByRole("article").first()).toContainText(first.title);

  await page.getByRole("article").first().getByRole("button", { name: "View details" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(first.title);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.goto("/shop/search");
  await page.getByLabel("Search products").fill("caramel");
  await expect(page).toHaveURL(/keyword=caramel/, { timeout: 5000 });
  await expect(page.getByRole("article").first()).toBeVisible();
  await page.getByLabel("Search products").fill("zzzzqqq");
  await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
});

test("a signed-in shopper writes a review and sees the average change", async ({ page }) => {
  const email = uniqueEmail("reviewer");
  const password = "Ganache!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: "Rina Reviewer", email, password } })).ok()).toBe(true);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);

  const before = ((await (await page.request.get("/api/shop/products/get/dark-chocolate-swan")).json()) as { data: ApiProduct }).data;
  await page.goto("/shop/listing?category=chocolate-sculptures");
  const tile = page.getByRole("article").filter({ hasText: before.title });
  await tile.getByRole("button", { name: "View details" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("radio", { name: "1 star", exact: true }).check({ force: true });
  const submit = dialog.getByRole("button", { name: "Submit review" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Your review").fill("A sculpture too beautiful to eat — we ate it anyway.");
  await submit.click();
  await expect(page.getByText("Review added successfully!").first()).toBeVisible();
  await expect(dialog.getByText("Rina Reviewer")).toBeVisible();

  const after = ((await (await page.request.get("/api/shop/products/get/dark-chocolate-swan")).json()) as { data: ApiProduct }).data;
  expect(after.averageReview).not.toBe(before.averageReview);
  await expect(dialog).toContainText(after.averageReview.toFixed(2));
});

test("the storefront in Hebrew reads right to left and shows Hebrew product text @phone", async ({ page }) => {
  const product = ((await (await page.request.get("/api/shop/products/get/hand-painted-truffles-12")).json()) as { data: ApiProduct }).data;
  expect(product.titleHe).toBeTruthy();
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  await page.setViewportSize({ width: 360, height: 740 }); // the narrowest phone the shop is drawn for
  await page.goto("/shop/listing?category=truffles");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("article").filter({ hasText: product.titleHe! }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  // The footer is laid out only when scrolled near, and its containment clips what overflows it instead of
  // widening the page: every part of it must lie inside the screen.
  await page.locator("footer").scrollIntoViewIfNeeded();
  const outside = () =>
    page.locator("footer *").evaluateAll((elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
      }).map((element) => element.textContent?.slice(0, 40) ?? element.tagName),
    );
  await expect.poll(outside).toEqual([]);
});

test("a visitor sends the atelier a message", async ({ page }) => {
  await page.goto("/shop/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Dana Visitor");
  await page.getByRole("textbox", { name: "Email" }).fill("dana@example.com");
  await untilHydrated(page.getByLabel("Subject"));
  await page.getByLabel("Subject").selectOption({ label: "Wholesale and events" });
  await page.getByRole("textbox", { name: "Message" }).fill("Do you make chocolate favours for a wedding of 120 guests?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
});
