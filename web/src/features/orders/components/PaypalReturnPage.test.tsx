import { CURRENT_ORDER_STORAGE_KEY } from "@contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { cartKeys } from "@/shared/api";
import { i18n } from "@/shared/i18n";
import { orderKeys } from "../api/ordersApi";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { paymentReturnFrom } from "../lib/paymentReturn";
import { PaymentSuccessPage } from "./PaymentSuccessPage";
import { PaypalReturnPage } from "./PaypalReturnPage";

const CAPTURE = "POST /api/shop/order/capture";
const CANCEL = "POST /api/shop/order/cancel";

function renderReturn(search: string, capture: (body: unknown) => Response | Promise<Response>) {
  const captureMock = vi.fn(({ body }: { body: unknown; init: RequestInit }) => capture(body));
  const cancelMock = vi.fn(() => jsonResponse({ success: true, data: orderFixture("ord-9", { orderStatus: "rejected", paymentStatus: "failed" }) }));
  fakeApi({ user: SHOPPER, routes: { [CAPTURE]: captureMock, [CANCEL]: cancelMock } });
  const view = renderWithSession(
    <Routes>
      <Route path="/shop/paypal-return" element={<PaypalReturnPage />} />
      <Route path="/shop/payment-success" element={<h1>Success page</h1>} />
    </Routes>,
    // StrictMode at the root, as main.tsx renders the app: React runs the mount effects twice.
    { user: SHOPPER, path: `/shop/paypal-return${search}`, strict: true },
  );
  return { ...view, captureMock, cancelMock };
}

const confirmed = () => jsonResponse({ success: true, data: orderFixture("ord-9", { orderStatus: "confirmed", paymentStatus: "paid" }) });

beforeEach(() => window.sessionStorage.clear());

describe("paymentReturnFrom", () => {
  const query = (search: string) => new URLSearchParams(search);

  it("captures with the stored order id, the sandbox paymentId or PayPal's token, and the PayerID", () => {
    expect(paymentReturnFrom(query("paymentId=PAY-1&PayerID=P-1"), "ord-1")).toEqual({
      kind: "capture",
      request: { orderId: "ord-1", paymentId: "PAY-1", payerId: "P-1" },
    });
    expect(paymentReturnFrom(query("token=EC-7&PayerID=P-1"), "ord-1")).toEqual({
      kind: "capture",
      request: { orderId: "ord-1", paymentId: "EC-7", payerId: "P-1" },
    });
  });

  it("reads cancelled=1 as cancelled, and anything incomplete as missing", () => {
    expect(paymentReturnFrom(query("cancelled=1&token=EC-7"), "ord-1")).toEqual({ kind: "cancelled" });
    expect(paymentReturnFrom(query("paymentId=PAY-1"), "ord-1")).toEqual({ kind: "missing" });
    expect(paymentReturnFrom(query("PayerID=P-1"), "ord-1")).toEqual({ kind: "missing" });
    expect(paymentReturnFrom(query("paymentId=PAY-1&PayerID=P-1"), null)).toEqual({ kind: "missing" });
    expect(paymentReturnFrom(query("paymentId=&PayerID=P-1"), "ord-1")).toEqual({ kind: "missing" });
  });
});

