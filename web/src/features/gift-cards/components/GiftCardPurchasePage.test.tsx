import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { shopToday } from "../lib/shopDate";
import { GiftCardPurchasePage } from "./GiftCardPurchasePage";

const PURCHASE = "POST /api/shop/gift-cards/purchase";
const SETTINGS: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, checkoutPayment: "paypal", giftCards: { enabled: true, amounts: [2500, 5000, 10000], min: 1000, max: 50000 } };

const created = () =>
  jsonResponse(
    {
      success: true,
      approvalURL: "https://pay.test/approve?o=ord-gc",
      orderId: "ord-gc",
      orderNumber: "CA-1001",
      totals: { subtotal: 7550, shippingCost: 0, wrapCost: 0, discountAmount: 0, shippingDiscount: 0, taxAmount: 0, taxIncluded: false, totalAmount: 7550, giftCardAmount: 0 },
      giftCardPayments: [],
      discounts: [],
    },
    201,
  );

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
});

function renderPage({ user = SHOPPER, settings = SETTINGS, purchase = created }: { user?: typeof SHOPPER | null; settings?: ShopSettings; purchase?: () => Response } = {}) {
  const purchaseMock = vi.fn(({ body }: { body: unknown }) => {
    void body;
    return purchase();
  });
  fakeApi({ user, settings, routes: { [PURCHASE]: purchaseMock } });
  const onOrderCreated = vi.fn();
  const view = renderWithSession(<GiftCardPurchasePage onOrderCreated={onOrderCreated} verifyEmailNotice={(email) => <p>Confirm {email}</p>} />, { user, path: "/shop/gift-cards" });
  view.queryClient.setQueryData(["settings", "public"], settings);
  return { ...view, purchaseMock, onOrderCreated };
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("GiftCardPurchasePage", () => {
  it("offers the settings' amounts and another amount as a radio group under its legend, the first chosen", async () => {
    renderPage();
    const group = await screen.findByRole("radiogroup", { name: "Choose the card's amount" });
    const radios = within(group).getAllByRole("radio");
    expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["$25.00", "$50.00", "$100.00", "Another amount"]);
    expect(within(group).getByRole("radio", { name: "$25.00" })).toBeChecked();
    expect(screen.getByTestId("gift-card-summary-total")).toHaveTextContent("$25.00");
    expect(screen.getByRole("button", { name: "Pay with PayPal" })).toBeEnabled();
    expect(screen.queryByLabelText(/Your amount/)).not.toBeInTheDocument();
  });

  it("sends an amount of one's own as minor units with the recipient, remembers the order and goes to the provider", async () => {
    const { purchaseMock, onOrderCreated } = renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "Another amount" }));
    const own = screen.getByLabelText(/Your amount/);
    expect(own).toHaveAccessibleDescription("From $10.00 to $500.00");
    fill(/Your amount/, "75.50");
    expect(screen.getByTestId("gift-card-summary-total")).toHaveTextContent("$75.50");
    fill(/Recipient's name/, " Dana Levi ");
    fill(/Recipient's email/, "Dana@Example.com");
    fireEvent.click(screen.getByRole("radio", { name: "עברית" }));
    fill(/Gift message/, "Happy birthday!");
    fill(/^From/, "Noa");
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));

    await waitFor(() => expect(purchaseMock).toHaveBeenCalledTimes(1));
    expect(purchaseMock.mock.calls[0]?.[0].body).toEqual({
      amount: 7550,
      recipientName: "Dana Levi",
      recipientEmail: "dana@example.com",
      senderName: "Noa",
      message: "Happy birthday!",
      deliverOn: shopToday(),
      language: "he",
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://pay.test/approve?o=ord-gc"));
    expect(onOrderCreated).toHaveBeenCalledWith("ord-gc");
  });

  it("refuses an amount outside the bounds and says them, tied to the field, without a request", async () => {
    const { purchaseMock } = renderPage();
    fireEvent.click(await screen.findByRole("radio", { name: "Another amount" }));
    fill(/Your amount/, "5");
    fill(/Recipient's name/, "Dana");
    fill(/Recipient's email/, "dana@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    const own = screen.getByLabelText(/Your amount/);
    await waitFor(() => expect(own).toHaveAccessibleDescription("Choose an amount from $10.00 to $500.00."));
    expect(own).toHaveAttribute("aria-invalid", "true");
    expect(own).toHaveFocus();
    fill(/Your amount/, "600");
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(screen.getByLabelText(/Your amount/)).toHaveAccessibleDescription("Choose an amount from $10.00 to $500.00."));
    expect(purchaseMock).not.toHaveBeenCalled();
  });

  it("takes the day from today to a year ahead and refuses a day before today", async () => {
    const { purchaseMock } = renderPage();
    const day = (await screen.findByLabelText(/Day it arrives/)) as HTMLInputElement;
    const today = shopToday();
    expect(day).toHaveAttribute("type", "date");
    expect(day.value).toBe(today);
    expect(day.min).toBe(today);
    const [year = "0", rest = ""] = [today.slice(0, 4), today.slice(4)];
    const nextYear = `${Number(year) + 1}${rest}`;
    // 365 days ahead: the same date next year, or the day before it across a 29 February.
    expect([nextYear, new Date(Date.parse(`${nextYear}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)]).toContain(day.max);
    expect(day).toHaveAccessibleDescription("It is emailed on that day with its code.");

    fill(/Day it arrives/, "2020-01-01");
    fill(/Recipient's name/, "Dana");
    fill(/Recipient's email/, "dana@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(screen.getByLabelText(/Day it arrives/)).toHaveAccessibleDescription("The day cannot be before today."));
    expect(purchaseMock).not.toHaveBeenCalled();
  });

  it("says each field's problem in its own words and the server's field errors under their fields", async () => {
    const { purchaseMock } = renderPage({
      purchase: () =>
        jsonResponse(
          {
            success: false,
            code: "request.invalid",
            message: "Please check the highlighted fields.",
            errors: { recipientEmail: "That address cannot receive email." },
            errorCodes: { recipientEmail: { code: "giftCard.recipientEmail" } },
          },
          400,
        ),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(screen.getByLabelText(/Recipient's name/)).toHaveAccessibleDescription("Enter the recipient's name."));
    expect(screen.getByLabelText(/Recipient's email/)).toHaveAccessibleDescription("Enter the recipient's email address, like name@example.com.");
    expect(purchaseMock).not.toHaveBeenCalled();

    fill(/Recipient's name/, "Dana");
    fill(/Recipient's email/, "dana@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Pay with PayPal" }));
    await waitFor(() => expect(purchaseMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByLabelText(/Recipient's email/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByLabelText(/Recipient's email/)).toHaveAccessibleDescription("Enter the recipient's email address, like name@example.com.");
    expect(assign).not.toHaveBeenCalled();
  });

  it("says the sandbox's words when the shop runs it", async () => {
    renderPage({ settings: { ...SETTINGS, checkoutPayment: "sandbox" } });
    expect(await screen.findByRole("button", { name: "Pay (test payment)" })).toBeInTheDocument();
  });

  it("asks a guest to sign in, linking to the sign-in page, and links to the balance check", async () => {
    renderPage({ user: null });
    expect(await screen.findByTestId("gift-cards-sign-in")).toHaveTextContent("Sign in to buy a gift card");
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
    expect(screen.getByRole("link", { name: "Check a gift card's balance" })).toHaveAttribute("href", "/shop/gift-cards/balance");
    expect(screen.queryByRole("button", { name: "Pay with PayPal" })).not.toBeInTheDocument();
  });

  it("says politely that cards are not sold when the shop has them off", async () => {
    renderPage({ settings: { ...SETTINGS, giftCards: { ...SETTINGS.giftCards, enabled: false } } });
    expect(await screen.findByRole("heading", { name: "Gift cards are not sold right now" })).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
  });

  it("shows the notice to confirm the email and keeps paying off until it is", async () => {
    renderPage({ user: { ...SHOPPER, emailVerified: false } });
    expect(await screen.findByText(`Confirm ${SHOPPER.email}`)).toBeInTheDocument();
    const pay = screen.getByRole("button", { name: "Pay with PayPal" });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription("Confirm your email address to buy a gift card.");
  });
});
