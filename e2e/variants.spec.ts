/**
 * Sizes and flavours (issue 34): a shopper opens a link a friend shared to the box of 16, the page
 * arrives with that box chosen (price, photo and stock of that size), switches and comes back, buys
 * it, and the order keeps the size; a Hebrew reader sees the sold-out cocoa level shown but not
 * choosable.
 */
import type { Page } from "@playwright/test";
import { addAddressInForm, confirmEmailOf, expect, messages, test, translate, uniqueEmail } from "./support";

const SANDBOX_PAY = { en: "Pay now", he: "לתשלום" } as const;

interface VariantOrder {
  cartItems: { productId: string; variantSku?: string; variantLabel?: string; variantLabelHe?: string; price: number; quantity: number }[];
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

  await page.goto("/shop/product/signature-truffle-box?variant=TRF-16");
  const sizes = page.getByRole("radiogroup", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: "Box of 16" })).toHaveAttribute("aria-checked", "true");
  const details = page.getByRole("main");
  await expect(details).toContainText("$44.00");
  await expect(page.getByRole("img", { name: /Signature Truffle Box/ }).first()).toHaveAttribute("src", /signature-truffles-16/);

  // Another size: the address, the price (on sale) and the photo follow.
  await sizes.getByRole("radio", { name: "Box of 25" }).click();
  await expect(page).toHaveURL(/variant=TRF-25/);
  await expect(details).toContainText("$59.00");
  await expect(page.getByRole("img", { name: /Signature Truffle Box/ }).first()).toHaveAttribute("src", /signature-truffles-25/);
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
  await addAddressInForm(page, t, { address: "7 Nahalat Binyamin", city: "Tel Aviv", pincode: "6514107", phone: "+972 3 555 0101", notes: "" });
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: SANDBOX_PAY.en }).click();
  await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();

  const [order] = ((await (await page.request.get(`/api/shop/order/list/${shopper.userId}`)).json()) as { data: VariantOrder[] }).data;
  expect(order?.cartItems).toEqual([expect.objectContaining({ productId: "signature-truffles", variantSku: "TRF-16", variantLabel: "Box of 16", variantLabelHe: "קופסה של 16", price: 4400, quantity: 1 })]);
});

test("in Hebrew the bar's sold-out cocoa level is shown but cannot be chosen, and the page reads right to left", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  await page.goto("/shop/product/atelier-house-bar?lang=he");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const cocoa = page.getByRole("radiogroup", { name: "קקאו" });
  await expect(cocoa.getByRole("radio", { name: "מריר 70%" })).toHaveAttribute("aria-checked", "true");
  await expect(cocoa.getByRole("radio", { name: "לבן 30%" })).toBeDisabled();
  await cocoa.getByRole("radio", { name: "חלב 40%" }).click();
  await expect(page).toHaveURL(/variant=BAR-MILK-40/);
  await expect(page.getByRole("img", { name: /טבלת הבית/ }).first()).toHaveAttribute("src", /atelier-bar-milk/);
});