describe("PaypalReturnPage", () => {
  it("captures once (even in StrictMode) with the stored order id, then clears it and goes to the success page", async () => {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { captureMock, queryClient } = renderReturn("?paymentId=PAY-9&PayerID=PAYER-1", async () => {
      await held;
      return confirmed();
    });
    queryClient.setQueryData(cartKeys.user(SHOPPER.id), { _id: "c1", userId: SHOPPER.id, items: [] });
    queryClient.setQueryData(orderKeys.list(SHOPPER.id), []);

    expect(await screen.findByRole("heading", { name: "Processing Paypal Payment..." })).toBeInTheDocument();
    await waitFor(() => expect(captureMock).toHaveBeenCalledTimes(1));
    expect(captureMock.mock.calls[0]?.[0].body).toEqual({ orderId: "ord-9", paymentId: "PAY-9", payerId: "PAYER-1" });

    release();
    expect(await screen.findByRole("heading", { name: "Success page" })).toBeInTheDocument();
    expect(captureMock).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
    expect(queryClient.getQueryState(cartKeys.user(SHOPPER.id))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(orderKeys.list(SHOPPER.id))?.isInvalidated).toBe(true);
  });

  it("sends PayPal's token as the payment id", async () => {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    const { captureMock } = renderReturn("?token=EC-42&PayerID=PAYER-1", confirmed);
    expect(await screen.findByRole("heading", { name: "Success page" })).toBeInTheDocument();
    expect(captureMock.mock.calls[0]?.[0].body).toEqual({ orderId: "ord-9", paymentId: "EC-42", payerId: "PAYER-1" });
  });

  it("names the paid order by its number on the success page", async () => {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    fakeApi({
      user: SHOPPER,
      routes: { [CAPTURE]: () => jsonResponse({ success: true, data: orderFixture("ord-9", { orderNumber: "CA-10007", orderStatus: "confirmed", paymentStatus: "paid" }) }) },
    });
    renderWithSession(
      <Routes>
        <Route path="/shop/paypal-return" element={<PaypalReturnPage />} />
        <Route path="/shop/payment-success" element={<PaymentSuccessPage />} />
      </Routes>,
      { user: SHOPPER, path: "/shop/paypal-return?paymentId=PAY-9&PayerID=PAYER-1" },
    );
    expect(await screen.findByRole("heading", { name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.getByTestId("payment-order-number")).toHaveTextContent("Order number: CA-10007");
    expect(screen.queryByText(/ord-9/)).not.toBeInTheDocument();
  });

  it("shows the cancelled state, closes the stored order once, clears it and captures nothing", async () => {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    const { captureMock, cancelMock } = renderReturn("?cancelled=1&paymentId=PAY-9", confirmed);
    expect(await screen.findByRole("heading", { name: "Payment cancelled" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("The payment was cancelled. You have not been charged.");
    expect(screen.getByRole("link", { name: "Back to checkout" })).toHaveAttribute("href", "/shop/checkout");
    expect(screen.getByRole("link", { name: "My orders" })).toHaveAttribute("href", "/shop/account?tab=orders");
    await waitFor(() => expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull());
    expect(captureMock).not.toHaveBeenCalled();
    expect(cancelMock).toHaveBeenCalledTimes(1);
    expect(cancelMock.mock.calls[0]).toMatchObject([{ body: { orderId: "ord-9" } }]);
  });

  it("shows the server's message when the capture is refused, and forgets the order", async () => {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    renderReturn("?paymentId=PAY-9&PayerID=PAYER-1", () =>
      jsonResponse({ success: false, code: "order.soldOut", params: { title: "Dark bar" }, message: 'Sorry, "Dark bar" sold out. You have not been charged.' }, 409),
    );
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent('Sorry, "Dark bar" sold out. You have not been charged.');
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ["en", 'The price of "Dark bar" has changed since you placed this order. You have not been charged; please check out again.', "Payment failed"],
    ["he", 'המחיר של "Dark bar" השתנה מאז שביצעת את ההזמנה. לא חויבת; יש לבצע הזמנה מחדש.', undefined],
  ] as const)("asks for the server's message in the page's language (%s) and shows a 409 as it came", async (language, message, title) => {
    await i18n.changeLanguage(language);
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    const { captureMock } = renderReturn("?paymentId=PAY-9&PayerID=PAYER-1", () => jsonResponse({ success: false, message }, 409));
    if (title) expect(await screen.findByRole("heading", { name: title })).toBeInTheDocument();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(captureMock.mock.calls[0]?.[0].init.headers).toMatchObject({ "Accept-Language": language });
    expect(screen.queryByRole("button", { name: /Try again|לנסות שוב/ })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBeNull();
  });

  it("offers a retry when the payment service did not answer", async () => {
    window.sessionStorage.setItem(CURRENT_ORDER_STORAGE_KEY, "ord-9");
    let calls = 0;
    const { captureMock } = renderReturn("?paymentId=PAY-9&PayerID=PAYER-1", () =>
      ++calls === 1 ? jsonResponse({ success: false, message: "The payment service is not available right now." }, 503) : confirmed(),
    );
    expect(await screen.findByRole("heading", { name: "Payment failed" })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(CURRENT_ORDER_STORAGE_KEY)).toBe("ord-9");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Success page" })).toBeInTheDocument();
    expect(captureMock).toHaveBeenCalledTimes(2);
  });

  it("says the payment cannot be confirmed without its parameters or a stored order", async () => {
    const { captureMock } = renderReturn("?paymentId=PAY-9&PayerID=PAYER-1", confirmed);
    expect(await screen.findByRole("heading", { name: "We couldn't confirm this payment" })).toBeInTheDocument();
    expect(captureMock).not.toHaveBeenCalled();
  });
});
