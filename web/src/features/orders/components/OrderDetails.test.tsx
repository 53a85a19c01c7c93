import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { OrderDetails } from "./OrderDetails";

const EXPIRED = "This order expired before it was paid, so it can no longer be paid. You have not been charged; please check out again.";
const EXPIRED_HE = "תוקף ההזמנה הזו פג לפני שהתשלום הושלם, ולכן אי אפשר עוד לשלם עליה. לא חויבת; יש לבצע הזמנה מחדש.";

const expiredOrder = (failureReason: string) =>
  orderFixture("ord-7", {
    orderStatus: "rejected",
    paymentStatus: "failed",
    failureReason,
    statusHistory: [
      { status: "pending", at: "2026-03-05T12:30:00.000Z" },
      { status: "rejected", at: "2026-03-05T13:30:00.000Z" },
    ],
  });

describe("OrderDetails", () => {
  it("lists the money given back, with which admin made it for the admin only", () => {
    fakeApi({ user: SHOPPER });
    const refunded = orderFixture("ord-8", {
      orderStatus: "confirmed",
      paymentStatus: "paid",
      refunds: [
        { key: "ord-8-a", refundId: "R1", amount: 900, status: "completed", reason: "partial", lines: [{ productId: "p1", quantity: 1 }], note: "One cracked.", at: "2026-03-06T10:00:00.000Z", by: { kind: "admin", name: "Maya" } },
      ],
    });
    const { unmount } = renderWithSession(<OrderDetails order={refunded} />, { user: SHOPPER });
    const section = screen.getByRole("region", { name: "Refunds" });
    expect(section).toHaveTextContent("$9.00 of $38.50 given back");
    expect(section).toHaveTextContent("Hazelnut praline × 1");
    expect(section).toHaveTextContent("Note: One cracked.");
    expect(section).not.toHaveTextContent("Maya"); // the shopper is not told which admin
    unmount();
    renderWithSession(<OrderDetails order={refunded} shippingName="Dana" forAdmin />, { user: SHOPPER });
    expect(screen.getByRole("region", { name: "Refunds" })).toHaveTextContent("by Maya");
  });

  it("names the order by its number, not its document id", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={orderFixture("x9Fq2RawDocId", { orderNumber: "CA-10042" })} />, { user: SHOPPER });
    expect(screen.getByText("CA-10042")).toHaveAttribute("dir", "ltr");
    expect(screen.queryByText("x9Fq2RawDocId")).not.toBeInTheDocument();
  });

  it("shows an expired order as rejected, payment failed, with the server's reason", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={expiredOrder(EXPIRED)} />, { user: SHOPPER });
    expect(screen.getByText("Rejected")).toBeInTheDocument();
    expect(screen.getByText("Failed")).toBeInTheDocument();
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Why this order was not paid");
    expect(note).toHaveTextContent(EXPIRED);
  });

  it("reads in Hebrew: the label from the SPA, the reason as the server translated it", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={expiredOrder(EXPIRED_HE)} />, { user: SHOPPER });
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("למה ההזמנה הזו לא שולמה");
    expect(note).toHaveTextContent(EXPIRED_HE);
  });

  it("has no reason to show for an order that was paid or is awaiting payment", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(
      <>
        <OrderDetails order={orderFixture("ord-1", { orderStatus: "confirmed", paymentStatus: "paid" })} />
        <OrderDetails order={orderFixture("ord-2")} />
      </>,
      { user: SHOPPER },
    );
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });

  describe("once it ships", () => {
    const shipped = orderFixture("ord-8", {
      orderNumber: "CA-10008",
      orderStatus: "inShipping",
      paymentStatus: "paid",
      shipment: {
        carrierId: "israel-post",
        carrier: "Israel Post",
        carrierHe: "דואר ישראל",
        trackingNumber: "RR123456789IL",
        trackingUrl: "https://israelpost.co.il/itemtrace?itemcode=RR123456789IL",
        shippedAt: "2026-03-06T09:00:00.000Z",
      },
    });

    it("shows the carrier, the tracking number left to right and a link that opens the carrier's page in a new tab", () => {
      fakeApi({ user: SHOPPER });
      renderWithSession(<OrderDetails order={shipped} />, { user: SHOPPER });
      const shipment = screen.getByRole("region", { name: "Shipping" });
      expect(shipment).toHaveTextContent("Israel Post");
      expect(screen.getByTestId("tracking-number")).toHaveTextContent("RR123456789IL");
      expect(screen.getByTestId("tracking-number")).toHaveAttribute("dir", "ltr");
      const link = screen.getByRole("link", { name: "Track your parcel with Israel Post (opens in a new tab)" });
      expect(link).toHaveTextContent("Track your parcel");
      expect(link).toHaveAttribute("href", "https://israelpost.co.il/itemtrace?itemcode=RR123456789IL");
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    });

    it("names the carrier in Hebrew when the page is in Hebrew", async () => {
      await i18n.changeLanguage("he");
      fakeApi({ user: SHOPPER });
      renderWithSession(<OrderDetails order={shipped} />, { user: SHOPPER });
      expect(screen.getByRole("region", { name: "משלוח" })).toHaveTextContent("דואר ישראל");
      expect(screen.getByRole("link", { name: "מעקב אחר החבילה ב־דואר ישראל (נפתח בכרטיסייה חדשה)" })).toHaveAttribute("target", "_blank");
    });

    it("shows nothing of it before it ships", () => {
      fakeApi({ user: SHOPPER });
      renderWithSession(<OrderDetails order={orderFixture("ord-1", { orderStatus: "inProcess", paymentStatus: "paid" })} />, { user: SHOPPER });
      expect(screen.queryByTestId("order-shipment")).not.toBeInTheDocument();
      expect(screen.queryByRole("link")).not.toBeInTheDocument();
    });
  });

  describe("how and when it is received", () => {
    const hebrewDate = { en: "22 Kislev", he: "כ״ב כסלו" };
    const pickup = orderFixture("ord-p", {
      // 00:30 on 3 December in Jerusalem, still the 2nd in UTC.
      orderDate: "2026-12-02T22:30:00.000Z",
      addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
      shippingCost: 0,
      delivery: {
        method: "pickup",
        date: "2026-12-03",
        slotId: "10:00-11:00",
        from: "10:00",
        to: "11:00",
        pickupAddress: { en: "7 Nahalat Binyamin St, Tel Aviv", he: "נחלת בנימין 7, תל אביב" },
        hebrewDate,
        timeZone: "Asia/Jerusalem",
        fee: 0,
      },
    });
    const courier = orderFixture("ord-c", {
      shippingCost: 2500,
      delivery: {
        method: "courier",
        date: "2026-12-03",
        slotId: "10:00-14:00",
        from: "10:00",
        to: "14:00",
        zoneId: "tel-aviv",
        zoneName: { en: "Tel Aviv and around", he: "תל אביב והסביבה" },
        hebrewDate,
        timeZone: "Asia/Jerusalem",
        fee: 2500,
      },
    });
    const shipping = orderFixture("ord-s", {
      delivery: { method: "shipping", date: "2026-12-03", arrivalDate: "2026-12-06", hebrewDate, timeZone: "Asia/Jerusalem", fee: 1000 },
    });

    it("says where and when a pickup is, with the time left to right, and shows no empty address", () => {
      fakeApi({ user: SHOPPER });
      renderWithSession(<OrderDetails order={pickup} />, { user: SHOPPER });
      const block = screen.getByRole("region", { name: "Pickup" });
      expect(block).toHaveTextContent("Pickup on Thursday 3 December, 10:00–11:00 at 7 Nahalat Binyamin St, Tel Aviv");
      expect(screen.getByTestId("delivery-time")).toHaveAttribute("dir", "ltr");
      expect(screen.queryByRole("heading", { name: "Shipping address" })).not.toBeInTheDocument();
      // The totals name the way ("Pickup", free), and the order's date is the shop's day, not UTC's.
      expect(screen.getByTestId("order-shipping").previousElementSibling).toHaveTextContent(/^Pickup$/);
      expect(screen.getByTestId("order-shipping")).toHaveTextContent("Free");
      expect(screen.getByText("Dec 3, 2026")).toBeInTheDocument();
    });

    it("names the courier's area and window, and shipping's expected arrival", () => {
      fakeApi({ user: SHOPPER });
      const { unmount } = renderWithSession(<OrderDetails order={courier} />, { user: SHOPPER });
      expect(screen.getByRole("region", { name: "Delivery" })).toHaveTextContent("Courier to Tel Aviv and around on Thursday 3 December, 10:00–14:00");
      expect(screen.getByRole("heading", { name: "Shipping address" })).toBeInTheDocument();
      expect(screen.getByTestId("order-shipping").previousElementSibling).toHaveTextContent(/^Courier \(Tel Aviv and around\)$/);
      unmount();
      renderWithSession(<OrderDetails order={shipping} />, { user: SHOPPER });
      expect(screen.getByRole("region", { name: "Shipping date" })).toHaveTextContent("Ships on Thursday 3 December — expected Sunday 6 December");
    });

    it("reads in Hebrew, with the Hebrew date", async () => {
      await i18n.changeLanguage("he");
      fakeApi({ user: SHOPPER });
      const { unmount } = renderWithSession(<OrderDetails order={pickup} />, { user: SHOPPER });
      expect(screen.getByRole("region", { name: "איסוף עצמי" })).toHaveTextContent("איסוף עצמי ביום חמישי, 3 בדצמבר (כ״ב כסלו), בשעות 10:00–11:00, בכתובת נחלת בנימין 7, תל אביב");
      unmount();
      renderWithSession(<OrderDetails order={courier} />, { user: SHOPPER });
      expect(screen.getByRole("region", { name: "משלוח עם שליח" })).toHaveTextContent("שליח לתל אביב והסביבה ביום חמישי, 3 בדצמבר (כ״ב כסלו), בשעות 10:00–14:00");
    });

    it("shows nothing new for an order placed before the calendar", () => {
      fakeApi({ user: SHOPPER });
      renderWithSession(<OrderDetails order={orderFixture("ord-old")} />, { user: SHOPPER });
      expect(screen.queryByTestId("order-delivery")).not.toBeInTheDocument();
      expect(screen.getByRole("heading", { name: "Shipping address" })).toBeInTheDocument();
    });
  });
});
