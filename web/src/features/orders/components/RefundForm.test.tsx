import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { ADMIN, fakeApi } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { RefundForm } from "./RefundForm";

/** 3 × $10.00 with $2.00 off the line (a promotion), and a bar at its price. */
const ORDER = orderFixture("o-9", {
  orderStatus: "confirmed",
  paymentStatus: "paid",
  cartItems: [
    { productId: "p1", title: "Hazelnut praline", titleHe: "פרלין אגוזי לוז", image: "/p1.jpg", price: 1000, quantity: 3, discount: 200 },
    { productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, quantity: 1 },
  ],
  subtotal: 4050,
  discountAmount: 200,
  totalAmount: 4850,
});

describe("RefundForm with promotions", () => {
  it("says per unit what a discounted line gives back, and what the units chosen give back together", () => {
    fakeApi({ user: ADMIN });
    renderWithSession(<RefundForm order={ORDER} pending={false} onRefund={vi.fn(async () => true)} />, { user: ADMIN });
    const form = screen.getByTestId("refund-form");
    fireEvent.click(within(form).getByRole("radio", { name: "Items" }));
    const praline = within(form).getByRole("spinbutton", { name: "Units of Hazelnut praline" });
    expect(praline).toHaveAccessibleDescription("3 left to refund, $9.33 each after discounts ($10.00 before)");
    expect(within(form).getByRole("spinbutton", { name: "Units of Dark bar" })).toHaveAccessibleDescription("1 left to refund, $10.50 each");
    const preview = screen.getByTestId("refund-lines-amount");
    expect(preview).toHaveAttribute("role", "status");
    expect(preview).toBeEmptyDOMElement();

    fireEvent.change(praline, { target: { value: "3" } });
    expect(preview).toHaveTextContent("This refund gives back $28.00.");
    fireEvent.change(within(form).getByRole("spinbutton", { name: "Units of Dark bar" }), { target: { value: "1" } });
    expect(preview).toHaveTextContent("This refund gives back $38.50.");
  });

  it("says it in Hebrew", async () => {
    fakeApi({ user: ADMIN });
    await i18n.changeLanguage("he");
    try {
      renderWithSession(<RefundForm order={ORDER} pending={false} onRefund={vi.fn(async () => true)} />, { user: ADMIN });
      fireEvent.click(screen.getByRole("radio", { name: "פריטים" }));
      const praline = screen.getByRole("spinbutton", { name: "יחידות של פרלין אגוזי לוז" });
      expect(praline).toHaveAccessibleDescription(/^נשארו 3 יחידות להחזר, .*9\.33.* ליחידה אחרי ההנחות \(.*10\.00.* לפניהן\)$/);
      fireEvent.change(praline, { target: { value: "1" } });
      expect(screen.getByTestId("refund-lines-amount")).toHaveTextContent(/ההחזר הזה יחזיר .*9\.33/);
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
