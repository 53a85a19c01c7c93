/**
 * Sending chocolate as a gift (issue 33), as a Hebrew shopper does it: "This is a gift", the
 * recipient's own address typed at checkout (not saved), an English card from a Hebrew session,
 * wrapping at the settings' price and prices hidden; then the owner prints the packing slip (the
 * recipient's name and address, no price) and the card (the English message left to right), ships
 * it, and the recipient's inbox has the message that a gift is on its way, with no price in it.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, confirmEmailOf, expect, inbox, messages, signIn, test, translate, uniqueEmail } from "./support";

interface GiftOrder {
  _id: string;
  orderNumber: string;
  subtotal: number;
  shippingCost: number;
  wrapCost: number;
  taxAmount: number;
  totalAmount: number;
  addressInfo: { addressId: string; address: string; city: string };
  gift?: { recipientName: string; message: string; from: string; wrap: boolean; hidePrices: boolean; recipientEmail?: string; recipientLanguage: string; destination: string };
}

async function ordersOf(request: APIRequestContext, userId: string): Promise<GiftOrder[]> {
  return ((await (await request.get(`/api/shop/order/list/${userId}`)).json()) as { data: GiftOrder[] }).data;
}

/** A new shopper with a confirmed email and no saved address, signed in on `page`, with one box in the cart. */
async function newShopper(page: Page): Promise<{ email: string; userId: string; name: string }> {
  const name = "נועה גולן";
  const email = uniqueEmail("noa-gift");
  const password = "Praline!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: name, email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const userId = ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user.id;
  const added = await page.request.post("/api/shop/cart/add", { data: { userId, productId: "champagne-truffles", quantity: 2 } });
  expect(added.ok(), await added.text()).toBe(true);
  return { email, userId, name };
}

const RECIPIENT = { name: "Yael Ben-David", phone: "+972 52 555 0123", email: "" };
const ADDRESS = { address: "3 Herzl St", city: "Haifa", pincode: "3303003", phone: "+972 52 555 0123", notes: "Third floor, the blue door" };
const MESSAGE = "Happy birthday, Yael! Enjoy every bite.";

