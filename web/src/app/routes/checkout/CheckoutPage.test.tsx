import { CURRENT_ORDER_STORAGE_KEY, DEFAULT_SHOP_SETTINGS, type Address, type Cart, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { deferred, fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { addressFixture } from "@/test/shopFixtures";
import { checkoutAddressId, checkoutProblem } from "./checkoutRules";

const LINES: Cart["items"] = [
  { productId: "p1", title: "Hazelnut praline", titleHe: "פרלין אגוזי לוז", image: "/p1.jpg", price: 1200, salePrice: 900, quantity: 2, totalStock: 5 },
  { productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, salePrice: 0, quantity: 1, totalStock: 4 },
];
const SETTINGS: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, taxRate: 17 };

function serve({
  items = LINES,
  addresses = [addressFixture("a1")],
  settings = SETTINGS,
  create,
  user = SHOPPER,
  resend,
}: {
  items?: Cart["items"];
  addresses?: Address[];
  settings?: ShopSettings;
  create?: (body: unknown) => Response | Promise<Response>;
  user?: typeof SHOPPER;
  resend?: () => Response;
} = {}) {
  const createOrder = vi.fn(({ body }: { body: unknown }) =>
    create ? create(body) : jsonResponse({ success: true, approvalURL: "https://pay.test/approve?o=ord-9", orderId: "ord-9", orderNumber: "CA-10009" }),
  );
  const fetch = fakeApi({
    user,
    settings,
    routes: {
      "POST /api/auth/verification-email": () => (resend ? resend() : jsonResponse({ success: true, code: "emailAction.verificationSent", message: "sent" })),
      [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: { _id: "c1", userId: SHOPPER.id, items } }),
      [`GET /api/shop/address/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: addresses }),
      "POST /api/shop/order/create": createOrder,
    },
  });
  return { fetch, createOrder };
}

const payButton = () => screen.findByRole("button", { name: "Pay with PayPal" }, { timeout: 5000 });
const toastNow = () => toastStore.getSnapshot();
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.sessionStorage.clear();
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

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
    // 2 × 9.00 + 10.50 = 28.50; shipping 10.00 below 100.00; tax 17 % of 28.50 = 4.845 → 4.85.
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
    expect(within(summary).getByTestId("order-shipping")).toHaveTextContent("Free");
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

    fireEvent.click(within(group).getByRole("radio", { name: "a2 Cocoa Lane, Tel Aviv" }));
    expect(within(group).getByRole("radio", { name: "a2 Cocoa Lane, Tel Aviv" })).toBeChecked();
    fireEvent.click(pay);
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(1));
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a2" });
  });

  it("pre-selects the only address, creates the order, stores its id and goes to the approval page", async () => {
    const answer = deferred<Response>();
    const { createOrder } = serve({ create: () => answer.promise });
    renderApp("/shop/checkout");
    const pay = await payButton();
    expect(await screen.findByRole("radio", { name: "a1 Cocoa Lane, Tel Aviv" })).toBeChecked();
    await screen.findByRole("heading", { name: "Hazelnut praline" });

    fireEvent.click(pay);
    const processing = await screen.findByRole("button", { name: /Processing…/ });
    expect(processing).toBeDisabled();
    expect(createOrder.mock.calls[0]?.[0].body).toEqual({ userId: SHOPPER.id, addressId: "a1" });

    answer.resolve(jsonResponse({ success: true, approvalURL: "https://pay.test/approve?o=ord-9", orderId: "ord-9", orderNumber: "CA-10009" }));
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
    serve();
    renderApp("/shop/checkout");
    expect(await screen.findByRole("button", { name: "תשלום ב-PayPal" }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "פרלין אגוזי לוז" })).toBeInTheDocument();
    expect(screen.getByText("מע״מ (17%)")).toBeInTheDocument();
  });
});
