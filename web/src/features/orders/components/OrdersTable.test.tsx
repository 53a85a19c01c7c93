import { DEFAULT_SHOP_SETTINGS, ORDER_STATUSES } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeApi, SHOPPER } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { formatOrderDate, orderStatusTone } from "../lib/orderFormat";
import { OrderStatusBadge } from "./OrderStatusBadge";
import { OrdersTable } from "./OrdersTable";

const ORDERS = [
  orderFixture("ord-2", { orderStatus: "confirmed", totalAmount: 123456, orderDate: "2026-04-20T09:15:00.000Z" }),
  orderFixture("ord-1", { orderStatus: "rejected", totalAmount: 3850, orderDate: "2026-03-05T12:30:00.000Z" }),
  orderFixture("ord-0", { orderStatus: "inShipping", totalAmount: 500, orderDate: "2026-01-10T12:00:00.000Z" }),
];

/** jsdom has no matchMedia: emulate a viewport `width` px wide for MUI's useMediaQuery. */
function viewport(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("order formatting", () => {
  it("shows the date part only, in the UI's language", () => {
    expect(formatOrderDate("2026-03-05T12:30:00.000Z", "en", "UTC")).toBe("Mar 5, 2026");
    expect(formatOrderDate("2026-03-05T23:30:00.000Z", "en", "UTC")).toBe("Mar 5, 2026");
    expect(formatOrderDate("2026-03-05T12:30:00.000Z", "he", "UTC")).toBe("5 במרץ 2026");
    expect(formatOrderDate("not a date", "en")).toBe("not a date");
    expect(formatOrderDate(undefined, "en")).toBe("");
  });

  it("colours confirmed green, rejected red and everything else black", () => {
    expect(ORDER_STATUSES.map((status) => [status, orderStatusTone(status)])).toEqual([
      ["pending", "neutral"],
      ["confirmed", "success"],
      ["inProcess", "neutral"],
      ["inShipping", "neutral"],
      ["delivered", "neutral"],
      ["rejected", "error"],
    ]);
  });
});

describe("OrderStatusBadge", () => {
  it("paints the spec's colours and translates the status", async () => {
    fakeApi();
    renderWithSession(
      <>
        <OrderStatusBadge status="confirmed" />
        <OrderStatusBadge status="rejected" />
        <OrderStatusBadge status="delivered" />
      </>,
    );
    expect(screen.getByText("Confirmed").closest(".MuiChip-root")).toHaveStyle({ backgroundColor: "rgb(47, 107, 63)" });
    expect(screen.getByText("Rejected").closest(".MuiChip-root")).toHaveStyle({ backgroundColor: "rgb(166, 30, 77)" });
    expect(screen.getByText("Delivered").closest(".MuiChip-root")).toHaveStyle({ backgroundColor: "rgb(0, 0, 0)" });
    await i18n.changeLanguage("he");
    expect(await screen.findByText("אושרה")).toBeInTheDocument();
  });
});

describe("OrdersTable", () => {
  it("shows id, date (no time), status badge, price formatted once, and a details button per order", () => {
    fakeApi();
    const onViewDetails = vi.fn();
    renderWithSession(<OrdersTable orders={ORDERS} onViewDetails={onViewDetails} />, { user: SHOPPER });
    const table = screen.getByRole("table", { name: "Your orders" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Order number", "Order date", "Order status", "Order price", "Actions"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    const cells = within(rows[0]!).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("ord-2");
    expect(cells[1]).toHaveTextContent(/^Apr 20, 2026$/);
    expect(cells[2]).toHaveTextContent("Confirmed");
    expect(cells[3]).toHaveTextContent(/^\$1,234\.56$/);
    expect(within(rows[1]!).getAllByRole("cell")[1]).toHaveTextContent(/^Mar 5, 2026$/);
    expect(within(rows[1]!).getByText("Rejected").closest("[data-tone]")).toHaveAttribute("data-tone", "error");
    expect(within(rows[2]!).getByText("In shipping").closest("[data-tone]")).toHaveAttribute("data-tone", "neutral");

    fireEvent.click(within(rows[1]!).getByRole("button", { name: "View details of order ord-1" }));
    expect(onViewDetails).toHaveBeenCalledWith(ORDERS[1]);
  });

  it("names each order by its friendly number, left to right, and the details button by it too", () => {
    fakeApi();
    const onViewDetails = vi.fn();
    const orders = [orderFixture("x9Fq2RawDocId", { orderNumber: "CA-10042" })];
    renderWithSession(<OrdersTable orders={orders} onViewDetails={onViewDetails} />, { user: SHOPPER });
    const row = within(screen.getByRole("table", { name: "Your orders" })).getAllByRole("row")[1]!;
    const cell = within(row).getAllByRole("cell")[0]!;
    expect(cell).toHaveTextContent(/^CA-10042$/);
    expect(cell.querySelector("[dir=ltr]")).toHaveTextContent("CA-10042");
    expect(row).not.toHaveTextContent("x9Fq2RawDocId");
    fireEvent.click(within(row).getByRole("button", { name: "View details of order CA-10042" }));
    expect(onViewDetails).toHaveBeenCalledWith(orders[0]);
  });

  it("prices each order in the currency it was paid in, even after the shop switches currency", async () => {
    fakeApi({ settings: { ...DEFAULT_SHOP_SETTINGS, currency: "ILS", currencySymbol: "₪" } });
    const orders = [
      orderFixture("ord-usd", { totalAmount: 3850, currency: "USD" }),
      orderFixture("ord-ils", { totalAmount: 3850, currency: "ILS" }),
      // No known currency: falls back to the shop's, which shows the settings have loaded.
      orderFixture("ord-unknown", { totalAmount: 3850, currency: "" }),
    ];
    renderWithSession(<OrdersTable orders={orders} onViewDetails={vi.fn()} />, { user: SHOPPER });
    const rows = within(screen.getByRole("table", { name: "Your orders" })).getAllByRole("row").slice(1);
    await waitFor(() => expect(within(rows[2]!).getAllByRole("cell")[3]).toHaveTextContent(/^₪38\.50$/));
    expect(within(rows[1]!).getAllByRole("cell")[3]).toHaveTextContent(/^₪38\.50$/);
    expect(within(rows[0]!).getAllByRole("cell")[3]).toHaveTextContent(/^\$38\.50$/);
  });

  it("becomes stacked cards on a phone, so the page never scrolls sideways", () => {
    viewport(375);
    fakeApi();
    const onViewDetails = vi.fn();
    renderWithSession(<OrdersTable orders={ORDERS} onViewDetails={onViewDetails} />, { user: SHOPPER });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "Your orders" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent("ord-2");
    expect(cards[0]).toHaveTextContent("Apr 20, 2026");
    expect(cards[0]).toHaveTextContent("$1,234.56");
    fireEvent.click(within(cards[2]!).getByRole("button", { name: "View details of order ord-0" }));
    expect(onViewDetails).toHaveBeenCalledWith(ORDERS[2]);
  });
});
