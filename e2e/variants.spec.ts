/**
 * Sizes and flavours (issue 34): a shopper opens a link a friend shared to the box of 16, the page
 * arrives with that box chosen (price, photo and stock of that size), switches and comes back, buys
 * it, and the order keeps the size; a Hebrew reader sees the sold-out cocoa level shown but not
 * choosable.
 */
import type { Page } from "@playwright/test";
import { ADMIN, addAddressInForm, confirmEmailOf, declareFood, expect, messages, signIn, test, translate, uniqueEmail, untilHydrated } from "./support";

const SANDBOX_PAY = { en: "Pay now", he: "לתשלום" } as const;

interface VariantOrder {
  cartItems: { productId: string; variantSku?: string; variantLabel?: string; variantLabelHe?: string; price: number; quantity: number }[];
}

/** The URL a variant's photo is shown at: its largest resized copy (the page's src), as the API gives it. */
async function variantPhotos(page: Page, slug: string): Promise<Record<string, string>> {
  const product = ((await (await page.request.get(`/api/shop/products/by-slug/${slug}`)).json()) as { data: { variants: { sku: string; imageVariants?: { url: string }[] }[] } }).data;
  return Object.fromEntries(product.variants.map((variant) => [variant.sku, variant.imageVariants?.at(-1)?.url ?? ""]));
}

async function newShopper(page: Page): Promise<{ userId: string }> {
  const email = uniqueEmail("variant-buyer");
  const password = "Praline!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: "Tamar Shani", email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const userId = ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user.id;
  return { userId };
}

test("a shared link to the box of 16 opens with that box chosen, and that box is what is bought", async ({ page }) => {
  const t = (key: string, values: Record<string, string | number> = {}) => translate(messages("en"), key, values);
  const shopper = await newShopper(page);

  // The server's first HTML already has the box of 16 chosen, with its price.
  const html = await (await page.request.get("/shop/product/signature-truffle-box?variant=TRF-16")).text();
  expect(html).toMatch(/<button[^>]*aria-checked="true"[^>]*>Box of 16</);
  expect(html).toContain("$44.00");

  const photos = await variantPhotos(page, "signature-truffle-box");
  await page.goto("/shop/product/signature-truffle-box?variant=TRF-16");
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: "Box of 16" })).toHaveAttribute("aria-checked", "true");
  // The server's buttons answer once React owns them.
  await untilHydrated(sizes.getByRole("radio", { name: "Box of 25" }));
  const details = page.getByRole("main");
  await expect(details).toContainText("$44.00");
  await expect(page.getByRole("img", { name: /Signature Truffle Box/ }).first()).toHaveAttribute("src", photos["TRF-16"] ?? "none");

  // Another size: the address, the price (on sale) and the photo follow.
  await sizes.getByRole("radio", { name: "Box of 25" }).click();
  await expect(page).toHaveURL(/variant=TRF-25/);
  await expect(details).toContainText("$59.00");
  await expect(page.getByRole("img", { name: /Signature Truffle Box/ }).first()).toHaveAttribute("src", photos["TRF-25"] ?? "none");
  // The keyboard moves within the group: back to the box of 16.
  await sizes.getByRole("radio", { name: "Box of 25" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(sizes.getByRole("radio", { name: "Box of 16" })).toHaveAttribute("aria-checked", "true");
  await expect(page).toHaveURL(/variant=TRF-16/);

  await details.getByRole("button", { name: t("products.addToCart") }).first().click();
  await expect(page.getByText(t("cart.added")).first()).toBeVisible();
  const cart = ((await (await page.request.get(`/api/shop/cart/get/${shopper.userId}`)).json()) as { data: { items: { lineId: string; variantLabel?: string }[] } }).data;
  expect(cart.items).toEqual([expect.objectContaining({ lineId: "signature-truffles~TRF-16", variantLabel: "Box of 16" })]);

  // The cart and checkout name the size under the title; the order keeps it.
  await page.goto("/shop/checkout");
  await expect(page.getByText("Box of 16").first()).toBeVisible();
  await addAddressInForm(page, t, { address: "7 Nahalat Binyamin", city: "Tel Aviv", pincode: "6514107", phone: "+972 3 555 0101", notes: "Door code 12" });
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: SANDBOX_PAY.en }).click();
  await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();

  const [order] = ((await (await page.request.get(`/api/shop/order/list/${shopper.userId}`)).json()) as { data: VariantOrder[] }).data;
  expect(order?.cartItems).toEqual([expect.objectContaining({ productId: "signature-truffles", variantSku: "TRF-16", variantLabel: "Box of 16", variantLabelHe: "קופסה של 16", price: 4400, quantity: 1 })]);
});

