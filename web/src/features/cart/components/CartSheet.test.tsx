import { DEFAULT_SHOP_SETTINGS, GUEST_CART_STORAGE_KEY } from "@contracts";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY, sessionFor } from "@/shared/session";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { fakeApi, jsonResponse, SHOPPER } from "@/test/fakeApi";
import { CartButton } from "./CartButton";
import { CartSheet } from "./CartSheet";
import { createTestQueryClient } from "@/test/queryClient";
import { allergensWith } from "@/shared/food/testing/foodFixtures";

const LINES = [
  { productId: "p1", quantity: 1, addedAt: "x", title: "Hazelnut praline", titleHe: "פרלין אגוזי לוז", image: "/p1.jpg", price: 1200, salePrice: 900, totalStock: 5 },
  { productId: "p2", quantity: 2, addedAt: "x", title: "Dark bar", image: "/p2.jpg", price: 1050, salePrice: 0, totalStock: 2 },
];

function renderWith(ui: React.ReactNode, settings = DEFAULT_SHOP_SETTINGS) {
  fakeApi({ settings });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  return render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </TestProviders>,
  );
}

const rowOf = (title: string) => screen.getByRole("heading", { name: title }).closest("li") as HTMLElement;

describe("CartSheet", () => {
  it("lists the lines with the total (sale prices counted) and a checkout link", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(LINES));
    renderWith(<CartSheet open onClose={() => {}} />);
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$30.00"); // 1 × 9.00 + 2 × 10.50
    const first = rowOf("Hazelnut praline");
    expect(within(first).getByText("$9.00")).toBeInTheDocument();
    expect(within(first).getByText("$12.00").closest("s")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/shop/checkout");
  });

  it("says the VAT the items' total holds when prices include it (issue 37), and nothing when tax is added", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(LINES));
    renderWith(<CartSheet open onClose={() => {}} />, { ...DEFAULT_SHOP_SETTINGS, currency: "ILS", currencySymbol: "₪", taxRate: 17, taxMode: "included" });
    // 30.00 holds 30.00 x 17 / 117 = 4.358… of VAT.
    const line = await screen.findByTestId("cart-included-vat");
    expect(line).toHaveTextContent("Includes VAT (17%)");
    expect(line).toHaveTextContent("₪4.36");
    cleanup();
    renderWith(<CartSheet open onClose={() => {}} />, { ...DEFAULT_SHOP_SETTINGS, taxRate: 17 });
    expect(await screen.findByTestId("cart-total")).toHaveTextContent("$30.00");
    expect(screen.queryByTestId("cart-included-vat")).toBeNull();
  });

  it("disables minus at 1, refuses plus beyond the stock, and steps otherwise", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(LINES));
    renderWith(<CartSheet open onClose={() => {}} />);
    const first = rowOf("Hazelnut praline");
    const second = rowOf("Dark bar");
    expect(within(first).getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    expect(within(second).getByRole("button", { name: "Decrease quantity" })).toBeEnabled();

    fireEvent.click(within(second).getByRole("button", { name: "Increase quantity" }));
    await waitFor(() => expect(toastStore.getSnapshot()).toMatchObject({ title: "only 2 quantity can be added", variant: "destructive" }));
    expect(within(second).getByText("2")).toBeInTheDocument();

    fireEvent.click(within(second).getByRole("button", { name: "Decrease quantity" }));
    await waitFor(() => expect(screen.getByTestId("cart-total")).toHaveTextContent("$19.50"));
    expect(within(rowOf("Dark bar")).getByRole("button", { name: "Decrease quantity" })).toBeDisabled();

    fireEvent.click(within(rowOf("Dark bar")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Dark bar" })).not.toBeInTheDocument());
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$9.00");
  });

  it("shows the empty state", async () => {
    renderWith(<CartSheet open onClose={() => {}} />);
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Checkout" })).not.toBeInTheDocument();
  });

  it("shows Hebrew titles and labels in Hebrew", async () => {
    await i18n.changeLanguage("he");
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(LINES));
    renderWith(<CartSheet open onClose={() => {}} />);
    expect(await screen.findByRole("heading", { name: "פרלין אגוזי לוז" })).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "הפחתת כמות" })).toHaveLength(2);
  });
});

