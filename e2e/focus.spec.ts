/**
 * Keyboard focus after actions, with the keyboard only: a page change puts focus on the new page's
 * heading, closing a sheet or dialog with Escape returns it to the control that opened it, and the
 * focused control shows a solid outline (not a faint tint).
 */
import { expect, test } from "./support";

test("a page change focuses the new page's heading; Escape returns focus to the opener", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/shop/home");
  await page.getByRole("heading", { level: 1 }).waitFor();

  // Tab to "Products" in the header menu and follow it with Enter.
  const products = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Products" });
  for (let i = 0; i < 15 && !(await products.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(products).toBeFocused();
  // The focus ring is a real outline, at least 2 px wide.
  expect(parseFloat(await products.evaluate((el) => getComputedStyle(el).outlineWidth))).toBeGreaterThanOrEqual(2);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/shop\/listing/);
  await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeFocused();

  // The product dialog, opened with Enter and closed with Escape, hands focus back.
  const details = page.getByRole("article").first().getByRole("button", { name: "View details" });
  await details.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(details).toBeFocused();

});

test("closing the cart sheet with Escape returns focus to the cart button", async ({ page }) => {
  await page.goto("/shop/listing");
  await page.getByRole("heading", { level: 1 }).waitFor();
  const cart = page.getByRole("button", { name: /^Cart/ }).first();
  await cart.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(cart).toBeFocused();
});

test("the phone menu: opened and closed with the keyboard, focus returns to its button @phone", async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) >= 900, "the menu button shows on small screens only");
  await page.goto("/shop/home");
  await page.getByRole("heading", { level: 1 }).waitFor();
  const open = page.getByRole("button", { name: "Open menu" });
  await open.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("dialog", { name: "Main menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("listitem")).toHaveCount(5);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
});
