import type { Product } from "@contracts";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { i18n } from "@/shared/i18n";
import { fakeApi } from "@/test/fakeApi";
import { createTestQueryClient } from "@/test/queryClient";
import { boxProductFixture } from "@/test/shopFixtures";
import { ProductDetails } from "./ProductDetails";

/** The box's page (its details as the product page shows them), the builder's chunk loaded. */
async function renderBox(product: Product = boxProductFixture(), variant: "page" | "dialog" = "page") {
  fakeApi();
  const onAddToCart = vi.fn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>
        <ProductDetails product={product} onAddToCart={onAddToCart} titleId="t" variant={variant} />
      </MemoryRouter>
    </TestProviders>,
  );
  if (variant === "page") await screen.findByTestId("box-builder");
  return onAddToCart;
}

const button = (name: string | RegExp) => screen.getByRole("button", { name });
const slots = () => screen.getAllByTestId("box-slot");
const filled = () => screen.getByTestId("box-filled");
const addToCart = () => within(screen.getByTestId("box-builder")).getByRole("button", { name: "Add to cart" });

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the box builder", () => {
  it("shows the chosen size's slots, the pieces with supplement and stock, and a polite count", async () => {
    await renderBox();
    // The first size in stock: a box of 4.
    expect(slots()).toHaveLength(4);
    expect(slots()[0]).toHaveAccessibleName("Slot 1: empty");
    expect(filled()).toHaveAttribute("role", "status");
    expect(filled()).toHaveTextContent("0 of 4 filled");
    expect(screen.getByTestId("box-slots-left")).toHaveTextContent("4 slots left");
    expect(screen.getAllByTestId("box-piece")).toHaveLength(4);
    expect(screen.getByText("+$1.50")).toBeInTheDocument();
    expect(screen.getByText("Only 3 items left")).toBeInTheDocument();
    expect(button("Add Gold Leaf Dome, 20 left")).toBeInTheDocument();
    expect(button("Add Passion Fruit Pyramid, none left")).toHaveAttribute("aria-disabled", "true");
  });

  it("adds into the next slot, empties a slot by its button or one piece by its minus, and counts", async () => {
    await renderBox();
    fireEvent.click(button("Add Gold Leaf Dome, 20 left"));
    fireEvent.click(button("Add Vanilla Snowball, 65 left"));
    fireEvent.click(button("Add Gold Leaf Dome, 19 left"));
    expect(filled()).toHaveTextContent("3 of 4 filled");
    expect(screen.getByTestId("box-slots-left")).toHaveTextContent("One slot left");
    expect(slots().map((slot) => slot.getAttribute("aria-label"))).toEqual([
      "Slot 1: Gold Leaf Dome, remove",
      "Slot 2: Vanilla Snowball, remove",
      "Slot 3: Gold Leaf Dome, remove",
      "Slot 4: empty",
    ]);
    fireEvent.click(button("Slot 1: Gold Leaf Dome, remove"));
    expect(slots()[0]).toHaveAccessibleName("Slot 1: empty");
    expect(filled()).toHaveTextContent("2 of 4 filled");
    // The emptied slot is filled first.
    fireEvent.click(button("Add Vanilla Snowball, 64 left"));
    expect(slots()[0]).toHaveAccessibleName("Slot 1: Vanilla Snowball, remove");
    fireEvent.click(button("Remove one Vanilla Snowball"));
    expect(slots()[1]).toHaveAccessibleName("Slot 2: empty");
    expect(button("Remove one Passion Fruit Pyramid")).toHaveAttribute("aria-disabled", "true");
  });

  it("adds no piece beyond its stock, none sold out, and none into a full box", async () => {
    await renderBox();
    fireEvent.click(button("Add Passion Fruit Pyramid, none left"));
    expect(filled()).toHaveTextContent("0 of 4 filled");
    fireEvent.click(button("Add Rose Petal Heart, 3 left"));
    fireEvent.click(button("Add Rose Petal Heart, 2 left"));
    fireEvent.click(button("Add Rose Petal Heart, one left"));
    const rose = button("Add Rose Petal Heart, none left");
    expect(rose).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(rose);
    expect(filled()).toHaveTextContent("3 of 4 filled");
    fireEvent.click(button("Add Gold Leaf Dome, 20 left"));
    expect(screen.getByTestId("box-slots-left")).toHaveTextContent("Your box is full");
    const gold = button("Add Gold Leaf Dome, 19 left");
    expect(gold).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(gold);
    expect(filled()).toHaveTextContent("4 of 4 filled");
  });

  it("fills the rest at random within the stocks, and empties the box", async () => {
    // Always the first piece still available: Gold Leaf Dome.
    vi.spyOn(Math, "random").mockReturnValue(0);
    await renderBox();
    fireEvent.click(button("Add Vanilla Snowball, 65 left"));
    fireEvent.click(button("Fill the rest at random"));
    expect(filled()).toHaveTextContent("4 of 4 filled");
    expect(slots()[0]).toHaveAccessibleName("Slot 1: Vanilla Snowball, remove");
    expect(slots()[3]).toHaveAccessibleName("Slot 4: Gold Leaf Dome, remove");
    expect(button("Fill the rest at random")).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(button("Empty the box"));
    expect(filled()).toHaveTextContent("0 of 4 filled");
    expect(button("Empty the box")).toHaveAttribute("aria-disabled", "true");
  });

  it("prices the box with its pieces' supplements, as they change", async () => {
    await renderBox();
    expect(screen.getAllByText("$20.00")).toHaveLength(2);
    fireEvent.click(button("Add Gold Leaf Dome, 20 left"));
    fireEvent.click(button("Add Gold Leaf Dome, 19 left"));
    // The page's price and the builder's bar.
    expect(screen.getAllByText("$23.00")).toHaveLength(2);
    expect(screen.getByText("Includes $3.00 for the pieces")).toBeInTheDocument();
    fireEvent.click(button("Remove one Gold Leaf Dome"));
    expect(screen.getAllByText("$21.50")).toHaveLength(2);
  });

  it("waits for a full box to add it, saying why, then adds it with its size and pieces", async () => {
    const onAddToCart = await renderBox();
    expect(addToCart()).toHaveAttribute("aria-disabled", "true");
    expect(addToCart()).toHaveAccessibleDescription("Fill 4 more slots to add the box to your cart");
    fireEvent.click(addToCart());
    expect(onAddToCart).not.toHaveBeenCalled();
    fireEvent.click(button("Add Vanilla Snowball, 65 left"));
    fireEvent.click(button("Add Gold Leaf Dome, 20 left"));
    fireEvent.click(button("Add Vanilla Snowball, 64 left"));
    expect(addToCart()).toHaveAccessibleDescription("Fill the last slot to add the box to your cart");
    fireEvent.click(button("Add Rose Petal Heart, 3 left"));
    expect(addToCart()).not.toHaveAttribute("aria-disabled");
    fireEvent.click(addToCart());
    expect(onAddToCart).toHaveBeenCalledWith(expect.objectContaining({ _id: "byo" }), {
      variantSku: "BYO-4",
      pieces: [
        { productId: "piece-gold", quantity: 1 },
        { productId: "piece-rose", quantity: 1 },
        { productId: "piece-vanilla", quantity: 2 },
      ],
    });
  });

  it("keeps what fits when the size changes", async () => {
    await renderBox();
    fireEvent.click(button("Add Gold Leaf Dome, 20 left"));
    fireEvent.click(button("Add Vanilla Snowball, 65 left"));
    fireEvent.click(button("Add Rose Petal Heart, 3 left"));
    fireEvent.click(screen.getByRole("radio", { name: "Box of 9" }));
    expect(slots()).toHaveLength(9);
    expect(filled()).toHaveTextContent("3 of 9 filled");
    expect(slots()[2]).toHaveAccessibleName("Slot 3: Rose Petal Heart, remove");
    // The box of 9's price with the supplement.
    expect(screen.getAllByText("$33.50")).toHaveLength(2);
    fireEvent.click(button("Fill the rest at random"));
    expect(filled()).toHaveTextContent("9 of 9 filled");
    fireEvent.click(screen.getByRole("radio", { name: "Box of 4" }));
    expect(slots()).toHaveLength(4);
    expect(filled()).toHaveTextContent("4 of 4 filled");
    expect(slots()[0]).toHaveAccessibleName("Slot 1: Gold Leaf Dome, remove");
    expect(slots()[1]).toHaveAccessibleName("Slot 2: Vanilla Snowball, remove");
  });

  it("says a sold-out size cannot be added", async () => {
    const box = boxProductFixture();
    await renderBox({ ...box, variants: box.variants!.map((variant) => ({ ...variant, totalStock: 0 })) });
    expect(addToCart).toThrow();
    expect(within(screen.getByTestId("box-builder")).getByRole("button", { name: "Out of stock" })).toHaveAttribute("aria-disabled", "true");
  });

  it("is named and counted in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      await renderBox();
      fireEvent.click(button("הוספת כיפת עלה זהב, נותרו 20 יחידות"));
      expect(filled()).toHaveTextContent("מולא מקום אחד מתוך 4");
      expect(button("מקום 1: כיפת עלה זהב, להסרה")).toBeInTheDocument();
      fireEvent.click(button("הוספת לב עלי ורדים, נותרו 3 יחידות"));
      expect(filled()).toHaveTextContent("מולאו 2 מקומות מתוך 4");
      expect(screen.getByTestId("box-slots-left")).toHaveTextContent("נותרו 2 מקומות");
      expect(button("הוספת פירמידת פסיפלורה, לא נותרו יחידות")).toHaveAttribute("aria-disabled", "true");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("leads from the quick view to the box's page, with the size chosen, instead of the builder", async () => {
    const onAddToCart = await renderBox(boxProductFixture(), "dialog");
    expect(screen.queryByTestId("box-builder")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fill your box" })).toHaveAttribute("href", "/shop/product/build-your-own-box?variant=BYO-4");
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it("takes the focus to the builder from the button beside the price", async () => {
    await renderBox();
    fireEvent.click(button("Fill your box"));
    expect(screen.getByRole("heading", { level: 2, name: "Fill your box" })).toHaveFocus();
  });
});
