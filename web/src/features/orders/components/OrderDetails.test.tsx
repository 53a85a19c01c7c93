import type { Order, OrderGift } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { cssOf } from "@/test/cssOf";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
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

describe("OrderDetails: a gift", () => {
  const MESSAGE = "מזל טוב, דנה!\nWith love from all of us";
  const GIFT: OrderGift = {
    recipientName: "Dana Levi",
    recipientPhone: "050-123-4567",
    destination: "oneOff",
    address: { address: "4 Rose St", city: "Haifa", pincode: "3100001", phone: "04-555-1234", notes: "Ring twice" },
    message: MESSAGE,
    from: "Noa",
    wrap: true,
    wrapName: { en: "The gold box", he: "קופסת הזהב" },
    hidePrices: true,
    recipientEmail: "dana@example.com",
    recipientLanguage: "he",
  };
  const gifted = (overrides: Partial<Order> = {}, gift: Partial<OrderGift> = {}) =>
    orderFixture("ord-g", {
      orderNumber: "CA-10050",
      addressInfo: { addressId: "", address: "4 Rose St", city: "Haifa", pincode: "3100001", phone: "04-555-1234", notes: "Ring twice" },
      wrapCost: 800,
      totalAmount: 4650,
      gift: { ...GIFT, ...gift },
      ...overrides,
    });
  const PICKUP_GIFT = {
    addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
    shippingCost: 0,
    wrapCost: 0,
    totalAmount: 2850,
    delivery: {
      method: "pickup" as const,
      date: "2026-12-03",
      slotId: "10:00-11:00",
      from: "10:00",
      to: "11:00",
      pickupAddress: { en: "7 Nahalat Binyamin St, Tel Aviv", he: "נחלת בנימין 7, תל אביב" },
      hebrewDate: { en: "22 Kislev", he: "כ״ב כסלו" },
      timeZone: "Asia/Jerusalem",
      fee: 0,
    },
  };

  it("shows the recipient, where it goes, the card and the wrapping, and the address as the recipient's", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={gifted()} shippingName="Noa Newcomer" />, { user: SHOPPER });
    const block = screen.getByRole("region", { name: "Gift" });
    expect(within(block).getByTestId("order-gift-recipient")).toHaveTextContent("Dana Levi");
    expect(within(block).getByTestId("order-gift-phone")).toHaveTextContent("050-123-4567");
    expect(within(block).getByTestId("order-gift-phone")).toHaveAttribute("dir", "ltr");
    expect(within(block).getByTestId("order-gift-destination")).toHaveTextContent("To the recipient's address, below");
    expect(within(block).getByTestId("order-gift-from")).toHaveTextContent("Noa");
    expect(within(block).getByTestId("order-gift-wrap")).toHaveTextContent("The gold box");
    expect(within(block).getByTestId("order-gift-prices-hidden")).toHaveTextContent("Yes");
    expect(within(block).getByTestId("order-gift-email")).toHaveTextContent("dana@example.com");
    expect(within(block).getByTestId("order-gift-email")).toHaveAttribute("dir", "ltr");
    expect(within(block).getByTestId("order-gift-language")).toHaveTextContent("Hebrew");
    // The address block is the recipient's, under their name (not the buyer's).
    const address = screen.getByRole("heading", { name: "Recipient's address" }).parentElement as HTMLElement;
    expect(address).toHaveTextContent("Dana Levi");
    expect(address).toHaveTextContent("4 Rose St");
    expect(address).not.toHaveTextContent("Noa Newcomer");
    expect(screen.queryByRole("heading", { name: "Shipping address" })).toBeNull();
    // The wrapping has its line in the totals.
    expect(screen.getByTestId("order-wrap")).toHaveTextContent("$8.00");
    expect(screen.getByTestId("order-wrap").previousElementSibling).toHaveTextContent(/^Gift wrapping$/);
    expect(screen.getByTestId("order-total")).toHaveTextContent("$46.50");
  });

  it("keeps a Hebrew message in its own direction inside an English page, each line its own, the line breaks kept", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={gifted()} />, { user: SHOPPER });
    expect(document.documentElement).not.toHaveAttribute("dir", "rtl");
    const message = screen.getByTestId("order-gift-message");
    expect(message.textContent).toBe(MESSAGE);
    expect(message).toHaveAttribute("dir", "auto");
    const css = cssOf(message);
    expect(css).toContain("unicode-bidi:plaintext");
    expect(css).toContain("white-space:pre-wrap");
  });

  it("says the recipient picks up a gift without an address, and shows an unwrapped gift's facts", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(
      <OrderDetails order={gifted(PICKUP_GIFT, { destination: "pickup", address: undefined, wrap: false, wrapName: undefined, hidePrices: false, recipientEmail: undefined, message: "", from: "", recipientLanguage: "en" })} />,
      { user: SHOPPER },
    );
    const block = screen.getByRole("region", { name: "Gift" });
    expect(within(block).getByTestId("order-gift-destination")).toHaveTextContent("The recipient picks it up at the atelier");
    expect(within(block).getByTestId("order-gift-wrap")).toHaveTextContent("No wrapping");
    expect(within(block).getByTestId("order-gift-prices-hidden")).toHaveTextContent("No");
    expect(within(block).getByTestId("order-gift-from")).toHaveTextContent("Not given");
    expect(within(block).getByTestId("order-gift-message-none")).toHaveTextContent("No message");
    expect(within(block).getByTestId("order-gift-language")).toHaveTextContent("English");
    expect(screen.queryByRole("heading", { name: "Recipient's address" })).toBeNull();
    expect(screen.queryByTestId("order-wrap")).toBeNull();
  });

  it("reads in Hebrew, the wrapping by its Hebrew name", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={gifted()} />, { user: SHOPPER });
    const block = screen.getByRole("region", { name: "מתנה" });
    expect(within(block).getByTestId("order-gift-wrap")).toHaveTextContent("קופסת הזהב");
    expect(within(block).getByTestId("order-gift-prices-hidden")).toHaveTextContent("כן");
    expect(within(block).getByTestId("order-gift-language")).toHaveTextContent("עברית");
    expect(screen.getByRole("heading", { name: "הכתובת של מקבל המתנה" })).toBeInTheDocument();
    expect(screen.getByTestId("order-wrap").previousElementSibling).toHaveTextContent("אריזת מתנה");
  });

  it("offers the shopper to change the message only while the order can take it, and never the admin", () => {
    fakeApi({ user: SHOPPER });
    const { unmount } = renderWithSession(<OrderDetails order={gifted({ orderStatus: "confirmed", paymentStatus: "paid" })} />, { user: SHOPPER });
    expect(screen.getByRole("button", { name: "Edit message" })).toBeInTheDocument();
    unmount();
    const admin = renderWithSession(<OrderDetails order={gifted({ orderStatus: "confirmed", paymentStatus: "paid" })} shippingName="Noa" forAdmin />, { user: SHOPPER });
    expect(screen.queryByRole("button", { name: "Edit message" })).toBeNull();
    admin.unmount();
    renderWithSession(<OrderDetails order={gifted({ orderStatus: "inProcess", paymentStatus: "paid" })} />, { user: SHOPPER });
    expect(screen.getByRole("region", { name: "Gift" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit message" })).toBeNull();
  });

  it("changes the message and who it is from, with the characters left, and says the server's word", async () => {
    const order = gifted({ orderStatus: "confirmed", paymentStatus: "paid" });
    const save = vi.fn(({ body }: { body: unknown }) =>
      jsonResponse({ success: true, code: "gift.messageSaved", message: "Gift message saved.", data: { ...order, gift: { ...GIFT, ...(body as object) } } }),
    );
    fakeApi({ user: SHOPPER, routes: { "PUT /api/shop/order/gift-message/ord-g": save } });
    renderWithSession(<OrderDetails order={order} />, { user: SHOPPER });
    fireEvent.click(screen.getByRole("button", { name: "Edit message" }));
    const form = screen.getByRole("form", { name: "Edit the gift message" });
    const message = within(form).getByRole("textbox", { name: "Gift message" });
    expect(message).toHaveValue(MESSAGE);
    expect(message).toHaveAttribute("dir", "auto");
    fireEvent.change(message, { target: { value: " Happy birthday! " } });
    expect(within(form).getByTestId("gift-message-left")).toHaveTextContent("283 characters left");
    await waitFor(() => expect(within(form).getByTestId("gift-message-announcer")).toHaveTextContent("283 characters left"));
    fireEvent.change(within(form).getByRole("textbox", { name: "From" }), { target: { value: "Noa and Ari" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save message" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].body).toEqual({ message: "Happy birthday!", from: "Noa and Ari" });
    await waitFor(() => expect(toastStore.getSnapshot()).toMatchObject({ title: "Gift message saved." }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Edit the gift message" })).toBeNull());
  });

  it("says the server's refusal once the atelier has started, and keeps what was typed", async () => {
    const locked = "The atelier has started on this order, so its gift message can no longer be changed.";
    fakeApi({
      user: SHOPPER,
      routes: { "PUT /api/shop/order/gift-message/ord-g": () => jsonResponse({ success: false, code: "gift.messageLocked", message: locked }, 409) },
    });
    renderWithSession(<OrderDetails order={gifted({ orderStatus: "confirmed", paymentStatus: "paid" })} />, { user: SHOPPER });
    fireEvent.click(screen.getByRole("button", { name: "Edit message" }));
    const form = screen.getByRole("form", { name: "Edit the gift message" });
    fireEvent.change(within(form).getByRole("textbox", { name: "Gift message" }), { target: { value: "Too late?" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save message" }));
    await waitFor(() => expect(toastStore.getSnapshot()).toMatchObject({ title: locked, variant: "destructive" }));
    expect(within(form).getByRole("textbox", { name: "Gift message" })).toHaveValue("Too late?");
  });
});

describe("OrderDetails lines of variants", () => {
  const withVariants = () =>
    orderFixture("ord-v", {
      cartItems: [
        { productId: "p-box", variantSku: "BOX9-DARK", variantLabel: "Box of 9 · Dark", variantLabelHe: "קופסה של 9 · מריר", title: "Truffle box", titleHe: "קופסת טראפלס", image: "/box.jpg", price: 2400, quantity: 1 },
        { productId: "p-box", variantSku: "BOX16-MILK", variantLabel: "Box of 16 · Milk", title: "Truffle box", titleHe: "קופסת טראפלס", image: "/box.jpg", price: 3900, quantity: 2 },
        { productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, quantity: 1 },
      ],
      orderStatus: "confirmed",
      paymentStatus: "paid",
      refunds: [{ key: "ord-v-a", refundId: "R1", amount: 3900, status: "completed", reason: "partial", lines: [{ productId: "p-box", variantSku: "BOX16-MILK", quantity: 1 }], at: "2026-03-06T10:00:00.000Z" }],
    });

  it("names each line's variant under its title, and the variant of a refunded line", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={withVariants()} />, { user: SHOPPER });
    const labels = screen.getAllByTestId("line-variant");
    expect(labels.map((label) => label.textContent)).toEqual(["Box of 9 · Dark", "Box of 16 · Milk"]);
    expect(screen.getByRole("region", { name: "Refunds" })).toHaveTextContent("Truffle box (Box of 16 · Milk) × 1");
  });

  it("names them in Hebrew, the English label when there is no Hebrew one", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={withVariants()} />, { user: SHOPPER });
    expect(screen.getAllByTestId("line-variant").map((label) => label.textContent)).toEqual(["קופסה של 9 · מריר", "Box of 16 · Milk"]);
  });
});

describe("OrderDetails lines of filled boxes", () => {
  const withBoxes = () =>
    orderFixture("ord-b", {
      cartItems: [
        {
          productId: "byo",
          variantSku: "BYO-4",
          variantLabel: "Box of 4",
          variantLabelHe: "קופסה של 4",
          title: "Build Your Own Box",
          image: "/byo.jpg",
          price: 2300,
          quantity: 1,
          pieces: [
            { productId: "piece-gold", title: "Gold Leaf Dome", titleHe: "כיפת עלה זהב", quantity: 2, supplement: 150 },
            { productId: "piece-vanilla", title: "Vanilla Snowball", quantity: 2, supplement: 0 },
          ],
        },
        {
          productId: "byo",
          variantSku: "BYO-4",
          variantLabel: "Box of 4",
          title: "Build Your Own Box",
          image: "/byo.jpg",
          price: 2000,
          quantity: 2,
          pieces: [{ productId: "piece-rose", title: "Rose Petal Heart", titleHe: "לב עלי ורדים", quantity: 4, supplement: 0 }],
        },
      ],
    });

  it("lists each box's pieces under its title, two fillings of one size as two lines", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={withBoxes()} />, { user: SHOPPER });
    expect(screen.getAllByTestId("line-pieces").map((pieces) => pieces.textContent)).toEqual(["2 × Gold Leaf Dome, 2 × Vanilla Snowball", "4 × Rose Petal Heart"]);
  });

  it("names the pieces in Hebrew, the English title when a piece has no Hebrew one", async () => {
    await i18n.changeLanguage("he");
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={withBoxes()} />, { user: SHOPPER });
    expect(screen.getAllByTestId("line-pieces").map((pieces) => pieces.textContent)).toEqual(["2 × כיפת עלה זהב, 2 × Vanilla Snowball", "4 × לב עלי ורדים"]);
  });
});

describe("OrderDetails: an order that buys a gift card (issue 36)", () => {
  const PURCHASE = { amount: 5000, recipientName: "Dana Levi", recipientEmail: "dana@example.com", senderName: "Noa", message: "Happy birthday!", deliverOn: "2026-12-24", language: "en" as const };
  const bought = (overrides: Partial<Order> = {}) =>
    orderFixture("ord-gc", {
      cartItems: [{ productId: "gift-card", title: "Gift card", titleHe: "כרטיס מתנה", image: "", price: 5000, quantity: 1 }],
      subtotal: 5000,
      shippingCost: 0,
      totalAmount: 5000,
      // As the server makes it: no delivery, an empty address.
      addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
      giftCardPurchase: PURCHASE,
      ...overrides,
    });
  /** The sentence's parts each keep their own direction (first-strong and left-to-right isolates). */
  const FOR = "Gift card for \u2068Dana Levi\u2069 (\u2066dana@example.com\u2069), arrives on 24 December 2026";

  it("says for whom and when it arrives, once paid that it is emailed that day, and never links its line to a product page", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={bought({ orderStatus: "confirmed", paymentStatus: "paid", giftCardPurchase: { ...PURCHASE, cardId: "gc-1" } })} />, { user: SHOPPER });
    const section = screen.getByRole("region", { name: "Gift card" });
    expect(section).toHaveTextContent(FOR);
    expect(within(section).getByTestId("order-gift-card-emailed")).toHaveTextContent("We will email it on that day.");
    expect(section).toHaveTextContent("From: \u2068Noa\u2069");
    expect(section).toHaveTextContent("Message: \u2068Happy birthday!\u2069");
    // Its one line: no product page, and a gift's icon in place of a missing picture.
    expect(document.querySelector('a[href*="/shop/product/"]')).toBeNull();
    expect(screen.getByTestId("order-line-gift-card-icon")).toBeInTheDocument();
    expect(screen.getByText("Gift card", { selector: "p" })).toBeInTheDocument();
    // The card's id is no code, and no code is ever shown to the buyer.
    expect(document.body.textContent).not.toContain("gc-1");
    // Emailed, not delivered: no address, no shipping line.
    expect(screen.queryByRole("heading", { name: "Shipping address" })).toBeNull();
    expect(screen.queryByTestId("order-shipping")).toBeNull();
    expect(screen.getByTestId("order-total")).toHaveTextContent("$50.00");
  });

  it("promises no email while unpaid, and shows the line's picture when the server gives one", () => {
    fakeApi({ user: SHOPPER });
    renderWithSession(<OrderDetails order={bought({ cartItems: [{ productId: "gift-card", title: "Gift card", image: "/images/gift-card.svg", price: 5000, quantity: 1 }] })} />, { user: SHOPPER });
    expect(screen.getByRole("region", { name: "Gift card" })).toHaveTextContent(FOR);
    expect(screen.queryByTestId("order-gift-card-emailed")).toBeNull();
    expect(screen.queryByTestId("order-line-gift-card-icon")).toBeNull();
    expect(document.querySelector('img[src="/images/gift-card.svg"]')).not.toBeNull();
  });

  it("says it in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      fakeApi({ user: SHOPPER });
      renderWithSession(<OrderDetails order={bought({ orderStatus: "confirmed", paymentStatus: "paid", paymentMethod: "giftCard" })} />, { user: SHOPPER });
      const section = screen.getByRole("region", { name: "כרטיס מתנה" });
      expect(section).toHaveTextContent("כרטיס מתנה עבור \u2068Dana Levi\u2069 (\u2066dana@example.com\u2069), יגיע ב־24 בדצמבר 2026");
      expect(section).toHaveTextContent("נשלח אותו במייל באותו יום.");
      expect(screen.getByText("אמצעי תשלום").nextElementSibling).toHaveTextContent("שולם בכרטיס מתנה");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
