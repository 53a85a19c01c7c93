import { CURRENT_ORDER_STORAGE_KEY, DEFAULT_SHOP_SETTINGS, effectivePrice, type Address, type AvailabilityDay, type Cart, type DeliveryMethod, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { deferred, fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { addressFixture } from "@/test/shopFixtures";
import { availabilityAnswer, dayFixture, NOW, optionsFixture } from "@/features/delivery/testing/deliveryFixtures";
import { checkoutAddressId, checkoutOrderRequest, checkoutProblem } from "./checkoutRules";

const LINES: Cart["items"] = [
  { lineId: "p1", productId: "p1", title: "Hazelnut praline", titleHe: "פרלין אגוזי לוז", image: "/p1.jpg", price: 1200, salePrice: 900, quantity: 2, totalStock: 5 },
  { lineId: "p2", productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, salePrice: 0, quantity: 1, totalStock: 4 },
];
const SETTINGS: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, taxRate: 17 };
/** The created order's answer: where to pay, and the server's figures. */
const CREATED = {
  success: true,
  approvalURL: "https://pay.test/approve?o=ord-9",
  orderId: "ord-9",
  orderNumber: "CA-10009",
  totals: { subtotal: 2850, shippingCost: 1000, wrapCost: 0, taxAmount: 485, totalAmount: 4335 },
};

/**
 * The API of the checkout: the cart, the addresses, the ways to receive the cart (by default the
 * carrier only, as a shop that has not set up pickup or a courier; `methods` for more) and their days.
 */
function serve({
  items = LINES,
  addresses = [addressFixture("a1")],
  settings = SETTINGS,
  create,
  user = SHOPPER,
  resend,
  methods = ["shipping"],
  day = dayFixture,
}: {
  items?: Cart["items"];
  addresses?: Address[];
  settings?: ShopSettings;
  create?: (body: unknown) => Response | Promise<Response>;
  user?: typeof SHOPPER;
  resend?: () => Response;
  methods?: DeliveryMethod[];
  day?: (method: DeliveryMethod, date: string) => AvailabilityDay;
} = {}) {
  const createOrder = vi.fn(({ body }: { body: unknown }) =>
    create ? create(body) : jsonResponse(CREATED),
  );
  const subtotal = items.reduce((sum, line) => sum + effectivePrice(line) * line.quantity, 0);
  const options = vi.fn(({ url }: { url: string }) => {
    const query = new URL(url, "http://shop.test").searchParams;
    const addressId = query.get("addressId");
    // A saved address by its id; an address typed for a gift by its city alone.
    const city = addressId ? addresses.find((address) => address._id === addressId)?.city : (query.get("city") ?? undefined);
    return jsonResponse({ success: true, data: optionsFixture({ city, subtotal, methods }) });
  });
  const availability = vi.fn(({ url }: { url: string; init: RequestInit }) => jsonResponse(availabilityAnswer(url, day)));
  const fetch = fakeApi({
    user,
    settings,
    routes: {
      "POST /api/auth/verification-email": () => (resend ? resend() : jsonResponse({ success: true, code: "emailAction.verificationSent", message: "sent" })),
      [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: { _id: "c1", userId: SHOPPER.id, items } }),
      [`GET /api/shop/address/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: addresses }),
      "POST /api/shop/order/create": createOrder,
      "GET /api/shop/delivery/options": options,
      "GET /api/shop/delivery/availability": availability,
    },
  });
  return { fetch, createOrder, options, availability };
}

const payButton = () => screen.findByRole("button", { name: "Pay with PayPal" }, { timeout: 5000 });
const toastNow = () => toastStore.getSnapshot();
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.sessionStorage.clear();
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  // Tuesday 1 December 2026 on the shop's clock: the fixtures' calendar.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("checkout rules", () => {
  it("keeps the picked address while it exists, else pre-selects the only one", () => {
    const one = [{ _id: "a1" }];
    const two = [{ _id: "a1" }, { _id: "a2" }];
    expect(checkoutAddressId(one, null)).toBe("a1");
    expect(checkoutAddressId(two, null)).toBeNull();
    expect(checkoutAddressId(two, "a2")).toBe("a2");
    expect(checkoutAddressId(two, "gone")).toBeNull();
    expect(checkoutAddressId([], null)).toBeNull();
  });

  it("refuses an empty cart first, then a missing address", () => {
    expect(checkoutProblem([], null)).toBe("emptyCart");
    expect(checkoutProblem([], "a1")).toBe("emptyCart");
    expect(checkoutProblem([{}], null)).toBe("noAddress");
    expect(checkoutProblem([{}], "a1")).toBeNull();
  });

  it("lets a pickup go without an address, and asks for the way, the date and the time in turn", () => {
    const none = { method: null, problem: "method" } as const;
    expect(checkoutProblem([{}], null, none)).toBe("noAddress");
    expect(checkoutProblem([{}], "a1", none)).toBe("noMethod");
    expect(checkoutProblem([{}], null, { method: "pickup", problem: null })).toBeNull();
    expect(checkoutProblem([{}], null, { method: "courier", problem: null })).toBe("noAddress");
    expect(checkoutProblem([{}], "a1", { method: "pickup", problem: "date" })).toBe("noDate");
    expect(checkoutProblem([{}], "a1", { method: "courier", problem: "slot" })).toBe("noSlot");
    expect(checkoutProblem([], null, { method: "pickup", problem: null })).toBe("emptyCart");
  });

  it("takes a gift's typed address instead of a saved one, and asks for the gift's recipient, address and details in the page's order", () => {
    const shipping = { method: "shipping", problem: null } as const;
    const typed = { oneOff: true, complete: true } as const;
    const half = { oneOff: true, complete: false } as const;
    expect(checkoutProblem([{}], typed, shipping)).toBeNull();
    expect(checkoutProblem([{}], half, shipping)).toBe("giftAddress");
    expect(checkoutProblem([{}], half, { method: null, problem: "method" })).toBe("giftAddress");
    // Picked up by the recipient: no address at all.
    expect(checkoutProblem([{}], half, { method: "pickup", problem: null })).toBeNull();
    // A saved address still missing comes first (the picker is above the gift).
    expect(checkoutProblem([{}], null, shipping, "recipient")).toBe("noAddress");
    expect(checkoutProblem([{}], "a1", shipping, "recipient")).toBe("giftRecipient");
    expect(checkoutProblem([{}], half, shipping, "recipient")).toBe("giftRecipient");
    expect(checkoutProblem([{}], half, shipping, "details")).toBe("giftAddress");
    expect(checkoutProblem([{}], "a1", shipping, "details")).toBe("giftDetails");
    expect(checkoutProblem([{}], "a1", { method: "courier", problem: "slot" }, "details")).toBe("giftDetails");
    expect(checkoutProblem([{}], "a1", { method: "courier", problem: "slot" }, null)).toBe("noSlot");
    expect(checkoutProblem([], half, shipping, "recipient")).toBe("emptyCart");
  });

  it("sends the saved address only when the order goes there", () => {
    const delivery = { method: "shipping", date: "2026-12-02" } as const;
    const request = { recipientName: "Dana", recipientPhone: "0501234567", message: "", from: "", wrap: false, hidePrices: true, recipientLanguage: "en" } as const;
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: null })).toEqual({ userId: "u", addressId: "a1", delivery });
    expect(checkoutOrderRequest({ userId: "u", addressId: null, delivery, gift: null })).toEqual({ userId: "u", delivery });
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: { request, destination: "saved" } })).toEqual({ userId: "u", addressId: "a1", delivery, gift: request });
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: { request, destination: "oneOff" } })).toEqual({ userId: "u", delivery, gift: request });
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: { request, destination: "pickup" } })).toEqual({ userId: "u", delivery, gift: request });
  });
});

describe("CheckoutPage", () => {
  it("shows the banner, the lines and the totals of the shared rule (tax with its rate)", async () => {
    serve();
    renderApp("/shop/checkout");
    await payButton();
    expect(screen.getByRole("heading", { level: 1, name: "Checkout" })).toBeInTheDocument();
    expect(screen.getByTestId("checkout-banner")).toHaveAttribute("src", "/images/banners/gift-collection.svg");
    expect(screen.getByTestId("checkout-banner")).toHaveAttribute("alt", "");
    const items = screen.getByRole("region", { name: "Your items" });
    expect(await within(items).findByRole("heading", { name: "Hazelnut praline" })).toBeInTheDocument();
    expect(within(items).getByText("Quantity: 2 · $9.00 each")).toBeInTheDocument();
    expect(within(items).getAllByTestId("checkout-line-total").map((cell) => cell.textContent)).toEqual(["$18.00", "$10.50"]);

    const summary = screen.getByRole("region", { name: "Order summary" });
    // 2 × 9.00 + 10.50 = 28.50; shipping (the server's fee for the one way the shop offers) 10.00
    // below 100.00; tax 17 % of 28.50 = 4.845 → 4.85.
    await waitFor(() => expect(within(summary).getByTestId("order-shipping")).toHaveTextContent("$10.00"));
    expect(within(summary).getByText("Shipping")).toBeInTheDocument();
    expect(within(summary).getByTestId("order-subtotal")).toHaveTextContent("$28.50");
    expect(within(summary).getByTestId("order-shipping")).toHaveTextContent("$10.00");
    expect(within(summary).getByText("Tax (17%)")).toBeInTheDocument();
    expect(within(summary).getByTestId("order-tax")).toHaveTextContent("$4.85");
    expect(within(summary).getByTestId("order-total")).toHaveTextContent("$43.35");
    // The total is the figure the shopper decides on: the largest type of the summary.
    expect(within(summary).getByTestId("order-total")).toHaveClass("MuiTypography-h4");
    expect(within(summary).getByTestId("order-subtotal")).toHaveClass("MuiTypography-body1");
    expect(within(summary).getByText("Add $71.50 more to your cart for free shipping.")).toBeInTheDocument();
  });

  it("never mentions a test payment while the shop pays with PayPal", async () => {
    serve({ settings: { ...SETTINGS, checkoutPayment: "paypal" } });
    renderApp("/shop/checkout");
    await payButton();
    expect(screen.getByTestId("checkout-pay-hint")).toHaveTextContent("You will approve the payment on PayPal's page");
    expect(document.body.textContent ?? "").not.toMatch(/sandbox|test payment/i);
  });

  it("labels the payment as a test, in both languages, when the shop runs the sandbox", async () => {
    serve({ settings: { ...SETTINGS, checkoutPayment: "sandbox" } });
    renderApp("/shop/checkout");
    expect(await screen.findByRole("button", { name: "Pay (test payment)" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId("checkout-pay-hint")).toHaveTextContent("no money is charged");
    expect(screen.queryByRole("button", { name: "Pay with PayPal" })).not.toBeInTheDocument();
    await i18n.changeLanguage("he");
    try {
      expect(await screen.findByRole("button", { name: "תשלום (תשלום ניסיון)" })).toBeInTheDocument();
      expect(screen.getByTestId("checkout-pay-hint")).toHaveTextContent("שום כסף לא נגבה");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("shows free shipping at the threshold", async () => {
    serve({ items: [{ ...LINES[1]!, price: 5000, quantity: 2 }], settings: DEFAULT_SHOP_SETTINGS });
    renderApp("/shop/checkout");
    await payButton();
    const summary = screen.getByRole("region", { name: "Order summary" });
    await waitFor(() => expect(within(summary).getByTestId("order-subtotal")).toHaveTextContent("$100.00"));
    // The server's fee for the carrier: nothing at the threshold.
    await waitFor(() => expect(within(summary).getByTestId("order-shipping")).toHaveTextContent("Free"));
    expect(within(summary).getByText("Shipping")).toBeInTheDocument();
    expect(within(summary).getByTestId("order-total")).toHaveTextContent("$100.00");
  });

  it("disables paying for an empty cart with the spec's sentence, and offers the way to the products", async () => {
    const { createOrder } = serve({ items: [] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/shop/listing");
    const message = await screen.findByTestId("checkout-empty-cart");
    expect(message).toHaveTextContent("Your cart is empty. Please add items to proceed");
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute("aria-describedby", message.id);
    fireEvent.click(pay);
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("asks for an address when none is selected", async () => {
    const { createOrder } = serve({ addresses: [addressFixture("a1"), addressFixture("a2")] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    const group = await screen.findByRole("radiogroup", { name: "Shipping address" });
    await screen.findByRole("heading", { name: "Hazelnut praline" });
    within(group).getAllByRole("radio").forEach((radio) => expect(radio).not.toBeChecked());
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please select one address to proceed.", variant: "destructive" });
    expect(createOrder).not.toHaveBeenCalled();

    // Without an address the carrier cannot be chosen, and says why.
    const shipping = () => within(screen.getByTestId("delivery-method-shipping")).getByRole("radio");
    expect(shipping()).toBeDisabled();
    expect(screen.getByTestId("delivery-method-shipping")).toHaveTextContent("Please select one address to proceed.");

    fireEvent.click(within(group).getByRole("radio", { name: "a2 Cocoa Lane, Tel Aviv" }));
    expect(within(group).getByRole("radio", { name: "a2 Cocoa Lane, Tel Aviv" })).toBeChecked();
    // The shop's one way, chosen for the shopper once the address allows it.
    await waitFor(() => expect(shipping()).toBeChecked());
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a2", delivery: { method: "shipping", date: "2026-12-02" } });
  });

  it("pre-selects the only address, creates the order, stores its id and goes to the approval page", async () => {
    const answer = deferred<Response>();
    const { createOrder } = serve({ create: () => answer.promise });
    renderApp("/shop/checkout");
    const pay = await payButton();
    expect(await screen.findByRole("radio", { name: "a1 Cocoa Lane, Tel Aviv" })).toBeChecked();
    await screen.findByRole("heading", { name: "Hazelnut praline" });
    expect(await screen.findByTestId("shipping-arrival")).toHaveTextContent("Ships on Wednesday 2 December, expected to arrive Friday 4 December.");

    fireEvent.click(pay);
    const processing = await screen.findByRole("button", { name: /Processing…/ });
    expect(processing).toBeDisabled();
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a1", delivery: { method: "shipping", date: "2026-12-02" } });

    answer.resolve(jsonResponse(CREATED));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.test/approve?o=ord-9"));
    expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBe("ord-9");
    expect(screen.getByRole("button", { name: /Processing…/ })).toBeDisabled();
    expect(createOrder).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal as a destructive toast and lets the shopper try again", async () => {
    serve({
      create: () => jsonResponse({ success: false, code: "order.soldOut", params: { title: "Dark bar" }, message: 'Sorry, "Dark bar" sold out. You have not been charged.' }, 409),
    });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await screen.findByRole("heading", { name: "Hazelnut praline" });
    await waitFor(() => expect(screen.getByRole("radio", { name: "a1 Cocoa Lane, Tel Aviv" })).toBeChecked());
    await waitFor(() => expect(within(screen.getByTestId("delivery-method-shipping")).getByRole("radio")).toBeChecked());
    fireEvent.click(pay);
    await waitFor(() =>
      expect(toastNow()).toMatchObject({ title: 'Sorry, "Dark bar" sold out. You have not been charged.', variant: "destructive" }),
    );
    expect(await screen.findByRole("button", { name: "Pay with PayPal" })).toBeEnabled();
    expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("asks an unverified shopper to confirm the email first, and sends the link again on request", async () => {
    let answers = 0;
    const { createOrder } = serve({
      user: { ...SHOPPER, emailVerified: false },
      resend: () =>
        ++answers === 1
          ? jsonResponse({ success: true, code: "emailAction.verificationSent", message: "sent" })
          : jsonResponse({ success: false, code: "limit.verificationEmail", params: { minutes: 42 }, message: "limit" }, 429),
    });
    renderApp("/shop/checkout");
    const notice = await screen.findByTestId("verify-email-notice", {}, { timeout: 5000 });
    expect(within(notice).getByRole("heading", { name: "Confirm your email address" })).toBeInTheDocument();
    expect(notice).toHaveTextContent("Confirm your email noa@chocolate.test to place the order");
    expect(within(notice).getByText("noa@chocolate.test")).toHaveAttribute("dir", "ltr");
    const pay = await payButton();
    await waitFor(() => expect(screen.getByRole("radio", { name: "a1 Cocoa Lane, Tel Aviv" })).toBeChecked());
    expect(pay).toBeDisabled();
    expect(screen.getByTestId("checkout-blocked")).toHaveTextContent("Confirm your email address to place the order.");

    fireEvent.click(within(notice).getByRole("button", { name: "Send the link again" }));
    expect(await within(notice).findByText("We have sent you a new confirmation link. Check your inbox.")).toBeInTheDocument();
    fireEvent.click(within(notice).getByRole("button", { name: "Send the link again" }));
    expect(await within(notice).findByText(/try again in 42 min/)).toBeInTheDocument();
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("shows no notice to a verified shopper", async () => {
    serve();
    renderApp("/shop/checkout");
    await payButton();
    expect(screen.queryByTestId("verify-email-notice")).toBeNull();
  });

  it("speaks Hebrew", async () => {
    await i18n.changeLanguage("he");
    serve({ methods: ["pickup", "courier", "shipping"] });
    renderApp("/shop/checkout");
    expect(await screen.findByRole("button", { name: "תשלום ב-PayPal" }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "פרלין אגוזי לוז" })).toBeInTheDocument();
    expect(screen.getByText("מע״מ (17%)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "איך תרצו לקבל את ההזמנה?" })).toBeInTheDocument();
    const courier = await screen.findByTestId("delivery-method-courier");
    expect(courier).toHaveTextContent("שליח");
    await waitFor(() => expect(within(courier).getByRole("radio")).toBeEnabled());
    fireEvent.click(within(courier).getByRole("radio"));
    const grid = await screen.findByRole("grid");
    expect(grid).toHaveAttribute("dir", "rtl");
    expect(grid).toHaveAccessibleName("תאריך המשלוח, דצמבר 2026");
    await waitFor(() => expect(grid.querySelector('[data-date="2026-12-02"]')).toHaveAttribute("aria-selected", "true"));
    expect(grid.querySelector('[data-date="2026-12-02"]')).toHaveAccessibleName("יום רביעי, 2 בדצמבר (כ״ב כסלו)");
    expect(screen.getByTestId("order-shipping").parentElement).toHaveTextContent("שליח (תל אביב והסביבה)");
  });
});

describe("CheckoutPage: how and when", () => {
  const ALL: DeliveryMethod[] = ["pickup", "courier", "shipping"];
  // Test ids and data attributes, not roles, inside the whole app: a role query names every element
  // of the page (the calendar's 42 cells among them) on each try, seconds per test in jsdom.
  // The delivery feature's own tests query the chooser by role and name.
  const method = (name: DeliveryMethod) => screen.getByTestId(`delivery-method-${name}`).querySelector<HTMLInputElement>('input[type="radio"]') as HTMLInputElement;
  const day = (date: string) => document.querySelector<HTMLElement>(`[data-date="${date}"]`) as HTMLElement;
  const slot = (id: string) => screen.getByTestId(`slot-${id}`);
  /** The summary's delivery line, label and amount: "PickupFree". */
  const deliveryLine = () => screen.getByTestId("order-shipping").parentElement?.textContent;

  it("asks how to receive the order before paying, and says so in the summary meanwhile", async () => {
    // No address yet: pickup is possible, the carrier and the courier are not, and none is chosen;
    // paying asks for the address (the spec's sentence), pickup being the other answer beside it.
    const { createOrder } = serve({ methods: ALL, addresses: [] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    expect(await screen.findByRole("heading", { level: 2, name: "How would you like to receive it?" })).toBeInTheDocument();
    await waitFor(() => expect(method("pickup")).toBeEnabled());
    for (const name of ALL) expect(method(name)).not.toBeChecked();
    expect(deliveryLine()).toBe("DeliveryChoose above");
    // 28.50 + tax 4.85: no way, no fee yet.
    expect(screen.getByTestId("order-total")).toHaveTextContent("$33.35");
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please select one address to proceed.", variant: "destructive" });
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("asks for the way when the address allows none by default", async () => {
    // A shop without the carrier: pickup and the courier are both the shopper's to choose.
    const { createOrder } = serve({ methods: ["pickup", "courier"] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await waitFor(() => expect(method("courier")).toBeEnabled());
    expect(method("pickup")).not.toBeChecked();
    expect(method("courier")).not.toBeChecked();
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please choose how you would like to receive the order.", variant: "destructive" });
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("places a pickup order without an address, for the day and time chosen", async () => {
    const { createOrder } = serve({ methods: ALL, addresses: [] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await screen.findByText("Hazelnut praline");
    // The courier and the carrier need an address; pickup does not.
    await waitFor(() => expect(method("pickup")).toBeEnabled());
    expect(method("courier")).toBeDisabled();
    expect(method("shipping")).toBeDisabled();
    fireEvent.click(method("pickup"));

    await waitFor(() => expect(deliveryLine()).toBe("PickupFree"));
    expect(screen.getByTestId("order-total")).toHaveTextContent("$33.35");

    // No time yet: asked for.
    await waitFor(() => expect(slot("10:00-11:00")).toBeInTheDocument());
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please choose a time.", variant: "destructive" });
    expect(createOrder).not.toHaveBeenCalled();

    fireEvent.click(day("2026-12-03"));
    expect(day("2026-12-03")).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(slot("11:00-12:00")).toHaveAccessibleName("11:00–12:00, 2 left"));
    fireEvent.click(slot("11:00-12:00"));
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, delivery: { method: "pickup", date: "2026-12-03", slotId: "11:00-12:00" } });
  });

  it("charges the courier's fee for the address's area, and sends the courier's day and window", async () => {
    const { createOrder, options } = serve({ methods: ALL });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await waitFor(() => expect(method("courier")).toBeEnabled());
    fireEvent.click(method("courier"));
    await waitFor(() => expect(deliveryLine()).toBe("Courier (Tel Aviv and around)$25.00"));
    // 28.50 + 25.00 + tax 4.85 (on the goods).
    expect(screen.getByTestId("order-total")).toHaveTextContent("$58.35");
    expect(screen.getByText("Add $271.50 more to your cart for free delivery.")).toBeInTheDocument();
    // The options were asked for the chosen address.
    expect(options.mock.calls.some(([request]) => request.url.includes("addressId=a1"))).toBe(true);

    await waitFor(() => expect(slot("14:00-18:00")).toHaveAccessibleName("14:00–18:00, 1 left"));
    fireEvent.click(slot("14:00-18:00"));
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a1", delivery: { method: "courier", date: "2026-12-02", slotId: "14:00-18:00" } });
  });

  it("shows the server's word when the time was just taken, and reads the calendar again past the cache", async () => {
    let taken = false;
    const message = "The time 10:00-11:00 on Wednesday 2 December has just been fully booked. The next possible date is Wednesday 2 December. You have not been charged.";
    const { createOrder, availability } = serve({
      methods: ALL,
      day: (name, date) => {
        const answer = dayFixture(name, date);
        return taken && date === "2026-12-02" ? { ...answer, slots: answer.slots.map((entry) => (entry.id === "10:00-11:00" ? { ...entry, left: 0 } : entry)) } : answer;
      },
      create: () => {
        taken = true;
        return jsonResponse({ success: false, code: "delivery.slotFull", params: { slot: "10:00-11:00", date: "Wednesday 2 December", next: "Wednesday 2 December" }, message }, 409);
      },
    });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await waitFor(() => expect(method("pickup")).toBeEnabled());
    fireEvent.click(method("pickup"));
    await waitFor(() => expect(slot("10:00-11:00")).toBeEnabled());
    fireEvent.click(slot("10:00-11:00"));
    expect(slot("10:00-11:00")).toHaveAttribute("aria-pressed", "true");
    const readsBefore = availability.mock.calls.length;

    fireEvent.click(pay);
    await waitFor(() => expect(toastNow()).toMatchObject({ title: message, variant: "destructive" }));
    expect(createOrder).toHaveBeenCalledTimes(1);
    // The calendar again, past every cache: the time is full now, and no longer chosen; the day stays.
    await waitFor(() => expect(slot("10:00-11:00")).toBeDisabled());
    expect(slot("10:00-11:00")).toHaveAccessibleName("10:00–11:00, Full");
    expect(slot("10:00-11:00")).toHaveAttribute("aria-pressed", "false");
    const again = availability.mock.calls.slice(readsBefore);
    expect(again.length).toBeGreaterThan(0);
    expect(again.every(([request]) => new Headers(request.init.headers).get("Cache-Control")?.includes("no-cache"))).toBe(true);
    expect(day("2026-12-02")).toHaveAttribute("aria-selected", "true");
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please choose a time." });
    expect(createOrder).toHaveBeenCalledTimes(1);
  });
});

describe("CheckoutPage: a gift", () => {
  // Fields by their names and test ids, not roles, inside the whole app (see above).
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;
  const fill = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
  const giftSection = () => screen.getByTestId("gift-section");
  const turnOn = async () => {
    const section = await screen.findByTestId("gift-section", {}, { timeout: 5000 });
    fireEvent.click(section.querySelector('input[type="checkbox"]') as HTMLInputElement);
    await waitFor(() => expect(field("recipientName")).toBeInTheDocument());
  };
  const method = (name: DeliveryMethod) => screen.getByTestId(`delivery-method-${name}`).querySelector<HTMLInputElement>('input[type="radio"]') as HTMLInputElement;
  const carrierChosen = () => waitFor(() => expect(method("shipping")).toBeChecked());
  const sent = (createOrder: ReturnType<typeof serve>["createOrder"]) => createOrder.mock.calls[0]?.[0].body;
  const RECIPIENT = { recipientName: "Dana Levi", recipientPhone: "050-123-4567" };

  function fillRecipient() {
    fill("recipientName", ` ${RECIPIENT.recipientName} `);
    fill("recipientPhone", RECIPIENT.recipientPhone);
  }

  it("sends a gift to one of the shopper's addresses, with the card's words, prices hidden and the page's language", async () => {
    const { createOrder } = serve();
    renderApp("/shop/checkout");
    const pay = await payButton();
    await turnOn();
    await carrierChosen();
    fillRecipient();
    fill("giftMessage", "Happy birthday!\nWith love");
    fill("giftFrom", "Noa");
    expect(field("giftDestination")).toBeChecked(); // "To one of my addresses", the one picked above
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(sent(createOrder)).toEqual({
      userId: SHOPPER.id,
      addressId: "a1",
      delivery: { method: "shipping", date: "2026-12-02" },
      gift: { ...RECIPIENT, message: "Happy birthday!\nWith love", from: "Noa", wrap: false, hidePrices: true, recipientLanguage: "en" },
    });
  });

  it("sends a gift to another address: the ways follow its city, the saved one is left aside, and it is saved only when asked", async () => {
    const { createOrder, options } = serve({ methods: ["pickup", "courier", "shipping"] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await turnOn();
    fireEvent.click(giftSection().querySelector('input[name="giftDestination"][value="oneOff"]') as HTMLInputElement);
    expect(await screen.findByTestId("checkout-address-unused")).toHaveTextContent("the address chosen here is not used");
    fillRecipient();
    fill("giftAddress.address", "4 Rose St");
    fill("giftAddress.city", "Tel Aviv");
    fill("giftAddress.pincode", "6100001");
    fill("giftAddress.phone", "03-555-1234");
    fill("giftAddress.notes", "Ring twice");
    // The ways are asked for the typed city, without the saved address's id: the courier's area is Tel Aviv's.
    await waitFor(() => expect(options.mock.calls.some(([request]) => request.url.includes("city=Tel+Aviv") && !request.url.includes("addressId"))).toBe(true));
    await waitFor(() => expect(method("courier")).toBeEnabled());
    await carrierChosen();
    const save = screen.getByTestId("gift-address-form").querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
    expect(save).not.toBeChecked();
    fireEvent.click(save);
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(sent(createOrder)).toEqual({
      userId: SHOPPER.id,
      delivery: { method: "shipping", date: "2026-12-02" },
      gift: {
        ...RECIPIENT,
        address: { address: "4 Rose St", city: "Tel Aviv", pincode: "6100001", phone: "03-555-1234", notes: "Ring twice" },
        saveAddress: true,
        message: "",
        from: "",
        wrap: false,
        hidePrices: true,
        recipientLanguage: "en",
      },
    });
  });

  it("lets the recipient pick it up: no address in the order, and says their name is on the list", async () => {
    const { createOrder } = serve({ methods: ["pickup", "courier", "shipping"] });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await turnOn();
    await waitFor(() => expect(method("pickup")).toBeEnabled());
    fireEvent.click(method("pickup"));
    expect(await screen.findByTestId("gift-pickup-note")).toHaveTextContent("The recipient picks it up; their name is on the pickup list.");
    fillRecipient();
    await waitFor(() => expect(screen.getByTestId("slot-10:00-11:00")).toBeEnabled());
    fireEvent.click(screen.getByTestId("slot-10:00-11:00"));
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(sent(createOrder)).toEqual({
      userId: SHOPPER.id,
      delivery: { method: "pickup", date: "2026-12-02", slotId: "10:00-11:00" },
      gift: { ...RECIPIENT, message: "", from: "", wrap: false, hidePrices: true, recipientLanguage: "en" },
    });
  });

  it("adds the wrapping to the summary and the total, and sends it", async () => {
    const { createOrder } = serve();
    renderApp("/shop/checkout");
    const pay = await payButton();
    await turnOn();
    await carrierChosen();
    const wrap = await screen.findByTestId("gift-wrap");
    expect(wrap).toHaveTextContent("Gift wrapping: a ribbon and the atelier's gold box · $8.00");
    expect(screen.queryByTestId("order-wrap")).toBeNull();
    fireEvent.click(wrap.querySelector("input") as HTMLInputElement);
    const summary = screen.getByRole("region", { name: "Order summary" });
    await waitFor(() => expect(within(summary).getByTestId("order-wrap")).toHaveTextContent("$8.00"));
    expect(within(summary).getByTestId("order-wrap").previousElementSibling).toHaveTextContent("Gift wrapping");
    // 28.50 + shipping 10.00 + wrapping 8.00 + tax 4.85 (on the goods only).
    expect(within(summary).getByTestId("order-total")).toHaveTextContent("$51.35");
    fillRecipient();
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(sent(createOrder)).toMatchObject({ gift: { wrap: true } });
  });

  it("offers no wrapping while the shop has it off", async () => {
    serve({ settings: { ...SETTINGS, giftWrap: { ...SETTINGS.giftWrap, enabled: false } } });
    renderApp("/shop/checkout");
    await payButton();
    await turnOn();
    expect(screen.queryByTestId("gift-wrap")).toBeNull();
    expect(screen.queryByTestId("order-wrap")).toBeNull();
  });

  it("refuses to pay until the gift has what it needs, and says what under each field", async () => {
    const { createOrder } = serve();
    renderApp("/shop/checkout");
    const pay = await payButton();
    await turnOn();
    await carrierChosen();
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please enter the recipient's name and phone.", variant: "destructive" });
    await waitFor(() => expect(field("recipientName")).toHaveAttribute("aria-invalid", "true"));
    expect(field("recipientName")).toHaveAccessibleDescription("Enter the recipient's name.");

    fillRecipient();
    expect(field("recipientName")).toHaveAttribute("aria-invalid", "false");
    fireEvent.click(giftSection().querySelector('input[name="giftDestination"][value="oneOff"]') as HTMLInputElement);
    fill("giftAddress.city", "Haifa");
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please enter the recipient's address." });
    await waitFor(() => expect(field("giftAddress.address")).toHaveAccessibleDescription("This field is required."));

    fireEvent.click(giftSection().querySelector('input[name="giftDestination"][value="saved"]') as HTMLInputElement);
    fill("recipientEmail", "dana-at-example");
    fireEvent.click(pay);
    expect(toastNow()).toMatchObject({ title: "Please check the gift's details." });
    await waitFor(() => expect(field("recipientEmail")).toHaveAccessibleDescription("Enter an email address like name@example.com, or leave it empty."));
    expect(createOrder).not.toHaveBeenCalled();
  });

  it("says it in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      serve();
      renderApp("/shop/checkout");
      await screen.findByRole("button", { name: "תשלום ב-PayPal" }, { timeout: 5000 });
      await turnOn();
      await carrierChosen();
      fireEvent.click(screen.getByRole("button", { name: "תשלום ב-PayPal" }));
      expect(toastNow()).toMatchObject({ title: "נא להזין את השם והטלפון של מקבל המתנה." });
      await waitFor(() => expect(field("recipientPhone")).toHaveAccessibleDescription("יש להזין את הטלפון של מקבל המתנה."));
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
