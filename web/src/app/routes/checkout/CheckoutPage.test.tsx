import {
  CURRENT_ORDER_STORAGE_KEY,
  DEFAULT_SHOP_SETTINGS,
  effectivePrice,
  type Address,
  type AvailabilityDay,
  type Cart,
  type DeliveryMethod,
  type GiftCardBalance,
  type OrderDiscount,
  type OrderQuote,
  type OrderQuoteRequest,
  type ShopSettings,
} from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { deferred, fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { addressFixture } from "@/test/shopFixtures";
import { availabilityAnswer, dayFixture, NOW, optionsFixture } from "@/features/delivery/testing/deliveryFixtures";
import { checkoutAddressId, checkoutOrderRequest, checkoutProblem, giftCardSplit, payingGiftCardCodes } from "./checkoutRules";

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
  totals: { subtotal: 2850, shippingCost: 1000, wrapCost: 0, discountAmount: 0, shippingDiscount: 0, taxAmount: 485, taxIncluded: false, totalAmount: 4335, giftCardAmount: 0 },
  discounts: [],
  giftCardPayments: [],
};

/** The server's quote of the cart (issue 36): no promotion applies unless `quote` says otherwise. */
function quoteOf(subtotal: number, discounts: OrderDiscount[] = [], code?: OrderQuote["code"]): OrderQuote {
  return {
    subtotal,
    discountAmount: discounts.reduce((sum, discount) => sum + discount.amount, 0),
    shippingDiscount: discounts.reduce((sum, discount) => sum + discount.shippingAmount, 0),
    discounts,
    lineDiscounts: {},
    taxIncluded: false,
    ...(code ? { code } : {}),
  };
}