test("in Hebrew the bar's sold-out cocoa level is shown but cannot be chosen, and the page reads right to left", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const photos = await variantPhotos(page, "atelier-house-bar");
  await page.goto("/shop/product/atelier-house-bar?lang=he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const cocoa = page.getByRole("radiogroup", { name: "קקאו" });
  await untilHydrated(cocoa.getByRole("radio", { name: "חלב 40%" }));
  await expect(cocoa.getByRole("radio", { name: "מריר 70%" })).toHaveAttribute("aria-checked", "true");
  await expect(cocoa.getByRole("radio", { name: "לבן 30%" })).toBeDisabled();
  await cocoa.getByRole("radio", { name: "חלב 40%" }).click();
  await expect(page).toHaveURL(/variant=BAR-MILK-40/);
  await expect(page.getByRole("img", { name: /טבלת הבית/ }).first()).toHaveAttribute("src", photos["BAR-MILK-40"] ?? "none");
});

// A real 2×2 PNG: the upload decodes it to make its resized copies.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOosJGrsJFjgFAAGG4DSSYQepwAAAAASUVORK5CYII=",
  "base64",
);

test("the owner creates a slab in two sizes and three cocoa levels: six variants, one price set apart, sold at once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const t = (key: string, values: Record<string, string | number> = {}) => translate(messages("en"), key, values);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\//);
  const title = `Atelier Slab ${Date.now()}`;
  let productId = "";
  try {
    await page.goto("/admin/products");
    await page.getByRole("button", { name: t("admin.productsPage.add") }).click();
    const sheet = page.getByRole("dialog");
    await sheet.locator('input[type="file"]').setInputFiles({ name: "slab.png", mimeType: "image/png", buffer: PNG });
    await expect(sheet.getByRole("img", { name: t("admin.imageUpload.uploadedAlt") })).toBeVisible();
    await sheet.getByRole("textbox", { name: t("admin.productsPage.fields.title"), exact: true }).fill(title);
    await sheet.getByRole("textbox", { name: t("admin.productsPage.fields.description"), exact: true }).fill("A thick slab, in two sizes and three cocoa levels.");
    await sheet.getByLabel(t("admin.productsPage.fields.category")).selectOption("bars");
    await sheet.getByLabel(t("admin.productsPage.fields.brand")).selectOption({ index: 1 });

    // Two kinds of option: their values make the rows.
    const kinds: [string, string, string[]][] = [
      ["Size", "גודל", ["100 g", "250 g"]],
      ["Cocoa", "קקאו", ["Dark", "Milk", "White"]],
    ];
    for (const [index, [name, nameHe, values]] of kinds.entries()) {
      await sheet.getByRole("button", { name: t("admin.productsPage.variants.addOption") }).click();
      const option = sheet.getByTestId("product-option").nth(index);
      await option.getByRole("textbox", { name: t("admin.productsPage.variants.optionName"), exact: true }).fill(name);
      await option.getByRole("textbox", { name: t("admin.productsPage.variants.optionNameHe") }).fill(nameHe);
      for (const [at, value] of values.entries()) {
        if (at > 0) await option.getByRole("button", { name: t("admin.productsPage.variants.addValueTo", { name: t("admin.productsPage.variants.optionNamed", { number: index + 1, name }) }) }).click();
        await option.getByRole("textbox", { name: t("admin.productsPage.variants.value", { number: at + 1 }), exact: true }).fill(value);
      }
    }
    await expect(sheet.getByTestId("variant-row")).toHaveCount(6);

    // Every row at once, then one set apart.
    const bulk = sheet.getByTestId("variant-bulk");
    await bulk.getByRole("spinbutton", { name: t("admin.productsPage.variants.bulk.price"), exact: true }).fill("12");
    await bulk.getByRole("spinbutton", { name: t("admin.productsPage.variants.bulk.salePrice"), exact: true }).fill("0");
    await bulk.getByRole("spinbutton", { name: t("admin.productsPage.variants.bulk.totalStock"), exact: true }).fill("5");
    await bulk.getByRole("button", { name: t("admin.productsPage.variants.bulk.apply") }).click();
    const cell = (column: string, variant: string) => sheet.getByLabel(t("admin.productsPage.variants.cellLabel", { column: t(`admin.productsPage.variants.columns.${column}`), variant }), { exact: true });
    await expect(cell("price", "250 g · White")).toHaveValue("12");
    await cell("price", "250 g · Dark").fill("24");

    await declareFood(sheet, t);
    const saved = page.waitForResponse((response) => response.url().endsWith("/api/admin/products/add"));
    await sheet.getByRole("button", { name: t("admin.productsPage.sheet.add"), exact: true }).click();
    const answer = (await (await saved).json()) as { data: { _id: string; slug: string; price: number; totalStock: number; variants: { sku: string; optionValues: string[]; price: number; totalStock: number }[] } };
    productId = answer.data._id;
    expect(answer.data.variants).toHaveLength(6);
    expect(answer.data.variants.find((variant) => variant.optionValues.join() === "250 g,Dark")).toMatchObject({ price: 2400, totalStock: 5 });
    expect(answer.data).toMatchObject({ price: 1200, totalStock: 30 });
    expect(new Set(answer.data.variants.map((variant) => variant.sku)).size).toBe(6);
    await expect(page.getByText(t("admin.productsPage.toasts.added")).first()).toBeVisible();

    // A shopper sees both kinds of option and the price of the size and level chosen.
    const shopper = await browser.newPage();
    await shopper.goto(`/shop/product/${answer.data.slug}`);
    await untilHydrated(shopper.getByRole("radiogroup", { name: "Cocoa" }).getByRole("radio", { name: "Dark" }));
    await shopper.getByRole("radiogroup", { name: "Size" }).getByRole("radio", { name: "250 g" }).click();
    await shopper.getByRole("radiogroup", { name: "Cocoa" }).getByRole("radio", { name: "Dark" }).click();
    await expect(shopper.getByRole("main")).toContainText("$24.00");
    await shopper.close();
  } finally {
    if (productId) await page.request.delete(`/api/admin/products/delete/${productId}`);
  }
});