describe("CartSheet lines of variants", () => {
  const VARIANTS = [
    { productId: "p-box", variantSku: "BOX9-DARK", variantLabel: "Box of 9 · Dark", variantLabelHe: "קופסה של 9 · מריר", quantity: 1, addedAt: "x", title: "Truffle box", titleHe: "קופסת טראפלס", price: 2400, salePrice: 0, totalStock: 5 },
    { productId: "p-box", variantSku: "BOX16-MILK", variantLabel: "Box of 16 · Milk", quantity: 2, addedAt: "x", title: "Truffle box", price: 3900, salePrice: 0, totalStock: 8 },
  ];

  it("shows two variants of one product as two lines, each with its variant, and removes one of them", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(VARIANTS));
    renderWith(<CartSheet open onClose={() => {}} />);
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId("line-variant")).toHaveTextContent("Box of 9 · Dark");
    expect(within(rows[1]!).getByTestId("line-variant")).toHaveTextContent("Box of 16 · Milk");
    expect(screen.getByRole("group", { name: "Quantity: Truffle box (Box of 16 · Milk)" })).toBeInTheDocument();
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$102.00");

    fireEvent.click(within(rows[0]!).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByTestId("line-variant")).toHaveTextContent("Box of 16 · Milk");
  });

  it("names the variant in Hebrew, the English label when it has no Hebrew one", async () => {
    await i18n.changeLanguage("he");
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(VARIANTS));
    renderWith(<CartSheet open onClose={() => {}} />);
    const labels = await screen.findAllByTestId("line-variant");
    expect(labels.map((label) => label.textContent)).toEqual(["קופסה של 9 · מריר", "Box of 16 · Milk"]);
    expect(labels[0]).toHaveAttribute("dir", "auto");
  });
});

describe("CartSheet with filled boxes", () => {
  const BOXES = [
    {
      productId: "byo",
      variantSku: "BYO-4",
      variantLabel: "Box of 4",
      variantLabelHe: "קופסה של 4",
      pieces: [
        { productId: "piece-gold", quantity: 2, title: "Gold Leaf Dome", titleHe: "כיפת עלה זהב", supplement: 150 },
        { productId: "piece-vanilla", quantity: 2, title: "Vanilla Snowball", supplement: 0 },
      ],
      quantity: 1,
      addedAt: "x",
      title: "Build Your Own Box",
      price: 2300,
      salePrice: 0,
      totalStock: 10,
    },
    {
      productId: "byo",
      variantSku: "BYO-4",
      variantLabel: "Box of 4",
      pieces: [{ productId: "piece-rose", quantity: 4, title: "Rose Petal Heart", supplement: 0 }],
      quantity: 1,
      addedAt: "x",
      title: "Build Your Own Box",
      price: 2000,
      salePrice: 0,
      totalStock: 1,
    },
  ];

  it("shows each box as its own line, its pieces behind 'Show the 4 pieces', and its price with the supplements", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(BOXES));
    renderWith(<CartSheet open onClose={() => {}} />);
    const rows = await screen.findAllByRole("listitem");
    expect(rows).toHaveLength(2);
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$43.00");
    const show = within(rows[0]!).getByRole("button", { name: "Show the 4 pieces" });
    const pieces = within(rows[0]!).getByTestId("line-pieces");
    expect(show).toHaveAttribute("aria-expanded", "false");
    expect(pieces).not.toBeVisible();
    fireEvent.click(show);
    expect(pieces).toBeVisible();
    expect(pieces).toHaveTextContent("2 × Gold Leaf Dome, 2 × Vanilla Snowball");
    expect(within(rows[0]!).getByRole("button", { name: "Hide the pieces" })).toHaveAttribute("aria-expanded", "true");
    expect(within(rows[1]!).getByTestId("line-pieces")).toHaveTextContent("4 × Rose Petal Heart");

    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(1));
    expect(screen.getByTestId("line-pieces")).toHaveTextContent("Gold Leaf Dome");
  });

  it("names the pieces in Hebrew (the English title when a piece has no Hebrew one)", async () => {
    await i18n.changeLanguage("he");
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(BOXES.slice(0, 1)));
    renderWith(<CartSheet open onClose={() => {}} />);
    fireEvent.click(await screen.findByRole("button", { name: "הצגת 4 הפרלינים" }));
    expect(screen.getByTestId("line-pieces")).toHaveTextContent("2 × כיפת עלה זהב, 2 × Vanilla Snowball");
  });
});

describe("CartButton", () => {
  it("is named Cart, badges the number of items and opens the sheet", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(LINES));
    renderWith(<CartButton />);
    const button = screen.getByRole("button", { name: "Cart 3" });
    expect(within(button).getByText("3")).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole("heading", { name: "Your cart" })).toBeInTheDocument();
  });

  it("shows no '0' badge on an empty cart", () => {
    window.localStorage.removeItem(GUEST_CART_STORAGE_KEY);
    renderWith(<CartButton />);
    const button = screen.getByRole("button", { name: "Cart" });
    expect(within(button).queryByText("0")).not.toBeInTheDocument();
    expect(within(button).getByTestId("cart-count")).toHaveTextContent(/^$/);
  });
});