/**
 * The API of the checkout: the cart, the addresses, the ways to receive the cart (by default the
 * carrier only, as a shop that has not set up pickup or a courier; `methods` for more) and their
 * days, the cart's quote with the promotions (`quote`; by default none applies), and what a gift
 * card holds (`balance`, by its normalised code; by default no card exists).
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
  quote,
  balance,
  optionsHeld,
}: {
  items?: Cart["items"];
  addresses?: Address[];
  settings?: ShopSettings;
  create?: (body: unknown) => Response | Promise<Response>;
  user?: typeof SHOPPER;
  resend?: () => Response;
  methods?: DeliveryMethod[];
  day?: (method: DeliveryMethod, date: string) => AvailabilityDay;
  quote?: (body: OrderQuoteRequest, subtotal: number) => Response;
  balance?: (code: string) => Response;
  /** The delivery options answer once this settles (the ways being read). */
  optionsHeld?: Promise<unknown>;
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
    const answer = () => jsonResponse({ success: true, data: optionsFixture({ city, subtotal, methods }) });
    return optionsHeld ? optionsHeld.then(answer) : answer();
  });
  const availability = vi.fn(({ url }: { url: string; init: RequestInit }) => jsonResponse(availabilityAnswer(url, day)));
  const quotes = vi.fn(({ body }: { body: unknown }) =>
    quote ? quote(body as OrderQuoteRequest, subtotal) : jsonResponse({ success: true, data: quoteOf(subtotal) }),
  );
  const balances = vi.fn(({ body }: { body: unknown }) => {
    const { code } = body as { code: string };
    return balance ? balance(code) : jsonResponse({ success: false, code: "giftCard.unknown", params: { last4: code.slice(-4) }, message: "unknown" }, 404);
  });
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
      "POST /api/shop/order/quote": quotes,
      "POST /api/shop/gift-cards/balance": balances,
    },
  });
  return { fetch, createOrder, options, availability, quotes, balances };
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

  it("sends the promotion code the quote applied, and none otherwise", () => {
    const delivery = { method: "shipping", date: "2026-12-02" } as const;
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: null, promoCode: "WELCOME10" })).toEqual({ userId: "u", addressId: "a1", delivery, promoCode: "WELCOME10" });
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: null, promoCode: null })).toEqual({ userId: "u", addressId: "a1", delivery });
  });

  it("sends the gift cards that pay something, and none otherwise", () => {
    const delivery = { method: "shipping", date: "2026-12-02" } as const;
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: null, giftCards: ["AAAA", "BBBB"] })).toEqual({ userId: "u", addressId: "a1", delivery, giftCards: ["AAAA", "BBBB"] });
    expect(checkoutOrderRequest({ userId: "u", addressId: "a1", delivery, gift: null, giftCards: [] })).toEqual({ userId: "u", addressId: "a1", delivery });
  });

  it("splits the total between the gift cards, in the order applied, and leaves the rest for the provider", () => {
    const small = { code: "S", last4: "1111", balance: 2000 };
    const big = { code: "B", last4: "2222", balance: 10_000 };
    const spare = { code: "X", last4: "3333", balance: 500 };
    expect(giftCardSplit(4335, [small])).toEqual({ payments: [{ card: small, amount: 2000 }], paidByCards: 2000, rest: 2335 });
    const covered = giftCardSplit(4335, [small, big, spare]);
    expect(covered.payments.map((payment) => payment.amount)).toEqual([2000, 2335, 0]);
    expect(covered).toMatchObject({ paidByCards: 4335, rest: 0 });
    // A card left with nothing to pay is not sent (the server would refuse it).
    expect(payingGiftCardCodes(covered)).toEqual(["S", "B"]);
    expect(giftCardSplit(4335, [])).toEqual({ payments: [], paidByCards: 0, rest: 4335 });
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

  it("says the VAT the prices include, after the total, when the shop's prices include it (issue 37)", async () => {
    serve({ settings: { ...SETTINGS, currency: "ILS", currencySymbol: "₪", taxMode: "included" } });
    renderApp("/shop/checkout");
    await payButton();
    const summary = screen.getByRole("region", { name: "Order summary" });
    // 28.50 + 10.00 shipping = 38.50 charged, of which 17/117 is VAT: 5.594… → 5.59.
    await waitFor(() => expect(within(summary).getByTestId("order-shipping")).toHaveTextContent("₪10.00"));
    expect(within(summary).getByTestId("order-total")).toHaveTextContent("₪38.50");
    expect(within(summary).getByText("Includes VAT (17%)")).toBeInTheDocument();
    expect(within(summary).getByTestId("order-tax")).toHaveTextContent("₪5.59");
    expect(within(summary).queryByText("Tax (17%)")).toBeNull();
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

  it("keeps Pay off while the ways of receiving the order are read, so a press then is never refused for want of one", async () => {
    const ways = deferred<void>();
    const { createOrder, options } = serve({ optionsHeld: ways.promise });
    renderApp("/shop/checkout");
    const pay = await payButton();
    expect(await screen.findByRole("radio", { name: "a1 Cocoa Lane, Tel Aviv" })).toBeChecked();
    await waitFor(() => expect(options).toHaveBeenCalled());
    expect(pay).toBeDisabled();
    fireEvent.click(pay);
    expect(toastNow()).toBeNull();

    ways.resolve();
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toMatchObject({ delivery: { method: "shipping", date: "2026-12-02" } });
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

describe("CheckoutPage: promotions", () => {
  const WELCOME: OrderDiscount = { promotionId: "pr-welcome", kind: "code", code: "WELCOME10", name: "Welcome 10%", nameHe: "ברוכים הבאים 10%", benefit: "percent", amount: 285, shippingAmount: 0, freeDelivery: false };
  const FRIDAY: OrderDiscount = { promotionId: "pr-friday", kind: "automatic", name: "Bar Friday", nameHe: "שישי של טבלאות", benefit: "amount", amount: 300, shippingAmount: 0, freeDelivery: false };
  const UNKNOWN = "There is no such code. Check its spelling and try again.";
  const MINIMUM = "This code needs a subtotal of at least $60.00.";
  /** The shop's codes: WELCOME10 takes 10 %, BIG60 needs $60.00, any other does not exist. */
  const codes = (body: OrderQuoteRequest, subtotal: number, automatic: OrderDiscount[] = []) => {
    const code = body.promoCode;
    if (!code) return jsonResponse({ success: true, data: quoteOf(subtotal, automatic) });
    if (code === "WELCOME10") return jsonResponse({ success: true, data: quoteOf(subtotal, [...automatic, WELCOME], { code, applied: true }) });
    const refusal = code === "BIG60" ? ({ code: "promo.minimum", params: { amount: "$60.00" } } as const) : ({ code: "promo.unknown" } as const);
    return jsonResponse({ success: true, data: quoteOf(subtotal, automatic, { code, applied: false, refusal, message: code === "BIG60" ? MINIMUM : UNKNOWN }) });
  };
  const field = () => document.querySelector<HTMLInputElement>('input[name="promoCode"]') as HTMLInputElement;
  const message = () => screen.getByTestId("promo-code-message");
  const summary = () => screen.getByRole("region", { name: "Order summary" });
  /** Types a code and presses Enter in its field. */
  const enter = (code: string) => {
    fireEvent.change(field(), { target: { value: code } });
    fireEvent.submit(screen.getByTestId("promo-code-form"));
  };
  const carrierChosen = () => waitFor(() => expect(within(screen.getByTestId("delivery-method-shipping")).getByRole("radio")).toBeChecked());
  const asked = (quotes: ReturnType<typeof serve>["quotes"]) => quotes.mock.calls.map(([request]) => request.body as OrderQuoteRequest);

  it("applies a code: its line and the totals in the summary, the saving said by the field, and the order carries it", async () => {
    const { quotes, createOrder } = serve({ quote: (body, subtotal) => codes(body, subtotal) });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    // Without a code the cart is quoted for the way chosen and its fee.
    await waitFor(() => expect(asked(quotes)).toContainEqual({ method: "shipping", deliveryFee: 1000 }));
    enter("welcome10");
    await waitFor(() => expect(message()).toHaveTextContent("WELCOME10 applied: you save $2.85"));
    expect(message()).toHaveAttribute("role", "status");
    expect(field()).toHaveAttribute("aria-describedby", message().id);
    expect(field()).toHaveAttribute("aria-invalid", "false");
    expect(asked(quotes)).toContainEqual({ promoCode: "WELCOME10", method: "shipping", deliveryFee: 1000 });
    // Asked once on "Apply", then read from the cache.
    expect(asked(quotes).filter((body) => body.promoCode === "WELCOME10")).toHaveLength(1);

    const discount = within(summary()).getByTestId("order-discount");
    expect(discount).toHaveTextContent("−$2.85");
    expect(discount.previousElementSibling).toHaveTextContent("Code WELCOME10: Welcome 10%");
    // 28.50 − 2.85 = 25.65; shipping 10.00; tax 17 % of 25.65 = 4.3605 → 4.36.
    expect(within(summary()).getByTestId("order-subtotal")).toHaveTextContent("$28.50");
    expect(within(summary()).getByTestId("order-tax")).toHaveTextContent("$4.36");
    expect(within(summary()).getByTestId("order-total")).toHaveTextContent("$40.01");

    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a1", delivery: { method: "shipping", date: "2026-12-02" }, promoCode: "WELCOME10" });
  });

  it("says by the field why a code does not apply, keeps its text, asks no more with it, and pays without it", async () => {
    const { quotes, createOrder } = serve({ quote: (body, subtotal) => codes(body, subtotal) });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    enter("nope");
    await waitFor(() => expect(message()).toHaveTextContent(UNKNOWN));
    expect(field()).toHaveValue("nope");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(UNKNOWN);
    expect(screen.queryByRole("button", { name: "Remove code" })).toBeNull();
    expect(within(summary()).queryByTestId("order-discount")).toBeNull();
    expect(within(summary()).getByTestId("order-total")).toHaveTextContent("$43.35");

    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).not.toHaveProperty("promoCode");
    // An unknown code counts against the guessing limits: it was asked once only.
    expect(asked(quotes).filter((body) => body.promoCode === "NOPE")).toHaveLength(1);

    // Typing anew clears what was said.
    fireEvent.change(field(), { target: { value: "nop" } });
    expect(message()).toBeEmptyDOMElement();
  });

  it("keeps a code that needs more in the cart, saying why, until it is removed", async () => {
    const { createOrder } = serve({ quote: (body, subtotal) => codes(body, subtotal) });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    enter("BIG60");
    await waitFor(() => expect(message()).toHaveTextContent(MINIMUM));
    expect(field()).toHaveAccessibleDescription(MINIMUM);
    fireEvent.click(screen.getByRole("button", { name: "Remove code" }));
    expect(field()).toHaveValue("");
    expect(message()).toBeEmptyDOMElement();

    enter("WELCOME10");
    await waitFor(() => expect(message()).toHaveTextContent("WELCOME10 applied"));
    fireEvent.click(screen.getByRole("button", { name: "Remove code" }));
    await waitFor(() => expect(within(summary()).queryByTestId("order-discount")).toBeNull());
    expect(within(summary()).getByTestId("order-total")).toHaveTextContent("$43.35");
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).not.toHaveProperty("promoCode");
  });

  it("checks a code's form before asking, and says the guessing limit by the field", async () => {
    const limit = "Too many codes that do not exist were tried. Please try again in 12 min.";
    const { quotes } = serve({
      quote: (body, subtotal) =>
        body.promoCode ? jsonResponse({ success: false, code: "limit.promoCode", params: { minutes: 12 }, message: limit }, 429) : codes(body, subtotal),
    });
    renderApp("/shop/checkout");
    await payButton();
    await carrierChosen();
    fireEvent.submit(screen.getByTestId("promo-code-form"));
    expect(message()).toHaveTextContent("Enter a code first.");
    enter("no way!");
    expect(message()).toHaveTextContent("A code is 3 to 32 letters, digits, dashes or underscores.");
    expect(asked(quotes).some((body) => body.promoCode)).toBe(false);

    enter("GUESS1");
    await waitFor(() => expect(message()).toHaveTextContent(limit));
    expect(field()).toHaveValue("GUESS1");
    expect(field()).toHaveAttribute("aria-invalid", "true");
  });

  it("shows what an automatic promotion and a free delivery take off, without a code", async () => {
    const HOLIDAY: OrderDiscount = { promotionId: "pr-holiday", kind: "automatic", name: "Holiday week", nameHe: "שבוע החג", benefit: "freeDelivery", amount: 0, shippingAmount: 0, freeDelivery: true };
    serve({ quote: (body, subtotal) => codes(body, subtotal, [FRIDAY, { ...HOLIDAY, shippingAmount: body.deliveryFee ?? 0 }]) });
    renderApp("/shop/checkout");
    await payButton();
    await carrierChosen();
    await waitFor(() => expect(within(summary()).getByTestId("order-shipping-discount")).toHaveTextContent("−$10.00"));
    expect(within(summary()).getByTestId("order-shipping-discount").previousElementSibling).toHaveTextContent("Free delivery: Holiday week");
    expect(within(summary()).getByTestId("order-discount")).toHaveTextContent("−$3.00");
    expect(within(summary()).getByTestId("order-discount").previousElementSibling).toHaveTextContent("Discount: Bar Friday");
    // The fee stays on its line; what the promotion takes off it below. 28.50 − 3.00 = 25.50;
    // 10.00 − 10.00; tax 17 % of 25.50 = 4.335 → 4.34.
    expect(within(summary()).getByTestId("order-shipping")).toHaveTextContent("$10.00");
    expect(within(summary()).getByTestId("order-total")).toHaveTextContent("$29.84");
    // Nothing to add for a free delivery.
    expect(within(summary()).queryByText(/more to your cart for free shipping/)).toBeNull();
  });

  it("says by the field that the order could not have the code, and drops it", async () => {
    const usedUp = "This code has been used as many times as it can be.";
    const { createOrder } = serve({
      quote: (body, subtotal) => codes(body, subtotal),
      create: () => jsonResponse({ success: false, code: "promo.usedUp", message: usedUp }, 409),
    });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    enter("WELCOME10");
    await waitFor(() => expect(message()).toHaveTextContent("WELCOME10 applied"));
    fireEvent.click(pay);
    await waitFor(() => expect(message()).toHaveTextContent(usedUp));
    expect(toastNow()).toMatchObject({ title: usedUp, variant: "destructive" });
    expect(createOrder.mock.calls[0]?.[0].body).toMatchObject({ promoCode: "WELCOME10" });
    expect(field()).toHaveValue("WELCOME10");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(within(summary()).queryByTestId("order-discount")).toBeNull());
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    expect(createOrder.mock.calls[1]?.[0].body).not.toHaveProperty("promoCode");
  });

  it("says it in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      serve({ quote: (body, subtotal) => codes(body, subtotal, [FRIDAY]) });
      renderApp("/shop/checkout");
      await screen.findByText("תשלום ב-PayPal", {}, { timeout: 10000 });
      await carrierChosen();
      expect(screen.getByTestId("promo-code-form")).toHaveTextContent("מימוש");
      enter("WELCOME10");
      await waitFor(() => expect(message()).toHaveTextContent("הקוד WELCOME10 מומש: חיסכון של"));
      const lines = screen.getAllByTestId("order-discount");
      expect(lines.map((line) => line.previousElementSibling?.textContent)).toEqual(["הנחה: שישי של טבלאות", "קוד WELCOME10: ברוכים הבאים 10%"]);
      // The amount keeps its own direction: the sign on the number's left.
      expect(lines[0]?.textContent).toBe("\u200f\u200e\u22123.00\u00a0\u200f$");
    } finally {
      await i18n.changeLanguage("en");
    }
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

describe("CheckoutPage: gift cards", () => {
  /** The shop's cards by their normalised codes: 2026 holds $20.00, 6WCE $100.00; VVVV is voided, 0000 spent, EEEE in euros. */
  const CARDS: Record<string, GiftCardBalance> = {
    "7KQ2M9XD4HNPB3TR2026": { last4: "2026", balance: 2000, currency: "USD", status: "active" },
    "7KQ2M9XD4HNPB3TR6WCE": { last4: "6WCE", balance: 10_000, currency: "USD", status: "active" },
    "7KQ2M9XD4HNPB3TRVVVV": { last4: "VVVV", balance: 3000, currency: "USD", status: "voided" },
    "7KQ2M9XD4HNPB3TR0000": { last4: "0000", balance: 0, currency: "USD", status: "active" },
    "7KQ2M9XD4HNPB3TREEEE": { last4: "EEEE", balance: 5000, currency: "EUR", status: "active" },
  };
  const cards = (code: string) => {
    const card = CARDS[code];
    return card
      ? jsonResponse({ success: true, data: card })
      : jsonResponse({ success: false, code: "giftCard.unknown", params: { last4: code.slice(-4) }, message: `There is no gift card with the code ending ${code.slice(-4)}.` }, 404);
  };
  const field = () => document.querySelector<HTMLInputElement>('input[name="giftCard"]') as HTMLInputElement;
  const message = () => screen.getByTestId("gift-card-message");
  /** The order summary (found by its field, in either language). */
  const summary = () => screen.getByTestId("gift-card-form").closest("section") as HTMLElement;
  /** Each line of the summary's totals as "label=value". */
  const totalsLines = () => [...summary().querySelectorAll("dl dt")].map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
  /** Types a code and presses Enter in its field. */
  const enter = (code: string) => {
    fireEvent.change(field(), { target: { value: code } });
    fireEvent.submit(screen.getByTestId("gift-card-form"));
  };
  const carrierChosen = () => waitFor(() => expect(within(screen.getByTestId("delivery-method-shipping")).getByRole("radio")).toBeChecked());
  const asked = (balances: ReturnType<typeof serve>["balances"]) => balances.mock.calls.map(([request]) => (request.body as { code: string }).code);
  /** Left-to-right isolation around a card's last four inside the field's sentences. */
  const ltr = (text: string) => `\u2066${text}\u2069`;

  it("applies a card that pays a part: its line after the total, what is left for PayPal, and the order carries its code", async () => {
    const { balances, createOrder } = serve({ balance: cards });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    // Typed in any case, with spaces and dashes: asked once, normalised.
    enter("7kq2 m9xd-4hnp-b3tr-2026");
    await waitFor(() => expect(message()).toHaveTextContent("Gift card •••• 2026 applied: it pays $20.00"));
    expect(asked(balances)).toEqual(["7KQ2M9XD4HNPB3TR2026"]);
    expect(field()).toHaveValue("");
    expect(field()).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByTestId("gift-card-list")).toHaveTextContent("•••• 2026 · holds $20.00");
    // 28.50 + 10.00 + tax 4.85 = 43.35: the card pays 20.00, PayPal the rest.
    expect(totalsLines().slice(-3)).toEqual(["Total=$43.35", "Gift card •••• 2026=−$20.00", "To pay with PayPal=$23.35"]);
    expect(within(summary()).getByTestId("order-gift-card").previousElementSibling?.querySelector("bdi[dir=ltr]")).toHaveTextContent("•••• 2026");
    expect(pay).toHaveTextContent("Pay with PayPal");

    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a1", delivery: { method: "shipping", date: "2026-12-02" }, giftCards: ["7KQ2M9XD4HNPB3TR2026"] });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.test/approve?o=ord-9"));
    // The code lives in the page's state only: not in its address, not in storage.
    const stored = [window.sessionStorage, window.localStorage].flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ""));
    expect(stored.join(" ")).not.toMatch(/7KQ2|2026/i);
    expect(window.location.href).not.toMatch(/7KQ2/i);
  });

  it("splits the total between two cards, says Place order once they cover it, and sends both", async () => {
    const covered = { ...CREATED, approvalURL: "/shop/paypal-return?paymentId=ord-9&PayerID=GIFTCARD", totals: { ...CREATED.totals, giftCardAmount: 4335 }, giftCardPayments: [{ cardId: "gc-1", last4: "2026", amount: 2000 }, { cardId: "gc-2", last4: "6WCE", amount: 2335 }] };
    const { balances, createOrder } = serve({ balance: cards, create: () => jsonResponse(covered) });
    renderApp("/shop/checkout");
    await payButton();
    await carrierChosen();

    // One card that holds more than the total pays it all.
    enter("7KQ2-M9XD-4HNP-B3TR-6WCE");
    await waitFor(() => expect(message()).toHaveTextContent("Gift card •••• 6WCE applied: it pays $43.35"));
    expect(screen.getByRole("button", { name: "Place order" })).toBeEnabled();
    expect(screen.queryByRole("button", { name: "Pay with PayPal" })).toBeNull();
    expect(screen.getByTestId("checkout-pay-hint")).toHaveTextContent("Your gift cards pay for the whole order");
    expect(within(summary()).queryByTestId("order-provider-amount")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove the gift card ending 6WCE" }));
    expect(await screen.findByRole("button", { name: "Pay with PayPal" })).toBeInTheDocument();
    expect(within(summary()).queryByTestId("order-gift-card")).toBeNull();

    // The first card pays what it holds, the second the rest.
    enter("7KQ2M9XD4HNPB3TR2026");
    await waitFor(() => expect(message()).toHaveTextContent("•••• 2026 applied"));
    enter("7KQ2M9XD4HNPB3TR6WCE");
    await waitFor(() => expect(message()).toHaveTextContent("Gift card •••• 6WCE applied: it pays $23.35"));
    expect(totalsLines().slice(-3)).toEqual(["Total=$43.35", "Gift card •••• 2026=−$20.00", "Gift card •••• 6WCE=−$23.35"]);
    const place = screen.getByRole("button", { name: "Place order" });

    // Nothing is left for a third card: it is not even asked about.
    enter("7KQ2M9XD4HNPB3TREEEE");
    expect(message()).toHaveTextContent("Your gift cards already pay for the whole order.");
    expect(asked(balances)).toEqual(["7KQ2M9XD4HNPB3TR6WCE", "7KQ2M9XD4HNPB3TR2026", "7KQ2M9XD4HNPB3TR6WCE"]);

    fireEvent.click(place);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toMatchObject({ giftCards: ["7KQ2M9XD4HNPB3TR2026", "7KQ2M9XD4HNPB3TR6WCE"] });
    // Settled by the server: the shop's own return page finds it paid.
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/shop/paypal-return?paymentId=ord-9&PayerID=GIFTCARD"));
  });

  it("checks a code's form before asking, and refuses by the field a card that is unknown, voided, spent or in another currency", async () => {
    const { balances, createOrder } = serve({ balance: cards });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    fireEvent.submit(screen.getByTestId("gift-card-form"));
    expect(message()).toHaveTextContent("Enter a gift card code first.");
    enter("7KQ2-M9XD");
    expect(message()).toHaveTextContent("A gift card code is 20 letters and digits, like");
    expect(asked(balances)).toEqual([]);

    enter("7KQ2-M9XD-4HNP-B3TR-9999");
    await waitFor(() => expect(message()).toHaveTextContent("There is no gift card with the code ending 9999."));
    expect(field()).toHaveValue("7KQ2-M9XD-4HNP-B3TR-9999");
    expect(field()).toHaveAttribute("aria-invalid", "true");
    expect(field()).toHaveAccessibleDescription(/There is no gift card with the code ending 9999/);
    // Typing anew clears what was said.
    fireEvent.change(field(), { target: { value: "7KQ2" } });
    expect(message()).toBeEmptyDOMElement();

    for (const [code, said] of [
      ["7KQ2M9XD4HNPB3TRVVVV", `The gift card ending ${ltr("VVVV")} can no longer be used.`],
      ["7KQ2M9XD4HNPB3TR0000", `The gift card ending ${ltr("0000")} has nothing left on it.`],
      ["7KQ2M9XD4HNPB3TREEEE", `The gift card ending ${ltr("EEEE")} is in another currency`],
    ] as const) {
      enter(code);
      await waitFor(() => expect(message()).toHaveTextContent(said));
    }
    expect(within(summary()).queryByTestId("order-gift-card")).toBeNull();
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).not.toHaveProperty("giftCards");
  });

  it("takes at most five cards, without asking about a sixth", async () => {
    const { balances } = serve({ balance: (code) => jsonResponse({ success: true, data: { last4: code.slice(-4), balance: 100, currency: "USD", status: "active" } }) });
    renderApp("/shop/checkout");
    await payButton();
    await carrierChosen();
    for (const last4 of ["0001", "0002", "0003", "0004", "0005"]) {
      enter(`7KQ2M9XD4HNPB3TR${last4}`);
      await waitFor(() => expect(message()).toHaveTextContent(`Gift card •••• ${last4} applied: it pays $1.00`));
    }
    enter("7KQ2M9XD4HNPB3TR0006");
    expect(message()).toHaveTextContent("An order can be paid with at most 5 gift cards.");
    expect(balances).toHaveBeenCalledTimes(5);
    expect(within(summary()).getAllByTestId("order-gift-card")).toHaveLength(5);
    expect(within(summary()).getByTestId("order-provider-amount")).toHaveTextContent("$38.35");
  });

  it("says the checks' limit by the field", async () => {
    const limit = "Too many balance checks from this network. Please try again in 9 min.";
    serve({ balance: () => jsonResponse({ success: false, code: "limit.giftCardBalance", params: { minutes: 9 }, message: limit }, 429) });
    renderApp("/shop/checkout");
    await payButton();
    await carrierChosen();
    enter("7KQ2M9XD4HNPB3TR2026");
    await waitFor(() => expect(message()).toHaveTextContent(limit));
    expect(field()).toHaveAttribute("aria-invalid", "true");
  });

  it("says by the field that the order could not take a card, and drops it", async () => {
    const changed = "The balance of the gift card ending 2026 changed before this order was paid. You have not been charged; please check out again.";
    const { createOrder } = serve({
      balance: cards,
      create: (body) =>
        (body as { giftCards?: string[] }).giftCards?.length
          ? jsonResponse({ success: false, code: "giftCard.balanceChanged", params: { last4: "2026" }, message: changed }, 409)
          : jsonResponse(CREATED),
    });
    renderApp("/shop/checkout");
    const pay = await payButton();
    await carrierChosen();
    enter("7KQ2M9XD4HNPB3TR2026");
    await waitFor(() => expect(within(summary()).getByTestId("order-gift-card")).toHaveTextContent("−$20.00"));
    fireEvent.click(pay);
    await waitFor(() => expect(message()).toHaveTextContent(changed));
    expect(toastNow()).toMatchObject({ title: changed, variant: "destructive" });
    expect(within(summary()).queryByTestId("order-gift-card")).toBeNull();
    expect(screen.queryByTestId("gift-card-list")).toBeNull();
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    expect(createOrder.mock.calls[1]?.[0].body).not.toHaveProperty("giftCards");
  });

  it("says it in Hebrew, the masked code and the amounts keeping their direction", async () => {
    await i18n.changeLanguage("he");
    try {
      serve({ balance: cards, settings: { ...SETTINGS, checkoutPayment: "sandbox" } });
      renderApp("/shop/checkout");
      await screen.findByRole("button", { name: "תשלום (תשלום ניסיון)" }, { timeout: 10000 });
      await carrierChosen();
      expect(screen.getByTestId("gift-card-form")).toHaveTextContent("מימוש");
      enter("7KQ2M9XD4HNPB3TR2026");
      await waitFor(() => expect(message()).toHaveTextContent("כרטיס המתנה •••• 2026 מומש: הוא משלם"));
      const card = within(summary()).getByTestId("order-gift-card");
      expect(card.previousElementSibling).toHaveTextContent("כרטיס מתנה •••• 2026");
      expect(card.previousElementSibling?.querySelector("bdi[dir=ltr]")).toHaveTextContent("•••• 2026");
      expect(card.textContent).toBe("\u200f\u200e\u221220.00\u00a0\u200f$");
      expect(within(summary()).getByTestId("order-provider-amount").previousElementSibling).toHaveTextContent("לתשלום (תשלום ניסיון)");
      enter("7KQ2M9XD4HNPB3TR6WCE");
      expect(await screen.findByRole("button", { name: "ביצוע ההזמנה" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