test("a Hebrew shopper fills a box of 9 with the keyboard only and buys it; the packing slip lists every piece", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const dictionary = messages("he");
  const t = (key: string, values: Record<string, string | number> = {}) => translate(dictionary, key, values);
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const shopper = await newShopper(page);

  await page.goto("/shop/product/build-your-own-box?lang=he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const builder = page.getByTestId("box-builder");
  await expect(builder.getByTestId("box-slot")).toHaveCount(9);
  const filled = builder.getByTestId("box-filled");

  // Three raspberry hearts: focus reaches the piece's button and Enter adds, one slot each.
  const hearts = builder.getByRole("button", { name: /^הוספת לב פטל/ });
  await untilHydrated(hearts);
  await hearts.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press("Enter");
  await expect(filled).toHaveText(t("products.box.filled_other", { count: 3, total: 9 }));
  // Tab goes on to the next piece (its "remove one", then its "add"): two salted caramels.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.locator(":focus")).toHaveAccessibleName(/^הוספת ריבוע קרמל מלוח/);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await expect(filled).toHaveText(t("products.box.filled_other", { count: 5, total: 9 }));
  // A filled slot empties with Enter too.
  await builder.getByRole("button", { name: /^מקום 5:/ }).focus();
  await page.keyboard.press("Enter");
  await expect(filled).toHaveText(t("products.box.filled_other", { count: 4, total: 9 }));
  // The rest at random; the cart button says why it waits until then.
  const addToCart = builder.getByRole("button", { name: t("products.addToCart") });
  await expect(addToCart).toHaveAttribute("aria-disabled", "true");
  await builder.getByRole("button", { name: t("products.box.fillRandom") }).focus();
  await page.keyboard.press("Enter");
  await expect(filled).toHaveText(t("products.box.filled_other", { count: 9, total: 9 }));
  await addToCart.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(t("cart.added")).first()).toBeVisible();

  const cart = ((await (await page.request.get(`/api/shop/cart/get/${shopper.userId}`)).json()) as { data: { items: { variantSku?: string; pieces?: { productId: string; quantity: number; titleHe?: string }[] }[] } }).data;
  const box = cart.items[0];
  expect(box?.variantSku).toBe("BYO-9");
  expect(box?.pieces?.reduce((sum, piece) => sum + piece.quantity, 0)).toBe(9);
  expect(box?.pieces?.find((piece) => piece.productId === "piece-raspberry-heart")?.quantity).toBeGreaterThanOrEqual(3);

  // Paid, as any order.
  await page.goto("/shop/checkout");
  await addAddressInForm(page, t, { address: "רחוב הרצל 3", city: "חיפה", pincode: "3303003", phone: "+972 4 555 0199", notes: "קומה שלישית" });
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: SANDBOX_PAY.he }).click();
  await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();
  const [order] = ((await (await page.request.get(`/api/shop/order/list/${shopper.userId}`)).json()) as { data: { _id: string; cartItems: { pieces?: { titleHe?: string; title: string; quantity: number }[] }[] }[] }).data;
  const pieces = order?.cartItems[0]?.pieces ?? [];
  expect(pieces.reduce((sum, piece) => sum + piece.quantity, 0)).toBe(9);

  // The chocolatier fills the box from the slip: every piece and its count, in the order's language.
  const admin = await browser.newPage();
  try {
    await signIn(admin, ADMIN);
    await expect(admin).toHaveURL(/\/admin\//);
    await admin.goto(`/admin/orders/${encodeURIComponent(order?._id ?? "")}/packing-slip`);
    const slip = admin.getByTestId("packing-slip");
    for (const piece of pieces) {
      await expect(slip).toContainText(piece.titleHe ?? piece.title);
    }
  } finally {
    await admin.close();
  }
});
