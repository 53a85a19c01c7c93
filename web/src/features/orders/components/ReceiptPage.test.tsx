import { DEFAULT_SHOP_SETTINGS, type AdminOrder } from "@contracts";
import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { AdminReceiptPage } from "./ReceiptPage";

const BUSINESS = { name: "שוקולד האטלייה בע״מ", registrationNumber: "515555555", address: "רחוב הרצל 1, תל אביב", vatRegistered: true };

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...orderFixture("ord-7", { orderNumber: "CA-10042", orderStatus: "confirmed", paymentStatus: "paid", orderDate: "2026-04-20T09:15:00.000Z" }),
    userName: "Noa Newcomer",
    receipt: { number: "R-000123", issuedAt: "2026-04-20T09:16:00.000Z" },
    ...overrides,
  };
}

function renderReceipt(shown: AdminOrder) {
  fakeApi({
    user: ADMIN,
    settings: { ...DEFAULT_SHOP_SETTINGS, siteName: "Cocoa Atelier", business: BUSINESS },
    routes: { [`GET /api/admin/orders/details/${shown._id}`]: () => jsonResponse({ success: true, data: shown }) },
  });
  return renderWithSession(
    <Routes>
      <Route path="/admin/orders/:id/receipt" element={<AdminReceiptPage />} />
    </Routes>,
    { user: ADMIN, path: `/admin/orders/${shown._id}/receipt` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the admin's receipt page", () => {
  it("shows the receipt in the order's language, right to left, with its number left to right and the PDF to download", async () => {
    renderReceipt(order({ language: "he" }));
    const receipt = await screen.findByTestId("receipt");
    expect(receipt).toHaveAttribute("dir", "rtl");
    expect(receipt).toHaveAttribute("lang", "he");
    expect(within(receipt).getByRole("heading", { name: "חשבונית מס / קבלה" })).toBeInTheDocument();
    expect(within(receipt).getByTestId("receipt-business")).toHaveTextContent(BUSINESS.name);
    const number = within(within(receipt).getByTestId("receipt-number")).getByText("R-000123");
    expect(number).toHaveAttribute("dir", "ltr");
    const download = screen.getByRole("link", { name: /R-000123/ });
    expect(download).toHaveAttribute("href", "/api/admin/orders/receipt/ord-7");
    expect(screen.getByRole("button", { name: /Print|הדפסה/ })).toBeInTheDocument();
  });

  it("writes an English order's receipt in English, left to right", async () => {
    renderReceipt(order({ language: "en" }));
    const receipt = await screen.findByTestId("receipt");
    expect(receipt).toHaveAttribute("dir", "ltr");
    expect(within(receipt).getByRole("heading", { name: "Tax invoice / receipt" })).toBeInTheDocument();
  });

  it("says an unpaid order has no receipt yet, and offers no PDF", async () => {
    renderReceipt(order({ receipt: undefined, paymentStatus: "pending", orderStatus: "pending" }));
    expect(await screen.findByText(/no receipt yet|עדיין אין קבלה/)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /PDF/ })).not.toBeInTheDocument();
  });
});
