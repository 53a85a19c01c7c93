/**
 * Toasts never cover the primary action of the screen: on a phone, a toast raised from the cart sheet
 * stays clear of its Checkout button, in English and Hebrew, and sits in the middle of the screen in
 * both directions.
 */
import { expect, messages, test, translate } from "./support";

for (const language of ["en", "he"] as const) {
  test(`a toast on a phone leaves the cart's checkout button free (${language})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: language === "he" ? "he-IL" : "en-US" });
    await context.addInitScript((lng) => window.localStorage.setItem("i18nextLng", lng), language);
    const page = await context.newPage();
    const dictionary = messages(language);
    const say = (key: string) => translate(dictionary, key);
    try {
      await page.goto("/shop/listing?category=bars");
      await page.getByRole("article").first().getByRole("button", { name: say("products.addToCart") }).click();
      await expect(page.getByRole("alert").filter({ hasText: say("cart.added") })).toBeVisible();

      await page.getByRole("banner").getByRole("button", { name: new RegExp(say("header.cart")) }).first().click();
      const sheet = page.getByRole("dialog").or(page.getByRole("presentation")).filter({ hasText: say("cart.title") }).first();
      await sheet.getByRole("button", { name: say("cart.increase") }).first().click();
      const toast = page.getByRole("alert").filter({ hasText: say("cart.updated") });
      await expect(toast).toBeVisible();

      const checkout = await sheet.getByRole("link", { name: say("cart.checkout") }).boundingBox();
      const box = await toast.boundingBox();
      expect(checkout && box).toBeTruthy();
      const overlaps = box!.y < checkout!.y + checkout!.height && checkout!.y < box!.y + box!.height &&
        box!.x < checkout!.x + checkout!.width && checkout!.x < box!.x + box!.width;
      expect(overlaps, `toast ${JSON.stringify(box)} covers checkout ${JSON.stringify(checkout)}`).toBe(false);
      // Centred in both directions (the RTL plugin once pushed it off centre).
      expect(Math.abs(box!.x + box!.width / 2 - 180)).toBeLessThan(4);
    } finally {
      await context.close();
    }
  });
}
