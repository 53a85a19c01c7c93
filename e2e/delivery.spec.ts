/**
 * The atelier's calendar as shoppers meet it at checkout (issue 32): a Hebrew shopper picks up on a
 * date whose Hebrew date the calendar shows, and finds the pickup on the receipt in the inbox and on
 * the packing slip the owner prints; an English shopper in a courier zone pays that zone's fee; an
 * address outside every zone is told why the courier is not offered. The shop's own seeded settings
 * (pickup, "Tel Aviv and around" at $25.00 from a $50.00 order, the carrier) and the real clock.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { ADMIN, confirmEmailOf, expect, inbox, messages, signIn, test, translate, uniqueEmail, type Language } from "./support";

interface Shopper {
  email: string;
  userId: string;
}

/** A new shopper with a confirmed email, signed in on `page`, with `quantity` × `productId` in the cart. */
async function newShopper(page: Page, name: string, productId: string, quantity: number): Promise<Shopper> {
  const email = uniqueEmail(name.toLowerCase().replace(/[^a-z]+/g, "-"));
  const password = "Praline!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: name, email, password } })).ok()).toBe(true);
  await confirmEmailOf(email);
  expect((await page.request.post("/api/auth/login", { data: { email, password } })).ok()).toBe(true);
  const userId = ((await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user.id;
  const added = await page.request.post("/api/shop/cart/add", { data: { userId, productId, quantity } });
  expect(added.ok(), await added.text()).toBe(true);
  return { email, userId };
}

async function priceOf(request: APIRequestContext, productId: string): Promise<number> {
  const { price, salePrice } = ((await (await request.get(`/api/shop/products/get/${productId}`)).json()) as { data: { price: number; salePrice: number } }).data;
  return salePrice > 0 ? salePrice : price;
}

interface PlacedOrder {
  _id: string;
  orderNumber: string;
  subtotal: number;
  shippingCost: number;
  taxAmount: number;
  totalAmount: number;
  delivery?: { method: string; date: string; from?: string; to?: string; zoneId?: string; fee: number; hebrewDate: { en: string; he: string } };
}

async function ordersOf(request: APIRequestContext, userId: string): Promise<PlacedOrder[]> {
  return ((await (await request.get(`/api/shop/order/list/${userId}`)).json()) as { data: PlacedOrder[] }).data;
}

/** Picks the first time of the chosen day in the slot group titled `title`; answers its "HH:MM–HH:MM". */
async function chooseFirstSlot(page: Page, title: string): Promise<string> {
  const slot = page.getByRole("group", { name: title }).getByRole("button").and(page.locator(":not([disabled])")).first();
  await slot.click();
  await expect(slot).toHaveAttribute("aria-pressed", "true");
  return (await slot.locator("bdi").textContent())?.trim() ?? "";
}

/** Pays on the sandbox approval page and waits for the shop's success page. */
async function payOnSandbox(page: Page, t: (key: string) => string, language: Language) {
  await page.getByRole("button", { name: t("checkout.paySandbox") }).click();
  await expect(page).toHaveURL(/\/api\/payments\/sandbox\/SBX/);
  await page.getByRole("button", { name: language === "he" ? "לתשלום" : "Pay now" }).click();
  await expect(page.getByRole("heading", { name: t("pages.paymentSuccess.title") })).toBeVisible();
}

test("a Hebrew shopper picks up on a date the calendar shows with its Hebrew date, and finds it on the receipt and the packing slip", async ({ page, browser }) => {
  const dictionary = messages("he");
  const t = (key: string, values: Record<string, string | number> = {}) => translate(dictionary, key, values);
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const shopper = await newShopper(page, "Noa Pickup", "champagne-truffles", 1);

  await page.goto("/shop/checkout");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // No address is needed to pick up.
  const pickup = page.getByRole("radio", { name: new RegExp(`^${t("delivery.methods.pickup")}`) });
  await pickup.check();
  const calendar = page.getByTestId("delivery-calendar");
  const chosen = calendar.locator('td[role="gridcell"][aria-selected="true"]');
  await expect(chosen).toHaveCount(1);
  const date = (await chosen.getAttribute("data-date")) ?? "";
  const hebrewDate = ((await chosen.getByTestId("hebrew-date").textContent()) ?? "").trim();
  // The cell shows the Hebrew date in Hebrew letters ("כ״ב כסלו").
  expect(hebrewDate).toMatch(/[\u05d0-\u05ea]/);
  const time = await chooseFirstSlot(page, t("delivery.slots.title.pickup"));
  // The summary names the way, free.
  await expect(page.getByTestId("order-shipping")).toHaveText(t("delivery.free"));

  await payOnSandbox(page, t, "he");

  const [order] = await ordersOf(page.request, shopper.userId);
  expect(order?.delivery).toMatchObject({ method: "pickup", date, fee: 0 });
  expect(`${order?.delivery?.from}–${order?.delivery?.to}`).toBe(time);
  expect(order?.shippingCost).toBe(0);
  expect(order?.delivery?.hebrewDate.he).toContain(hebrewDate);

  // The receipt, in Hebrew: the way, the date with its Hebrew date, the time and the atelier's address.
  const receipt = await inbox.waitForEmail({ to: shopper.email, subjectIncludes: "אושרה" });
  expect(receipt.text).toContain("איסוף עצמי מהסדנה");
  expect(receipt.text).toContain(order?.delivery?.hebrewDate.he ?? "no Hebrew date");
  expect(receipt.text).toContain(time);

  // The owner's packing slip says it too, in the shopper's language.
  const admin = await browser.newPage();
  try {
    await signIn(admin, ADMIN);
    await expect(admin).toHaveURL(/\/admin\//);
    await admin.goto(`/admin/orders/${encodeURIComponent(order?._id ?? "")}/packing-slip`);
    const block = admin.getByTestId("slip-delivery");
    await expect(block).toContainText(hebrewDate);
    await expect(block).toContainText(time);
    await expect(admin.getByTestId("packing-slip")).toContainText(order?.orderNumber ?? "no number");
  } finally {
    await admin.close();
  }
});

test("a shopper in a courier zone chooses a delivery window and pays that zone's fee @phone", async ({ page }) => {
  const dictionary = messages("en");
  const t = (key: string, values: Record<string, string | number> = {}) => translate(dictionary, key, values);
  // The zone delivers from a $50.00 order: enough truffles to pass it.
  const price = await priceOf(page.request, "champagne-truffles");
  const shopper = await newShopper(page, "Dan Courier", "champagne-truffles", Math.ceil(5000 / price));
  const added = await page.request.post("/api/shop/address/add", {
    data: { userId: shopper.userId, address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6688101", phone: "+972 3 555 0199", notes: "Ring twice" },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto("/shop/checkout");
  const courier = page.getByRole("radio", { name: /^Courier/ });
  await expect(page.getByTestId("delivery-method-courier")).toContainText("Area: Tel Aviv and around");
  await expect(page.getByTestId("delivery-method-courier").getByTestId("delivery-fee")).toHaveText("$25.00");
  await courier.check();
  await expect(page.getByRole("grid", { name: /^Delivery date, / })).toBeVisible();
  await expect(page.locator('td[role="gridcell"][aria-selected="true"]')).toHaveCount(1);
  const window = await chooseFirstSlot(page, t("delivery.slots.title.courier"));
  await expect(page.getByTestId("order-shipping")).toHaveText("$25.00");
  await expect(page.getByText("Courier (Tel Aviv and around)")).toBeVisible();

  await payOnSandbox(page, t, "en");

  const [order] = await ordersOf(page.request, shopper.userId);
  expect(order?.delivery).toMatchObject({ method: "courier", zoneId: "tel-aviv", fee: 2500 });
  expect(`${order?.delivery?.from}–${order?.delivery?.to}`).toBe(window);
  expect(order?.shippingCost).toBe(2500);
  expect(order?.totalAmount).toBe((order?.subtotal ?? 0) + 2500 + (order?.taxAmount ?? 0));
  const receipt = await inbox.waitForEmail({ to: shopper.email, subjectIncludes: "is confirmed" });
  expect(receipt.text).toContain("Tel Aviv and around");
  expect(receipt.text).toContain("$25.00");
});

test("an address outside every courier zone is told why the courier is not offered, and can still ship", async ({ page }) => {
  const shopper = await newShopper(page, "Hila Haifa", "champagne-truffles", 4);
  const added = await page.request.post("/api/shop/address/add", {
    data: { userId: shopper.userId, address: "3 Herzl St", city: "Haifa", pincode: "3303103", phone: "+972 4 555 0100", notes: "Third floor" },
  });
  expect(added.ok(), await added.text()).toBe(true);

  await page.goto("/shop/checkout");
  await expect(page.getByTestId("delivery-method-courier")).toContainText("The courier does not deliver to Haifa.");
  await expect(page.getByRole("radio", { name: /^Courier/ })).toBeDisabled();
  // The carrier takes it, on a dispatch date with its expected arrival.
  const shipping = page.getByRole("radio", { name: /^Shipping by carrier/ });
  await expect(shipping).toBeEnabled();
  await shipping.check();
  await expect(page.getByRole("grid", { name: /^Dispatch date, / })).toBeVisible();
  await expect(page.getByText(/expected to arrive/)).toBeVisible();
  // The server refuses the courier too, whatever a client sends.
  const refused = await page.request.post("/api/shop/order/create", {
    data: { userId: shopper.userId, addressId: ((await added.json()) as { data: { _id: string } }).data._id, delivery: { method: "courier", date: "2030-01-01", slotId: "10:00-14:00" } },
  });
  expect(refused.status()).toBe(400);
  expect(await ordersOf(page.request, shopper.userId)).toEqual([]);
});
