/**
 * What is in it (issue 35): a Hebrew-reading parent filters the listing for nut-free parve chocolate,
 * every product shown carries both marks, opens one, reads its declaration, adds it with a hazelnut
 * product, finds the cart's one allergen line, and buys it; the packing slip the owner prints says
 * the allergens. The filters live in the address, so a shared link opens filtered.
 */
import type { Page } from "@playwright/test";
import { allergenLine, type Allergens, type AllergenKinds } from "../packages/contracts/src";
import { ADMIN, addAddressInForm, confirmEmailOf, expect, messages, test, translate, uniqueEmail, untilHydrated } from "./support";

const SANDBOX_PAY = { he: "לתשלום" } as const;
const he = (key: string, values: Record<string, string | number> = {}) => translate(messages("he"), key, values);

interface CardAnswer {
  _id: string;
  title: string;
  titleHe?: string;
  foodMarks?: string[];
  totalStock: number;
  variants?: unknown[];
  box?: unknown;
}

async function hebrewShopper(page: Page): Promise<string> {
  const email = uniqueEmail("parve-parent");
  const password = "Praline!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: "נועה כהן", email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  return ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user.id;
}

/** The cart's allergen line as the page must say it, from the words of the locale files. */
function expectedLine(items: { allergens?: Allergens; allergenKinds?: AllergenKinds }[]): string {
  const line = allergenLine(items);
  const word = (w: (typeof line.contains)[number]) => he(w.kind === "treeNut" ? `food.treeNut.${w.key}` : w.kind === "cereal" ? `food.cereal.${w.key}` : `food.allergen.${w.key}`);
  const list = (words: typeof line.contains) => new Intl.ListFormat("he", { style: "long", type: "conjunction" }).format(words.map(word));
  const parts: string[] = [];
  if (line.contains.length) parts.push(he("food.line.contains", { list: list(line.contains) }));
  if (line.mayContain.length) parts.push(he("food.line.mayContain", { list: list(line.mayContain) }));
  if (parts.length === 0) parts.push(he("food.line.none"));
  return parts.join(he("food.line.separator"));
}

test("in Hebrew, a parent filters nut-free parve chocolate, reads what is in it, and buys it with the allergen line in the cart", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const userId = await hebrewShopper(page);

  await page.goto("/shop/listing?lang=he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const treeNuts = page.getByRole("checkbox", { name: he("food.allergen.treeNuts"), exact: true });
  await untilHydrated(treeNuts);
  // Each tick moves the address (a navigation), and the box shows it ticked once the listing follows.
  for (const box of [treeNuts, page.getByRole("checkbox", { name: he("food.allergen.peanuts"), exact: true }), page.getByRole("checkbox", { name: he("food.filter.kosherChoice.parve"), exact: true })]) {
    await box.click();
    await expect(box).toBeChecked();
  }
  await expect(page).toHaveURL(/freeFrom=treeNuts%2Cpeanuts|freeFrom=treeNuts,peanuts/);
  await expect(page).toHaveURL(/kosher=parve/);

  // What the page lists is what the API lists for that filter, every tile marked parve and nut-free.
  const filtered = ((await (await page.request.get("/api/shop/products/get?freeFrom=treeNuts,peanuts&kosher=parve&pageSize=60")).json()) as { data: CardAnswer[]; total: number });
  expect(filtered.total).toBeGreaterThanOrEqual(2);
  const tiles = page.getByRole("article");
  await expect(tiles).toHaveCount(filtered.data.length);
  for (const tile of await tiles.all()) {
    const marks = tile.getByRole("list", { name: he("food.marks.label") });
    await expect(marks).toContainText(he("food.marks.kosher_parve"));
    await expect(marks).toContainText(he("food.marks.free_treeNuts"));
  }
  // A shared link opens filtered, in the first HTML.
  const html = await (await page.request.get("/shop/listing?lang=he&freeFrom=treeNuts,peanuts&kosher=parve")).text();
  for (const product of filtered.data) expect(html).toContain(product.titleHe ?? product.title);

  // The Madagascar bar's page says what is in it.
  const bar = filtered.data.find((product) => product._id === "madagascar-72-bar");
  expect(bar, "the seed's parve, nut-free dark bar").toBeTruthy();
  await tiles.filter({ hasText: bar!.titleHe ?? bar!.title }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/shop\/product\//);
  const section = page.getByTestId("product-food");
  await expect(section).toBeVisible();
  await expect(section.getByRole("heading", { name: he("food.section.title") })).toBeVisible();
  await expect(section).toContainText(he("food.kosher.parve"));
  await expect(section.getByRole("table", { name: he("food.nutrition.caption") })).toBeVisible();
  const main = page.getByRole("main");
  await untilHydrated(main.getByRole("button", { name: he("products.addToCart") }).first());
  await main.getByRole("button", { name: he("products.addToCart") }).first().click();
  await expect(page.getByText(he("cart.added")).first()).toBeVisible();

  // And the hazelnut shells, so the line has something to say.
  expect((await page.request.post("/api/shop/cart/add", { data: { userId, productId: "hazelnut-gianduja-shells", quantity: 1 } })).ok()).toBe(true);
  const cart = ((await (await page.request.get(`/api/shop/cart/get/${userId}`)).json()) as { data: { items: { productId: string; allergens?: Allergens; allergenKinds?: AllergenKinds }[] } }).data;
  expect(cart.items.map((item) => item.productId).sort()).toEqual(["hazelnut-gianduja-shells", "madagascar-72-bar"]);
  const line = expectedLine(cart.items);
  expect(line).toContain(he("food.treeNut.hazelnuts"));

  await page.goto("/shop/checkout?lang=he");
  const allergens = page.getByTestId("cart-allergens").first();
  await expect(allergens).toContainText(he("food.cart.title"));
  await expect(allergens).toContainText(line);
  await addAddressInForm(page, he, { address: "רחוב הרצל 12", city: "חיפה", pincode: "3303012", phone: "+972 4 555 0101", notes: "קומה שנייה" });
  // The new address is the chosen one before paying.
  await expect(page.getByRole("radiogroup", { name: he("checkout.addressTitle") }).getByRole("radio", { checked: true })).toHaveAccessibleName(/רחוב הרצל 12/);
  await page.getByRole("button", { name: he("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: SANDBOX_PAY.he }).click();
  await expect(page.getByRole("heading", { name: he("pages.paymentSuccess.title") })).toBeVisible();

  // The order keeps each line's allergens as they were declared.
  const [order] = ((await (await page.request.get(`/api/shop/order/list/${userId}`)).json()) as { data: { _id: string; cartItems: { productId: string; allergens?: Allergens }[] }[] }).data;
  expect(order?.cartItems.find((item) => item.productId === "hazelnut-gianduja-shells")?.allergens?.treeNuts).toBe("contains");

  // The owner's packing slip prints the same line (the shop prints allergens on slips by default).
  const owner = await browser.newPage();
  expect((await owner.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  await owner.goto(`/admin/orders/${order!._id}/packing-slip`);
  await expect(owner.getByTestId("slip-allergens")).toBeVisible();
  await owner.close();
});