test("a Hebrew shopper sends a gift with an English card to a one-off address; the owner prints the slip and the card and ships it; the recipient is told, without a price", async ({ page, browser }) => {
  const dictionary = messages("he");
  const t = (key: string, values: Record<string, string | number> = {}) => translate(dictionary, key, values);
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const shopper = await newShopper(page);
  const recipientEmail = uniqueEmail("yael-gift");
  const settings = ((await (await page.request.get("/api/common/settings/get")).json()) as { data: { giftWrap: { price: number; nameHe: string } } }).data;

  await page.goto("/shop/checkout");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const section = page.getByTestId("gift-section");
  await section.getByRole("switch", { name: t("gifts.isGift") }).check();
  await section.getByRole("textbox", { name: t("gifts.recipient.name"), exact: true }).fill(RECIPIENT.name);
  await section.getByRole("textbox", { name: t("gifts.recipient.phone"), exact: true }).fill(RECIPIENT.phone);
  // With no saved address the typed one is the way; choose it all the same, as a shopper would.
  const oneOff = section.getByRole("radio", { name: t("gifts.destination.oneOff") });
  if (await oneOff.count()) await oneOff.check();
  const form = section.getByTestId("gift-address-form");
  for (const field of ["address", "city", "pincode", "phone", "notes"] as const) {
    await form.getByRole("textbox", { name: t(`addresses.fields.${field}`), exact: true }).fill(ADDRESS[field]);
  }
  const message = section.getByRole("textbox", { name: t("gifts.message.label"), exact: true });
  await message.fill(MESSAGE);
  // An English message in a Hebrew page keeps its own direction, and the count of what is left follows it.
  await expect(message).toHaveAttribute("dir", "auto");
  await expect(section).toContainText(t("gifts.message.left_other", { count: 300 - MESSAGE.length }));
  await section.getByRole("textbox", { name: t("gifts.card.from"), exact: true }).fill("Noa");
  await section.getByTestId("gift-wrap").getByRole("checkbox").check();
  await expect(section.getByRole("checkbox", { name: t("gifts.hidePrices") })).toBeChecked();
  await section.getByRole("textbox", { name: t("gifts.notify.email"), exact: true }).fill(recipientEmail);
  await section.getByRole("radio", { name: t("gifts.languages.en") }).check();
  await expect(section.getByTestId("gift-notify-note")).toBeVisible();

  // The carrier to Haifa is chosen by default; the summary adds the wrapping as a line.
  await expect(page.getByText(t("orders.totals.giftWrap")).first()).toBeVisible();
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: "לתשלום" }).click();
  await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();

  const [order] = await ordersOf(page.request, shopper.userId);
  expect(order?.gift).toMatchObject({ recipientName: RECIPIENT.name, message: MESSAGE, from: "Noa", wrap: true, hidePrices: true, recipientEmail, recipientLanguage: "en", destination: "oneOff" });
  expect(order?.addressInfo).toMatchObject({ addressId: "", address: ADDRESS.address, city: ADDRESS.city });
  expect(order?.wrapCost).toBe(settings.giftWrap.price);
  expect(order?.totalAmount).toBe((order?.subtotal ?? 0) + (order?.shippingCost ?? 0) + (order?.wrapCost ?? 0) + (order?.taxAmount ?? 0));
  // Not saved to the shopper's addresses: they did not ask.
  const addresses = ((await (await page.request.get(`/api/shop/address/get/${shopper.userId}`)).json()) as { data: unknown[] }).data;
  expect(addresses).toEqual([]);

  const admin = await browser.newPage();
  try {
    await signIn(admin, ADMIN);
    await expect(admin).toHaveURL(/\/admin\//);
    const id = encodeURIComponent(order?._id ?? "");
    // The packing slip: the recipient and their address, not the buyer; no price anywhere.
    await admin.goto(`/admin/orders/${id}/packing-slip`);
    const slip = admin.getByTestId("packing-slip");
    await expect(slip).toContainText(order?.orderNumber ?? "no number");
    await expect(admin.getByTestId("slip-recipient")).toContainText(RECIPIENT.name);
    await expect(slip).toContainText(ADDRESS.address);
    await expect(slip).not.toContainText(shopper.name);
    await expect(admin.getByTestId("slip-wrap")).toBeVisible();
    expect(await slip.textContent()).not.toMatch(/[$₪]/);

    // The card: the English message in its own direction, from Noa, no price.
    await admin.goto(`/admin/orders/${id}/gift-card`);
    const card = admin.getByTestId("gift-card");
    await expect(admin.getByTestId("gift-card-message")).toHaveText(MESSAGE);
    await expect(admin.getByTestId("gift-card-message")).toHaveAttribute("dir", "auto");
    await expect(admin.getByTestId("gift-card-from")).toContainText("Noa");
    await expect(card).toContainText(RECIPIENT.name);
    expect(await card.textContent()).not.toMatch(/[$₪]/);

    // The owner starts on it and ships it (the status form's own journey is the fulfilment spec's).
    for (const change of [{ orderStatus: "inProcess" }, { orderStatus: "inShipping", shipment: { carrierId: "israel-post", trackingNumber: "RR123456789IL" } }]) {
      const answer = await admin.request.put(`/api/admin/orders/update/${id}`, { data: change });
      expect(answer.ok(), await answer.text()).toBe(true);
    }
  } finally {
    await admin.close();
  }

  // The recipient, in English as the buyer chose: who it is from and how it comes, and no price.
  const told = await inbox.waitForEmail({ to: recipientEmail, subjectIncludes: "A gift from Noa" });
  expect(told.text).toContain(RECIPIENT.name);
  expect(told.text).toContain("RR123456789IL");
  for (const text of [told.html, told.text, told.subject]) expect(text).not.toMatch(/[$₪]/);

  // The buyer's receipt, in Hebrew, shows the card's English words in their own direction.
  const receipt = await inbox.waitForEmail({ to: shopper.email, subjectIncludes: "אושרה" });
  expect(receipt.html).toMatch(new RegExp(`<blockquote dir="auto"[^>]*>${MESSAGE.replace(/[.!?]/g, "\\$&")}</blockquote>`));
});