describe("CartSheet's allergen line", () => {
  it("says the allergens of every line in one line under 'Allergens', counting a line not fully declared", async () => {
    const lines = [
      { ...LINES[0], allergens: allergensWith({ milk: "contains", treeNuts: "contains" }), allergenKinds: { treeNuts: ["hazelnuts"] } },
      // A box whose pieces added traces of peanuts.
      { productId: "byo", variantSku: "BYO-4", pieces: [{ productId: "piece-gold", quantity: 4, title: "Gold Leaf Dome", supplement: 150 }], quantity: 1, addedAt: "x", title: "Build Your Own Box", price: 2600, salePrice: 0, totalStock: 3, allergens: allergensWith({ milk: "contains", peanuts: "mayContain" }) },
      LINES[1],
    ];
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(lines));
    renderWith(<CartSheet open onClose={() => {}} />);
    const section = await screen.findByRole("region", { name: "Allergens" });
    expect(section).toHaveTextContent("Contains milk and hazelnuts; may contain peanuts; 1 item without a full allergen declaration");
  });
});

describe("CartSheet's savings (issue 36)", () => {
  const SERVER_LINES = [
    { lineId: "p1", productId: "p1", title: "Hazelnut praline", titleHe: "פרלין אגוזי לוז", image: "/p1.jpg", price: 1200, salePrice: 900, quantity: 1, totalStock: 5 },
    { lineId: "p2", productId: "p2", title: "Dark bar", image: "/p2.jpg", price: 1050, salePrice: 0, quantity: 2, totalStock: 4 },
  ];
  const FRIDAY = { promotionId: "pr-f", kind: "automatic", name: "Bar Friday", nameHe: "שישי של טבלאות", benefit: "percent", amount: 210, shippingAmount: 0, freeDelivery: false } as const;
  const HOLIDAY = { promotionId: "pr-h", kind: "automatic", name: "Holiday week", nameHe: "שבוע החג", benefit: "freeDelivery", amount: 0, shippingAmount: 0, freeDelivery: true } as const;

  /** A signed-in shopper's cart of $30.00, quoted by the server with `discounts`. */
  function renderSignedIn(discounts: readonly object[], open = true) {
    const quote = vi.fn(() =>
      jsonResponse({
        success: true,
        data: { subtotal: 3000, discountAmount: discounts.reduce((sum, d) => sum + (d as { amount: number }).amount, 0), shippingDiscount: 0, discounts, lineDiscounts: {}, taxIncluded: false },
      }),
    );
    fakeApi({
      user: SHOPPER,
      routes: {
        [`GET /api/shop/cart/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: { _id: "c1", userId: SHOPPER.id, items: SERVER_LINES } }),
        "POST /api/shop/order/quote": quote,
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, sessionFor(SHOPPER));
    const view = render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <CartSheet open={open} onClose={() => {}} />
        </MemoryRouter>
      </TestProviders>,
    );
    return { quote, view };
  }

  it("says what an automatic promotion saves, and totals after it", async () => {
    const { quote } = renderSignedIn([FRIDAY]);
    expect(await screen.findByTestId("cart-savings")).toHaveTextContent("Savings: −$2.10 (Bar Friday)");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("$27.90");
    // The automatic promotions only: no code, no way chosen yet.
    expect(quote).toHaveBeenCalledWith(expect.objectContaining({ body: { deliveryFee: 0 } }));
    expect(screen.queryByTestId("cart-free-delivery")).toBeNull();
  });

  it("says a free delivery, and nothing when no promotion applies", async () => {
    renderSignedIn([HOLIDAY]);
    expect(await screen.findByTestId("cart-free-delivery")).toHaveTextContent("Free delivery: Holiday week");
    expect(screen.queryByTestId("cart-savings")).toBeNull();
    cleanup();
    const { quote } = renderSignedIn([]);
    await waitFor(() => expect(quote).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByTestId("cart-total")).toHaveTextContent("$30.00"));
    expect(screen.queryByTestId("cart-savings")).toBeNull();
  });

  it("says it in Hebrew, the amount and the name isolated", async () => {
    await i18n.changeLanguage("he");
    renderSignedIn([FRIDAY]);
    const savings = await screen.findByTestId("cart-savings");
    expect(savings.textContent).toBe("חיסכון: \u200f\u200e\u22122.10\u00a0\u200f$ (שישי של טבלאות)");
    expect([...savings.querySelectorAll("bdi")].map((part) => part.textContent)).toEqual(["\u200f\u200e\u22122.10\u00a0\u200f$", "שישי של טבלאות"]);
  });

  it("asks nothing for a guest, nor while the sheet is closed", async () => {
    window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(LINES));
    const fetch = fakeApi();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <CartSheet open onClose={() => {}} />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByTestId("cart-total")).toHaveTextContent("$30.00");
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/order/quote"))).toBe(false);
    cleanup();
    const { quote } = renderSignedIn([FRIDAY], false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(quote).not.toHaveBeenCalled();
  });
});
