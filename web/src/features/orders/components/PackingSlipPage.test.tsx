import { ALLERGENS, DEFAULT_SHOP_SETTINGS, type AdminOrder, type Allergens, type ShopSettings } from "@contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { formatPrice } from "@/shared/money";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { giftOrderFixture } from "@/test/giftFixtures";
import { orderFixture } from "@/test/shopFixtures";
import { slipHidesPrices, slipLanguageOf, slipRecipientOf, slipWrapOf } from "../lib/packingSlip";
import { PackingSlipPage } from "./PackingSlipPage";

const ORDER: AdminOrder = {
  ...orderFixture("ord-1", { orderNumber: "CA-10042", orderStatus: "inProcess", paymentStatus: "paid", orderDate: "2026-04-20T09:15:00.000Z" }),
  userName: "Noa Newcomer",
};

function renderSlip(order: AdminOrder, settings: Partial<ShopSettings> = {}) {
  fakeApi({
    user: ADMIN,
    settings: { ...DEFAULT_SHOP_SETTINGS, siteName: "Cocoa Atelier", ...settings },
    routes: { [`GET /api/admin/orders/details/${order._id}`]: () => jsonResponse({ success: true, data: order }) },
  });
  return renderWithSession(
    <Routes>
      <Route path="/admin/orders/:id/packing-slip" element={<PackingSlipPage />} />
    </Routes>,
    { user: ADMIN, path: `/admin/orders/${order._id}/packing-slip` },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("slipLanguageOf", () => {
  it("starts in the order's language, else the admin's, else English", () => {
    expect(slipLanguageOf({ language: "he" }, "en")).toBe("he");
    expect(slipLanguageOf({}, "he")).toBe("he");
    expect(slipLanguageOf(undefined, "fr")).toBe("en");
  });
});

describe("the slip's gift rules", () => {
  it("hides the prices of a gift whose buyer hid them whatever the admin chose, else as chosen", () => {
    expect(slipHidesPrices({ gift: giftOrderFixture("g").gift }, false)).toBe(true);
    expect(slipHidesPrices({ gift: { ...giftOrderFixture("g").gift!, hidePrices: false } }, false)).toBe(false);
    expect(slipHidesPrices({}, true)).toBe(true);
    expect(slipHidesPrices(undefined, false)).toBe(false);
  });

  it("names the buyer, a gift's recipient, or who picks a gift up", () => {
    expect(slipRecipientOf({})).toEqual({ kind: "shipTo" });
    expect(slipRecipientOf(giftOrderFixture("g"))).toEqual({ kind: "giftFor", name: "Dana Levi", phone: "+972 52 555 0199" });
    expect(slipRecipientOf(giftOrderFixture("g", { destination: "pickup" }))).toMatchObject({ kind: "pickedUpBy", name: "Dana Levi" });
  });

  it("names the wrapping in the slip's language", () => {
    const { gift } = giftOrderFixture("g");
    expect(slipWrapOf(gift, "en")).toBe("Gold box with a ribbon");
    expect(slipWrapOf(gift, "he")).toBe("קופסת זהב עם סרט");
    expect(slipWrapOf({ ...gift!, wrapName: { en: "Box", he: "" } }, "he")).toBe("Box");
    expect(slipWrapOf({ ...gift!, wrapName: undefined }, "en")).toBe("");
    expect(slipWrapOf({ ...gift!, wrap: false }, "en")).toBeNull();
    expect(slipWrapOf(undefined, "en")).toBeNull();
  });
});

describe("PackingSlipPage", { timeout: 20_000 }, () => {
  it("shows the shop, the order's number and date, who it goes to and every line with its price and the totals", async () => {
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(slip).toHaveAttribute("lang", "en");
    expect(slip).toHaveAttribute("dir", "ltr");
    expect(within(slip).getByRole("heading", { name: "Packing slip" })).toBeInTheDocument();
    expect(slip).toHaveTextContent("Cocoa Atelier");
    expect(within(slip).getByTestId("slip-order-number")).toHaveTextContent("CA-10042");
    expect(within(slip).getByTestId("slip-order-number").firstElementChild).toHaveAttribute("dir", "ltr");
    expect(slip).toHaveTextContent("Apr 20, 2026");
    const shipTo = within(slip).getByRole("region", { name: "Ship to" });
    expect(shipTo).toHaveTextContent("Noa Newcomer");
    expect(shipTo).toHaveTextContent("12 Cocoa Lane");
    expect(shipTo).toHaveTextContent("Tel Aviv 6100001");
    expect(within(shipTo).getByText("+972 3 555 0147")).toHaveAttribute("dir", "ltr");
    expect(shipTo).toHaveTextContent("Delivery notes: Ring twice");

    const rows = within(within(slip).getByRole("table", { name: "Items in this parcel" })).getAllByRole("row");
    expect(rows.map((row) => within(row).queryAllByRole("columnheader").map((cell) => cell.textContent))[0]).toEqual(["Item", "Qty", "Price", "Total"]);
    expect(within(rows[1]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Hazelnut praline", "2", "$9.00", "$18.00"]);
    expect(within(slip).getByTestId("slip-totals")).toHaveTextContent(/Subtotal\$28\.50Shipping\$10\.00Tax\$0\.00Total\$38\.50/);
    expect(slip).toHaveTextContent("Thank you for your order from Cocoa Atelier!");
  });

  it("hides the prices for a gift, and prints", async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    await user.click(screen.getByRole("switch", { name: "Hide prices (gift)" }));
    expect(within(within(slip).getByRole("table")).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Item", "Qty"]);
    expect(slip).not.toHaveTextContent("$");
    expect(within(slip).queryByTestId("slip-totals")).not.toBeInTheDocument();
    expect(slip).toHaveTextContent("A gift for you, made by hand at Cocoa Atelier. Enjoy!");
    await user.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("starts in the language the shopper ordered in, right to left with numbers left to right, and switches on its own", async () => {
    const user = userEvent.setup();
    renderSlip({ ...ORDER, language: "he" });
    const slip = await screen.findByTestId("packing-slip");
    await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
    expect(slip).toHaveAttribute("lang", "he");
    expect(slip).toHaveAttribute("dir", "rtl");
    expect(within(slip).getByRole("heading", { name: "תעודת משלוח" })).toBeInTheDocument();
    const line = within(within(slip).getByRole("table", { name: "הפריטים בחבילה" })).getAllByRole("row")[1]!;
    expect(within(line).getAllByRole("cell")[0]).toHaveTextContent("פרלין אגוזי לוז");
    const price = within(line).getAllByRole("cell")[2]!;
    // Isolated from the Hebrew around it, in the direction the formatter wrote it for.
    expect(price.firstElementChild?.tagName).toBe("BDI");
    // The one money formatter, in the slip's locale.
    expect(price.textContent).toBe(formatPrice(900, "USD", "he-IL"));
    // The page around the slip stays in the admin's language.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Packing slip");
    expect(screen.getByRole("button", { name: "עברית" })).toHaveAttribute("aria-pressed", "true");

    await user.click(screen.getByRole("button", { name: "English" }));
    expect(slip).toHaveAttribute("lang", "en");
    expect(slip).toHaveTextContent("Ship to");
    expect(within(slip).getAllByRole("row")[1]).toHaveTextContent("Hazelnut praline");
  });

  it("follows the admin's language for an order that does not say its own, and reads Hebrew around it", async () => {
    await i18n.changeLanguage("he");
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(slip).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("switch", { name: "הסתרת מחירים (מתנה)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "הדפסה" })).toBeEnabled();
  });

  it("says when the order cannot be loaded", async () => {
    fakeApi({ user: ADMIN, routes: { "GET /api/admin/orders/details/gone": () => jsonResponse({ success: false, code: "order.notFound", message: "Order not found" }, 404) } });
    renderWithSession(
      <Routes>
        <Route path="/admin/orders/:id/packing-slip" element={<PackingSlipPage />} />
      </Routes>,
      { user: ADMIN, path: "/admin/orders/gone/packing-slip" },
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load the order");
    expect(screen.getByRole("button", { name: "Print" })).toBeDisabled();
  });

  it("says how and when the order is received, in the slip's language", async () => {
    const pickup: AdminOrder = {
      ...ORDER,
      language: "he",
      addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
      shippingCost: 0,
      totalAmount: ORDER.subtotal + ORDER.taxAmount,
      delivery: {
        method: "pickup",
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
    renderSlip(pickup);
    const slip = await screen.findByTestId("packing-slip");
    await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
    const block = within(slip).getByTestId("slip-delivery");
    expect(within(block).getByRole("heading", { name: "איסוף עצמי" })).toBeInTheDocument();
    expect(block).toHaveTextContent("איסוף עצמי ביום חמישי, 3 בדצמבר (כ״ב כסלו), בשעות 10:00–11:00, בכתובת נחלת בנימין 7, תל אביב");
    expect(within(block).getByTestId("delivery-time")).toHaveAttribute("dir", "ltr");
    // The totals name the way: a pickup costs nothing to receive.
    expect(slip).toHaveTextContent("איסוף עצמיחינם");
    // No address for a pickup placed without one: the name alone.
    expect(within(slip).getByRole("region", { name: "נשלח אל" }).textContent).toBe("נשלח אלNoa Newcomer");
    await userEvent.setup().click(screen.getByRole("button", { name: "English" }));
    await waitFor(() => expect(within(slip).getByTestId("slip-delivery")).toHaveTextContent("Pickup on Thursday 3 December, 10:00–11:00 at 7 Nahalat Binyamin St, Tel Aviv"));
  });

  it("prints a gift with hidden prices for its recipient: no price anywhere, the wrapping, the card enclosed, never the message", async () => {
    renderSlip(giftOrderFixture("gift-1", {}, { orderNumber: "CA-10050" }));
    const slip = await screen.findByTestId("packing-slip");
    // Hidden because the buyer asked: the switch says so and cannot bring them back.
    const hide = screen.getByRole("switch", { name: "Hide prices (gift)" });
    expect(hide).toBeChecked();
    expect(hide).toBeDisabled();
    expect(hide).toHaveAccessibleDescription("Hidden at the buyer's request");

    const to = within(slip).getByRole("region", { name: "Gift for" });
    expect(to).toHaveTextContent("Dana Levi");
    expect(to).toHaveTextContent("7 Rothschild Blvd");
    expect(to).toHaveTextContent("Tel Aviv 6688101");
    expect(within(to).getByText("+972 52 555 0199")).toHaveAttribute("dir", "ltr");
    expect(within(slip).queryByRole("region", { name: "Ship to" })).not.toBeInTheDocument();
    // The buyer is not named, nor their phone.
    expect(slip).not.toHaveTextContent("Noa Newcomer");
    expect(slip).not.toHaveTextContent("+972 3 555 0147");

    // Items and quantities only: no unit price, line total, subtotal, shipping, wrapping, tax or total.
    expect(within(within(slip).getByRole("table")).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Item", "Qty"]);
    expect(within(within(slip).getByRole("table")).getAllByRole("row")[1]!.textContent).toBe("Hazelnut praline2");
    expect(within(slip).queryByTestId("slip-totals")).not.toBeInTheDocument();
    expect(slip.textContent).not.toMatch(/\$|\d[.,]\d\d\b|Subtotal|Shipping|Tax|Total|Free/);

    const gift = within(slip).getByRole("region", { name: "Gift" });
    expect(within(gift).getByTestId("slip-wrap")).toHaveTextContent("Wrap: Gold box with a ribbon");
    expect(gift).toHaveTextContent("Gift card enclosed");
    expect(within(gift).getByTestId("slip-prices-hidden")).toHaveTextContent("Gift: prices hidden");
    // The message goes on the card, not on the slip.
    expect(slip).not.toHaveTextContent("Happy birthday");

    const card = screen.getByRole("link", { name: "Gift card (opens in a new tab)" });
    expect(card).toHaveAttribute("href", "/admin/orders/gift-1/gift-card");
    expect(card).toHaveAttribute("target", "_blank");
    expect(slip).not.toContainElement(card);
  });

  it("keeps the prices of a gift whose buyer did not hide them, with the wrapping in the totals", async () => {
    renderSlip(giftOrderFixture("gift-2", { hidePrices: false }));
    const slip = await screen.findByTestId("packing-slip");
    expect(screen.getByRole("switch", { name: "Hide prices (gift)" })).toBeEnabled();
    expect(within(within(slip).getByRole("table")).getAllByRole("row")[1]!.textContent).toBe("Hazelnut praline2$9.00$18.00");
    expect(within(slip).getByTestId("slip-totals")).toHaveTextContent(/Subtotal\$28\.50Shipping\$10\.00Gift wrapping\$8\.00Tax\$0\.00Total\$46\.50/);
    expect(within(slip).getByRole("region", { name: "Gift for" })).toHaveTextContent("Dana Levi");
    expect(within(slip).queryByTestId("slip-prices-hidden")).not.toBeInTheDocument();
    // The recipient did not order it: the slip wishes them joy rather than thanking them.
    expect(slip).toHaveTextContent("A gift for you, made by hand at Cocoa Atelier. Enjoy!");
    // The admin may still hide them.
    await userEvent.setup().click(screen.getByRole("switch", { name: "Hide prices (gift)" }));
    expect(slip).not.toHaveTextContent("$");
  });

  it("says who picks a gift up, and names the wrapping in Hebrew on a Hebrew slip", async () => {
    const pickup = giftOrderFixture("gift-3", { destination: "pickup" }, {
      language: "he",
      addressInfo: { addressId: "", address: "", city: "", pincode: "", phone: "", notes: "" },
    });
    renderSlip(pickup);
    const slip = await screen.findByTestId("packing-slip");
    await waitFor(() => expect(slip).toHaveTextContent("ייאסף על ידי"));
    const by = within(slip).getByRole("region", { name: "ייאסף על ידי" });
    expect(by).toHaveTextContent("Dana Levi");
    expect(within(by).getByText("+972 52 555 0199")).toHaveAttribute("dir", "ltr");
    expect(slip).not.toHaveTextContent("Noa Newcomer");
    expect(within(slip).getByTestId("slip-wrap")).toHaveTextContent("עטיפה: קופסת זהב עם סרט");
    expect(slip).toHaveTextContent("כרטיס ברכה מצורף");
    expect(slip).toHaveTextContent("מתנה: המחירים מוסתרים");
  });

  it("prints what the promotions took off the items and the delivery", async () => {
    renderSlip({ ...ORDER, discountAmount: 285, shippingDiscount: 1000, totalAmount: 2565 });
    const slip = await screen.findByTestId("packing-slip");
    expect(within(slip).getByTestId("slip-totals")).toHaveTextContent(/Subtotal\$28\.50Discounts−\$2\.85Shipping\$10\.00Delivery discount−\$10\.00Tax\$0\.00Total\$25\.65/);
  });

  it("offers no gift card for an order that is not a gift", async () => {
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(within(slip).queryByTestId("slip-gift")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Gift card/ })).not.toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Hide prices (gift)" })).toBeEnabled();
  });

  it("shows no delivery block for an order placed before the calendar", async () => {
    renderSlip(ORDER);
    const slip = await screen.findByTestId("packing-slip");
    expect(within(slip).queryByTestId("slip-delivery")).not.toBeInTheDocument();
  });

  describe("an order of variants (issue 34)", () => {
    const variantLine = (variantSku: string, label: string, labelHe: string, price: number, quantity: number) => ({
      productId: "p1",
      variantSku,
      variantLabel: label,
      variantLabelHe: labelHe,
      title: "Hazelnut praline",
      titleHe: "פרלין אגוזי לוז",
      image: "/p1.jpg",
      price,
      quantity,
    });
    const VARIANTS: AdminOrder = {
      ...ORDER,
      cartItems: [variantLine("HP-9-DARK", "Box of 9 · Dark", "קופסה של 9 · מריר", 3600, 2), variantLine("HP-16-DARK", "Box of 16 · Dark", "קופסה של 16 · מריר", 4800, 1), ORDER.cartItems[1]!],
    };
    const lines = (slip: HTMLElement) => within(within(slip).getByRole("table")).getAllByRole("row").slice(1);

    it("names each line's variant and its SKU, two variants of one product on two lines", async () => {
      renderSlip(VARIANTS);
      const slip = await screen.findByTestId("packing-slip");
      const rows = lines(slip);
      expect(rows).toHaveLength(3);
      expect(within(rows[0]!).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["Hazelnut pralineBox of 9 · DarkSKU: HP-9-DARK", "2", "$36.00", "$72.00"]);
      expect(within(rows[1]!).getByTestId("slip-variant")).toHaveTextContent("Box of 16 · Dark");
      expect(within(rows[1]!).getByText("HP-16-DARK")).toHaveAttribute("dir", "ltr");
      // A product sold as itself has neither.
      expect(within(rows[2]!).queryByTestId("slip-variant")).not.toBeInTheDocument();
      expect(within(rows[2]!).queryByTestId("slip-sku")).not.toBeInTheDocument();
    });

    const BOX: AdminOrder = {
      ...ORDER,
      cartItems: [
        {
          productId: "byo",
          variantSku: "BYO-16",
          variantLabel: "Box of 16",
          variantLabelHe: "קופסה של 16",
          title: "Build Your Own Box",
          titleHe: "קופסה בהרכבה עצמית",
          image: "/byo.jpg",
          price: 5450,
          quantity: 1,
          pieces: [
            { productId: "dome", title: "Gold Leaf Dome", titleHe: "כיפת עלי זהב", quantity: 2, supplement: 150 },
            { productId: "heart", title: "Ruby Heart", quantity: 14, supplement: 0 },
          ],
        },
        { ...ORDER.cartItems[0]!, quantity: 2, pieces: [{ productId: "dome", title: "Gold Leaf Dome", titleHe: "כיפת עלי זהב", quantity: 1, supplement: 150 }] },
      ],
    };

    it("lists every piece of a box under its line with its count, per box when there are several", async () => {
      renderSlip(BOX);
      const slip = await screen.findByTestId("packing-slip");
      const [first, second] = lines(slip);
      const pieces = within(first!).getByRole("list", { name: "In the box, 16 pieces:" });
      expect(within(pieces).getAllByTestId("slip-piece").map((piece) => piece.textContent)).toEqual(["2 × Gold Leaf Dome", "14 × Ruby Heart"]);
      // The count reads left to right and stands first.
      expect(within(pieces).getByText("14")).toHaveAttribute("dir", "ltr");
      expect(within(second!).getByRole("list", { name: "In each box, 1 piece:" })).toHaveTextContent("1 × Gold Leaf Dome");
    });

    it("names a box's pieces in the slip's language", async () => {
      renderSlip({ ...BOX, language: "he" });
      const slip = await screen.findByTestId("packing-slip");
      await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
      const [first, second] = lines(slip);
      const pieces = within(first!).getByRole("list", { name: "בקופסה 16 פרלינים:" });
      // A piece without a Hebrew title keeps its English one.
      expect(within(pieces).getAllByTestId("slip-piece").map((piece) => piece.textContent)).toEqual(["2 × כיפת עלי זהב", "14 × Ruby Heart"]);
      expect(within(second!).getByTestId("slip-pieces")).toHaveTextContent("בכל קופסה פרלין אחד:");
    });

    it("names the variants in Hebrew on a Hebrew slip, the SKU left to right", async () => {
      renderSlip({ ...VARIANTS, language: "he" });
      const slip = await screen.findByTestId("packing-slip");
      await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
      const row = lines(slip)[1]!;
      expect(within(row).getByTestId("slip-variant")).toHaveTextContent("קופסה של 16 · מריר");
      expect(within(row).getByTestId("slip-sku")).toHaveTextContent("מק״ט: HP-16-DARK");
      expect(within(row).getByText("HP-16-DARK")).toHaveAttribute("dir", "ltr");
    });
  });

  describe("the allergens (issue 35)", () => {
    const FREE = Object.fromEntries(ALLERGENS.map((key) => [key, "free"])) as Allergens;
    const DECLARED: AdminOrder = {
      ...ORDER,
      cartItems: [
        { ...ORDER.cartItems[0]!, allergens: { ...FREE, milk: "contains", treeNuts: "contains", peanuts: "mayContain" }, allergenKinds: { treeNuts: ["hazelnuts"] } },
        { ...ORDER.cartItems[1]!, allergens: { ...FREE, soy: "contains" } },
      ],
    };

    it("prints the order's allergen line when the shop prints allergens on the slip", async () => {
      renderSlip(DECLARED, { allergenPrinting: { packingSlip: true, giftCard: false } });
      const slip = await screen.findByTestId("packing-slip");
      const allergens = within(slip).getByRole("region", { name: "Allergens" });
      expect(allergens).toHaveTextContent("Contains milk, hazelnuts, and soy; may contain peanuts");
    });

    it("says a line that was not declared rather than vouching for it", async () => {
      renderSlip({ ...DECLARED, cartItems: [DECLARED.cartItems[0]!, ORDER.cartItems[1]!] }, { allergenPrinting: { packingSlip: true, giftCard: false } });
      const allergens = within(await screen.findByTestId("packing-slip")).getByRole("region", { name: "Allergens" });
      expect(allergens).toHaveTextContent("Contains milk and hazelnuts; may contain peanuts; 1 item without a full allergen declaration");
    });

    it("prints it in the slip's language", async () => {
      renderSlip({ ...DECLARED, language: "he" }, { allergenPrinting: { packingSlip: true, giftCard: false } });
      const slip = await screen.findByTestId("packing-slip");
      await waitFor(() => expect(slip).toHaveTextContent("נשלח אל"));
      expect(within(slip).getByRole("region", { name: "אלרגנים" })).toHaveTextContent("מכיל חלב, אגוזי לוז וסויה; עלול להכיל בוטנים");
    });

    it("prints none when the shop turned it off", async () => {
      renderSlip(DECLARED, { allergenPrinting: { packingSlip: false, giftCard: true } });
      const slip = await screen.findByTestId("packing-slip");
      expect(within(slip).queryByRole("region", { name: "Allergens" })).not.toBeInTheDocument();
      expect(slip).not.toHaveTextContent("hazelnuts");
    });
  });
});
