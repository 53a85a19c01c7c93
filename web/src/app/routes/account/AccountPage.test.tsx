import { fireEvent, screen, waitFor, waitForElementToBeRemoved, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { orderKeys } from "@/features/orders";
import { i18n } from "@/shared/i18n";
import { fakeApi, jsonResponse, pagedList, SHOPPER } from "@/test/fakeApi";
import { renderApp } from "@/test/renderApp";
import { addressFixture, orderFixture } from "@/test/shopFixtures";
import { accountTabFrom } from "./accountTab";

const ORDERS = [
  orderFixture("ord-2", { orderStatus: "confirmed", paymentStatus: "paid", paymentMethod: "paypal", orderDate: "2026-04-20T09:15:00.000Z" }),
  orderFixture("ord-1", { orderStatus: "pending", orderDate: "2026-03-05T12:30:00.000Z" }),
];

function serve(orders = ORDERS, pageSize = 20) {
  return fakeApi({
    user: SHOPPER,
    routes: {
      [`GET /api/shop/order/list/${SHOPPER.id}`]: pagedList(() => orders, pageSize),
      "GET /api/shop/order/details/ord-2": () => jsonResponse({ success: true, data: ORDERS[0] }),
      "GET /api/shop/order/details/ord-1": () => jsonResponse({ success: true, data: ORDERS[1] }),
      [`GET /api/shop/address/get/${SHOPPER.id}`]: () => jsonResponse({ success: true, data: [addressFixture("a1")] }),
    },
  });
}

describe("accountTabFrom", () => {
  it("reads ?tab=address, and orders for anything else", () => {
    expect(accountTabFrom(new URLSearchParams("tab=address"))).toBe("address");
    expect(accountTabFrom(new URLSearchParams("tab=orders"))).toBe("orders");
    expect(accountTabFrom(new URLSearchParams("tab=profile"))).toBe("profile");
    expect(accountTabFrom(new URLSearchParams("tab=nope"))).toBe("orders");
    expect(accountTabFrom(new URLSearchParams(""))).toBe("orders");
  });
});

describe("AccountPage", () => {
  it("opens on the orders tab and keeps the chosen tab in the URL", async () => {
    serve();
    const { router } = renderApp("/shop/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeInTheDocument();
    const orders = screen.getByRole("tab", { name: "Orders" });
    expect(orders).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("table", { name: "Your orders" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Addresses" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=address"));
    expect(await screen.findByText("a1 Cocoa Lane")).toBeInTheDocument();
    expect(screen.getByRole("tabpanel", { name: "Addresses" })).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "Orders" }));
    await waitFor(() => expect(router.state.location.search).toBe("?tab=orders"));
  });

  it("opens the address tab from ?tab=address", async () => {
    serve();
    renderApp("/shop/account?tab=address");
    expect(await screen.findByRole("tab", { name: "Addresses", selected: true })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Add new address" })).toBeInTheDocument();
  });

  it("shows the orders with dates only, opens the details and clears the selection on close", async () => {
    serve();
    const { queryClient } = renderApp("/shop/account?tab=orders");
    const detailsObservers = (id: string) => queryClient.getQueryCache().find({ queryKey: orderKeys.detail(id) })?.getObserversCount() ?? 0;
    const table = await screen.findByRole("table", { name: "Your orders" });
    const row = within(table).getByText("ord-1").closest("tr") as HTMLElement;
    expect(within(row).getAllByRole("cell")[1]?.textContent).toBe("Mar 5, 2026");

    fireEvent.click(within(row).getByRole("button", { name: "View details of order ord-1" }));
    const dialog = await screen.findByRole("dialog", { name: "Order details" });
    expect(detailsObservers("ord-1")).toBe(1);
    expect(within(dialog).getByText("ord-1")).toBeInTheDocument();
    expect(within(dialog).getByText("Hazelnut praline")).toBeInTheDocument();
    expect(within(dialog).getByText("Quantity: 2 · $9.00 each")).toBeInTheDocument();
    expect(within(dialog).getByText("$18.00")).toBeInTheDocument();
    expect(within(dialog).getByTestId("order-subtotal")).toHaveTextContent("$28.50");
    expect(within(dialog).getByTestId("order-shipping")).toHaveTextContent("$10.00");
    expect(within(dialog).getByTestId("order-total")).toHaveTextContent("$38.50");
    expect(within(dialog).getByText("Test payment (sandbox)")).toBeInTheDocument();
    expect(within(dialog).getByText("Awaiting payment")).toBeInTheDocument();
    expect(within(dialog).getByText("Pending")).toBeInTheDocument();
    expect(within(dialog).getByText(SHOPPER.userName)).toBeInTheDocument();
    expect(within(dialog).getByText("12 Cocoa Lane")).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitForElementToBeRemoved(() => screen.queryByRole("dialog"));
    // Cleared: nothing holds the closed order any more.
    await waitFor(() => expect(detailsObservers("ord-1")).toBe(0));

    // The previous order is gone: the next one opens with its own details.
    fireEvent.click(screen.getByRole("button", { name: "View details of order ord-2" }));
    const next = await screen.findByRole("dialog", { name: "Order details" });
    expect(within(next).queryByText("ord-1")).not.toBeInTheDocument();
    expect(within(next).getByText("ord-2")).toBeInTheDocument();
    expect(within(next).getByText("Confirmed")).toBeInTheDocument();
    expect(within(next).getByText("PayPal")).toBeInTheDocument();
  });

  it("says so when there are no orders yet, with a link to the shop", async () => {
    serve([]);
    renderApp("/shop/account");
    expect(await screen.findByRole("heading", { name: "You have no orders yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start shopping" })).toHaveAttribute("href", "/shop/listing");
  });

  it("speaks Hebrew: tabs, statuses and dates", async () => {
    await i18n.changeLanguage("he");
    serve();
    renderApp("/shop/account");
    expect(await screen.findByRole("tab", { name: "הזמנות", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("אושרה")).toBeInTheDocument();
    expect(screen.getByText("5 במרץ 2026")).toBeInTheDocument();
  });
});

describe("AccountPage: orders a page at a time", () => {
  const many = [5, 4, 3, 2, 1].map((n) => orderFixture(`ord-${n}`, { orderDate: `2026-04-0${n}T10:00:00.000Z` }));

  it("shows the newest orders first and the rest after Load more orders, in English and Hebrew", async () => {
    serve(many, 3);
    renderApp("/shop/account");
    const table = await screen.findByRole("table", { name: "Your orders" });
    expect(within(table).getAllByTestId("order-row")).toHaveLength(3);
    expect(screen.getByText("Showing 3 orders")).toBeInTheDocument();

    await i18n.changeLanguage("he");
    const more = await screen.findByRole("button", { name: "טעינת הזמנות נוספות" });
    expect(screen.getByText("מוצגות 3 הזמנות")).toBeInTheDocument();
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByTestId("order-row")).toHaveLength(5));
    expect(screen.queryByRole("button", { name: "טעינת הזמנות נוספות" })).not.toBeInTheDocument();
    await i18n.changeLanguage("en");
  });
});
