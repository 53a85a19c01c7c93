import { tileFoodMarks, type Product } from "@contracts";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { TestProviders } from "@/test/TestProviders";
import { GUEST_SESSION, SESSION_QUERY_KEY } from "@/shared/session";
import { fakeApi } from "@/test/fakeApi";
import { ProductTile } from "./ProductTile";
import { createTestQueryClient } from "@/test/queryClient";
import { cssOf } from "@/test/cssOf";
import { boxProductFixture, variantProductFixture } from "@/test/shopFixtures";
import { i18n } from "@/shared/i18n";
import { allergensWith } from "@/shared/food/testing/foodFixtures";

const product = (averageReview: number): Product => ({
  _id: "p1",
  slug: "dark-swan",
  image: "/p1.jpg",
  title: "Hazelnut praline",
  description: "Crisp and nutty.",
  category: "pralines",
  brand: "cocoa-atelier",
  price: 1200,
  salePrice: 0,
  totalStock: 20,
  averageReview,
  featured: false,
});

function renderWith(ui: React.ReactNode) {
  fakeApi();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
  return render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </TestProviders>,
  );
}

describe("a product without reviews", () => {
  it("shows no stars and no 0.00 on its tile", () => {
    renderWith(<ProductTile product={product(0)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.queryByText("0.00")).not.toBeInTheDocument();
    expect(screen.queryByTestId("tile-rating")).not.toBeInTheDocument();
  });

  it("shows its average and stars once reviewed", () => {
    renderWith(<ProductTile product={product(4.5)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.getByTestId("tile-rating")).toHaveTextContent("4.50");
  });

  it("says its rating in words and draws the stars in a handful of nodes", () => {
    renderWith(<ProductTile product={product(4.46)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
    // A page of tiles multiplies this: the MUI Rating drew about forty nodes per tile.
    expect(screen.getByTestId("tile-rating").querySelectorAll("*").length).toBeLessThanOrEqual(8);
  });
});

describe("a tile's layout on the first load", () => {
  it("is skipped below the first row until scrolled near, in a box of a tile's height", () => {
    renderWith(<ProductTile product={product(4)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    const css = cssOf(screen.getByRole("article"));
    expect(css).toContain("content-visibility:auto");
    expect(css).toContain("contain-intrinsic-block-size:auto 430px");
  });

  it("is done at once for a first-row tile, whose image is the page's early paint", () => {
    renderWith(<ProductTile product={product(4)} eager onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(cssOf(screen.getByRole("article"))).not.toContain("content-visibility");
  });
});

describe("a product sold by variant", () => {
  it("says 'From' its cheapest price and leads to its page to choose, instead of adding", () => {
    const onAddToCart = vi.fn();
    renderWith(<ProductTile product={variantProductFixture()} onOpenDetails={() => {}} onAddToCart={onAddToCart} />);
    expect(screen.getByTestId("price-from")).toHaveTextContent("From $24.00");
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
    const choose = screen.getByRole("link", { name: "Choose options" });
    expect(choose).toHaveAttribute("href", "/shop/product/truffle-box");
    fireEvent.click(choose);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it("shows one price when every variant costs the same", () => {
    const same = variantProductFixture();
    same.variants = same.variants!.map((variant) => ({ ...variant, price: 2400, salePrice: 0 }));
    renderWith(<ProductTile product={same} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.queryByTestId("price-from")).not.toBeInTheDocument();
    expect(screen.getByText("$24.00")).toBeInTheDocument();
  });

  it("says it in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      renderWith(<ProductTile product={variantProductFixture()} onOpenDetails={() => {}} onAddToCart={() => {}} />);
      expect(screen.getByTestId("price-from")).toHaveTextContent(/^החל מ־/);
      expect(screen.getByRole("link", { name: "לבחירת אפשרויות" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("a build-your-own box", () => {
  it("leads to its page to fill it ('Fill your box'), in both languages, instead of adding", async () => {
    const onAddToCart = vi.fn();
    const { unmount } = renderWith(<ProductTile product={boxProductFixture({ boxPieces: undefined })} onOpenDetails={() => {}} onAddToCart={onAddToCart} />);
    expect(screen.queryByRole("button", { name: "Add to cart" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Choose options" })).not.toBeInTheDocument();
    const fill = screen.getByRole("link", { name: "Fill your box" });
    expect(fill).toHaveAttribute("href", "/shop/product/build-your-own-box");
    fireEvent.click(fill);
    expect(onAddToCart).not.toHaveBeenCalled();
    unmount();
    await i18n.changeLanguage("he");
    try {
      renderWith(<ProductTile product={boxProductFixture({ boxPieces: undefined })} onOpenDetails={() => {}} onAddToCart={() => {}} />);
      expect(screen.getByRole("link", { name: "למילוי הקופסה" })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("a tile's food marks", () => {
  // The server makes a card's marks (productFromDocument); the rule itself is the contracts' (food-rules.test.ts).
  const asServed = (card: Product): Product => ({ ...card, foodMarks: tileFoodMarks(card) });
  const parveVeganNutFree = (overrides: Partial<Product> = {}): Product => ({
    ...product(0),
    allergens: allergensWith({ soy: "mayContain" }),
    kosher: { status: "parve", certifier: "OU", passover: false },
    diets: ["vegan"],
    declared: true,
    ...overrides,
  });

  it("names parve, vegan, gluten-free and nut-free in words, as a list a screen reader announces", () => {
    renderWith(<ProductTile product={asServed(parveVeganNutFree())} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    const marks = within(screen.getByRole("article")).getByRole("list", { name: "Dietary marks" });
    expect(within(marks).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Parve", "Vegan", "Gluten-free", "Nut-free"]);
    // Over the photo's lower edge: a tile with marks is as tall as one without.
    expect(cssOf(marks)).toContain("position:absolute");
  });

  it("earns a mark only when it holds: nut-free needs peanuts free too, and a product sold by variant needs every variant", () => {
    renderWith(<ProductTile product={asServed(parveVeganNutFree({ allergens: allergensWith({ peanuts: "mayContain", gluten: "contains" }), diets: [] }))} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(within(screen.getByRole("list", { name: "Dietary marks" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Parve"]);
    cleanup();
    const variants = variantProductFixture({ allergens: allergensWith(), kosher: { status: "parve", certifier: "OU", passover: false }, diets: ["vegan"], declared: true });
    variants.variants = variants.variants!.map((variant) => (variant.sku.endsWith("MILK") ? { ...variant, food: { allergens: allergensWith({ milk: "contains" }), kosher: { status: "dairy", certifier: "OU", passover: false }, diets: [] } } : variant));
    renderWith(<ProductTile product={asServed(variants)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(within(screen.getByRole("list", { name: "Dietary marks" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Gluten-free", "Nut-free"]);
  });

  it("shows none for a product without a declaration", () => {
    renderWith(<ProductTile product={product(0)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.queryByTestId("food-marks")).not.toBeInTheDocument();
  });

  it("says them in Hebrew", async () => {
    await i18n.changeLanguage("he");
    try {
      renderWith(<ProductTile product={asServed(parveVeganNutFree())} onOpenDetails={() => {}} onAddToCart={() => {}} />);
      const marks = screen.getByRole("list", { name: "סימוני תזונה" });
      expect(within(marks).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["פרווה", "טבעוני", "ללא גלוטן", "ללא אגוזים"]);
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("a product an automatic promotion covers (issue 36)", () => {
  const FRIDAY = { promotionId: "pr-f", name: "Bar Friday", nameHe: "שישי של טבלאות", minSubtotal: 0 };
  const offered = (offer: Product["offer"]) => ({ ...product(0), offer });

  it("says the offer in words on the photo, named by its promotion", () => {
    renderWith(<ProductTile product={offered({ ...FRIDAY, benefit: { type: "percent", percent: 10 } })} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    const badge = screen.getByTitle("Bar Friday");
    expect(badge).toHaveTextContent("10% off (Bar Friday)");
    // The name is for screen readers; the eye reads the offer and has the name on hover.
    expect(badge.firstElementChild?.firstChild?.textContent).toBe("10% off");
    expect(cssOf(badge)).toContain("position:absolute");
  });

  it("says an amount off, free delivery, and the minimum it needs", () => {
    renderWith(<ProductTile product={offered({ ...FRIDAY, benefit: { type: "amount", amount: 2000 } })} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.getByTitle("Bar Friday")).toHaveTextContent(/^\$20\.00 off/);
    cleanup();
    renderWith(<ProductTile product={offered({ ...FRIDAY, benefit: { type: "freeDelivery", methods: [] } })} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.getByTitle("Bar Friday")).toHaveTextContent(/^Free delivery/);
    cleanup();
    renderWith(<ProductTile product={offered({ ...FRIDAY, minSubtotal: 5000, benefit: { type: "percent", percent: 10 } })} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.getByTitle("Bar Friday")).toHaveTextContent(/^10% off from \$50\.00/);
  });

  it("shows no offer without one", () => {
    renderWith(<ProductTile product={product(0)} onOpenDetails={() => {}} onAddToCart={() => {}} />);
    expect(screen.queryByText(/off|Free delivery/)).not.toBeInTheDocument();
  });

  it("says it in Hebrew, with the promotion's Hebrew name", async () => {
    await i18n.changeLanguage("he");
    try {
      renderWith(<ProductTile product={offered({ ...FRIDAY, minSubtotal: 5000, benefit: { type: "percent", percent: 10 } })} onOpenDetails={() => {}} onAddToCart={() => {}} />);
      const badge = screen.getByTitle("שישי של טבלאות");
      expect(badge.firstElementChild?.firstChild?.textContent).toBe("10% הנחה בקנייה מ־\u200f50.00\u00a0\u200f$");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
