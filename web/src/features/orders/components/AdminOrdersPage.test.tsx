import type { AdminOrder, OrderStatus } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { ADMIN, deferred, fakeApi, jsonResponse, pagedList } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { giftOrderFixture } from "@/test/giftFixtures";
import { orderFixture } from "@/test/shopFixtures";
import { formatStatusTime, newestFirst, statusChoices } from "../lib/adminOrderRules";
import { AdminOrdersPage } from "./AdminOrdersPage";

const LIST = "GET /api/admin/orders/get";
const detailsRoute = (id: string) => `GET /api/admin/orders/details/${id}`;
const updateRoute = (id: string) => `PUT /api/admin/orders/update/${id}`;

function adminOrder(id: string, overrides: Partial<AdminOrder> = {}): AdminOrder {
  return { ...orderFixture(id), userName: "Noa Newcomer", ...overrides };
}

const OLD = adminOrder("ord-old", { orderDate: "2026-01-10T12:00:00.000Z", orderStatus: "delivered", totalAmount: 500, userName: "Dana Dark" });
const NEW = adminOrder("ord-new", {
  orderDate: "2026-04-20T09:15:00.000Z",
  orderStatus: "confirmed",
  paymentStatus: "paid",
  totalAmount: 123456,
  statusHistory: [
    { status: "pending", at: "2026-04-20T09:15:00.000Z" },
    { status: "confirmed", at: "2026-04-20T09:16:30.000Z" },
  ],
});
const MID = adminOrder("ord-mid", { orderDate: "2026-03-05T12:30:00.000Z", orderStatus: "rejected" });

type Routes = NonNullable<NonNullable<Parameters<typeof fakeApi>[0]>["routes"]>;

/** The admin API over an in-memory list (`pageSize` a page); the update answers the changed order. */
function serve(orders: AdminOrder[], extra: Routes = {}, pageSize = 100) {
  const store = new Map(orders.map((o) => [o._id, o]));
  const routes: Routes = {
    [LIST]: pagedList(() => [...store.values()], pageSize),
    ...Object.fromEntries(orders.map((o) => [detailsRoute(o._id), () => jsonResponse({ success: true, data: store.get(o._id) })])),
    ...Object.fromEntries(
      orders.map((o) => [
        updateRoute(o._id),
        ({ body }: { body: unknown }) => {
          const { orderStatus: status, shipment } = body as { orderStatus: OrderStatus; shipment?: { carrierId: string; trackingNumber: string } };
          const current = store.get(o._id)!;
          const at = "2026-04-21T08:00:00.000Z";
          const next: AdminOrder = {
            ...current,
            orderStatus: status,
            statusHistory: [...current.statusHistory, { status, at, by: { kind: "admin", name: ADMIN.userName } }],
            ...(shipment ? { shipment: { ...shipment, carrier: "UPS", trackingUrl: `https://www.ups.com/track?tracknum=${shipment.trackingNumber}`, shippedAt: at } } : {}),
          };
          store.set(o._id, next);
          return jsonResponse({ success: true, message: "Order status is updated successfully!", data: next });
        },
      ]),
    ),
    ...extra,
  };
  return fakeApi({ user: ADMIN, routes });
}

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

const toastNow = () => toastStore.getSnapshot();
/** The body rows; `hidden` while a dialog hides the page from assistive technology. */
const rowsOf = (table: HTMLElement, hidden = false) => within(table).getAllByRole("row", { hidden }).slice(1);

async function openDetails(id: string) {
  fireEvent.click(await screen.findByRole("button", { name: `View details of order ${id}` }));
  return screen.findByRole("dialog", { name: "Order details" });
}

describe("admin order rules", { timeout: 20_000 }, () => {
  it("sorts newest first", () => {
    expect(newestFirst([OLD, NEW, MID]).map((o) => o._id)).toEqual(["ord-new", "ord-mid", "ord-old"]);
  });

  it("offers only the moves the server allows, after the current status as a disabled first choice", () => {
    const choices = (status: OrderStatus) => statusChoices(status).map((c) => c.status);
    expect(choices("pending")).toEqual(["pending", "rejected"]);
    expect(statusChoices("confirmed")[0]).toEqual({ status: "confirmed", settable: false });
    expect(choices("confirmed")).toEqual(["confirmed", "inProcess", "rejected"]);
    expect(choices("inProcess")).toEqual(["inProcess", "inShipping", "rejected"]);
    expect(choices("inShipping")).toEqual(["inShipping", "delivered", "rejected"]);
    expect(choices("delivered")).toEqual(["delivered"]);
    expect(choices("rejected")).toEqual(["rejected"]);
  });

  it("locks the form of a final order and says why", async () => {
    serve([OLD]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails(OLD._id);
    expect(within(dialog).getByText("This order is final: its status can no longer change.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Update" })).toBeDisabled();
  });

  it("writes status times as date and time in the UI's language", () => {
    expect(formatStatusTime("2026-04-20T09:16:30.000Z", "en", "UTC")).toBe("Apr 20, 2026, 9:16 AM");
    expect(formatStatusTime("2026-04-20T09:16:30.000Z", "he", "UTC")).toMatch(/20 באפר׳ 2026.*9:16/);
    expect(formatStatusTime("soon", "en")).toBe("soon");
    expect(formatStatusTime(undefined, "en")).toBe("");
  });
});

describe("AdminOrdersPage", { timeout: 20_000 }, () => {
  it("lists every order newest first: id, date only, status badge, price in the shop's currency, details", async () => {
    serve([OLD, NEW, MID]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Orders" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "All orders" });
    const rows = rowsOf(table);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]!.textContent)).toEqual(["ord-new", "ord-mid", "ord-old"]);
    const cells = within(rows[0]!).getAllByRole("cell");
    expect(cells[1]).toHaveTextContent(/^Apr 20, 2026$/);
    expect(cells[2]).toHaveTextContent("Confirmed");
    expect(cells[3]).toHaveTextContent(/^\$1,234\.56$/);
    expect(within(rows[1]!).getByText("Rejected").closest("[data-tone]")).toHaveAttribute("data-tone", "error");
  });

  it("shows the loading state, then the empty state", async () => {
    const answer = deferred<Response>();
    serve([], { [LIST]: () => answer.promise });
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    expect(screen.getByRole("status")).toHaveTextContent("Loading orders…");
    answer.resolve(jsonResponse({ success: true, data: [], nextCursor: null }));
    expect(await screen.findByRole("heading", { name: "No orders yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows a failed load with Retry, which loads again", async () => {
    let fail = true;
    serve([NEW], {
      [LIST]: () => (fail ? jsonResponse({ success: false, code: "request.serverError", message: "Something went wrong. Please try again." }, 500) : jsonResponse({ success: true, data: [NEW], nextCursor: null })),
    });
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load the orders");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("table", { name: "All orders" })).toBeInTheDocument();
  });

  it("becomes stacked cards on a phone", async () => {
    viewport(360);
    serve([OLD, NEW]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const cards = within(await screen.findByRole("list", { name: "All orders" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent("ord-new");
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("opens the details: items, the customer's name on the address, payment, totals and the status history", async () => {
    serve([NEW, OLD]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails("ord-new");
    expect(within(dialog).getByText("Hazelnut praline")).toBeInTheDocument();
    expect(within(dialog).getByText("Dark bar")).toBeInTheDocument();
    const address = within(dialog).getByRole("heading", { name: "Shipping address" }).parentElement!;
    expect(address).toHaveTextContent("Noa Newcomer");
    expect(address).toHaveTextContent("12 Cocoa Lane");
    expect(within(dialog).getByText("Test payment (sandbox)")).toBeInTheDocument();
    expect(within(dialog).getByText("Paid")).toBeInTheDocument();
    expect(within(dialog).getByTestId("order-total")).toHaveTextContent("$1,234.56");

    const history = within(dialog).getByRole("list", { name: "Status history" });
    const entries = within(history).getAllByRole("listitem");
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent("Pending");
    expect(entries[1]).toHaveTextContent("Confirmed");
    expect(entries[1]).toHaveTextContent(formatStatusTime("2026-04-20T09:16:30.000Z", "en"));

    // A payment-set status shows in the select, but Update waits for a change.
    expect(within(dialog).getByRole("combobox", { name: "Order status" })).toHaveTextContent("Confirmed");
    expect(within(dialog).getByRole("button", { name: "Update" })).toBeDisabled();
  });

  it("ships: in shipping asks for the carrier and tracking number, PUTs them, the server's toast, and the dialog and table refresh", async () => {
    const user = userEvent.setup();
    const fetch = serve([adminOrder("ord-1", { orderStatus: "inProcess" })]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails("ord-1");
    const update = within(dialog).getByRole("button", { name: "Update" });
    expect(update).toBeDisabled();
    expect(within(dialog).queryByRole("group", { name: "Shipping details" })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("combobox", { name: "Order status" }));
    const options = screen.getAllByRole("option").map((o) => o.textContent);
    expect(options).toEqual(["In process", "In shipping", "Rejected"]);
    await user.click(screen.getByRole("option", { name: "In shipping" }));
    expect(update).toBeEnabled();
    const shipping = within(dialog).getByRole("group", { name: "Shipping details" });
    // The settings' carriers, the first chosen; the number is typed left to right in Hebrew too.
    expect(within(shipping).getByRole("combobox", { name: /^Carrier/ })).toHaveTextContent("Israel Post");
    await user.click(within(shipping).getByRole("combobox", { name: /^Carrier/ }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Israel Post", "UPS", "DHL Express"]);
    await user.click(screen.getByRole("option", { name: "UPS" }));
    const number = within(shipping).getByRole("textbox", { name: /^Tracking number/ });
    expect(number).toHaveAttribute("dir", "ltr");
    await user.type(number, "  1Z999AA1 ");
    await user.click(update);

    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Order status is updated successfully!", variant: "default" }));
    const put = fetch.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/admin/orders/update/ord-1");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ orderStatus: "inShipping", shipment: { carrierId: "ups", trackingNumber: "1Z999AA1" } });

    // The dialog shows how it ships, and who moved it.
    const shipment = await within(dialog).findByTestId("order-shipment");
    expect(shipment).toHaveTextContent("UPS");
    expect(within(shipment).getByTestId("tracking-number")).toHaveAttribute("dir", "ltr");
    expect(within(shipment).getByRole("link", { name: "Track your parcel with UPS (opens in a new tab)" })).toHaveAttribute("href", "https://www.ups.com/track?tracknum=1Z999AA1");
    expect(within(within(dialog).getByRole("list", { name: "Status history" })).getAllByRole("listitem")[1]).toHaveTextContent("by Atelier Admin");

    const history = within(dialog).getByRole("list", { name: "Status history" });
    await waitFor(() => expect(within(history).getAllByRole("listitem")).toHaveLength(2));
    expect(within(dialog).getByRole("combobox", { name: "Order status" })).toHaveTextContent("In shipping");
    expect(within(dialog).getByRole("button", { name: "Update" })).toBeDisabled();
    const row = rowsOf(screen.getByRole("table", { name: "All orders", hidden: true }), true)[0]!;
    await waitFor(() => expect(within(row).getByText("In shipping")).toBeInTheDocument());
  });

  it("checks the tracking number before sending, in the UI's words, and sends nothing", async () => {
    const user = userEvent.setup();
    const fetch = serve([adminOrder("ord-1", { orderStatus: "inProcess" })]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails("ord-1");
    await user.click(within(dialog).getByRole("combobox", { name: "Order status" }));
    await user.click(screen.getByRole("option", { name: "In shipping" }));
    const number = within(dialog).getByRole("textbox", { name: /^Tracking number/ });
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(within(dialog).getByText("Enter the tracking number.")).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(number).toHaveAttribute("aria-invalid", "true");
    await user.type(number, "RR/1");
    // Typing takes the message away; the next try says what is wrong now.
    expect(within(dialog).queryByText("Enter the tracking number.")).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    expect(within(dialog).getByText("Use 3 to 40 letters, digits, dashes or spaces.")).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });

  it("shows the server's refusal of a carrier under the carrier", async () => {
    const user = userEvent.setup();
    const order = adminOrder("ord-1", { orderStatus: "inProcess" });
    serve([order], {
      [updateRoute(order._id)]: () =>
        jsonResponse(
          {
            success: false,
            code: "shipment.carrierUnknown",
            message: "That carrier is not in the shop's list. Choose one of the carriers in the settings.",
            errors: { "shipment.carrierId": "That carrier is not in the shop's list. Choose one of the carriers in the settings." },
            errorCodes: { "shipment.carrierId": { code: "shipment.carrierUnknown" } },
          },
          400,
        ),
    });
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails(order._id);
    await user.click(within(dialog).getByRole("combobox", { name: "Order status" }));
    await user.click(screen.getByRole("option", { name: "In shipping" }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Tracking number/ }), "RR123456789IL");
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Error", variant: "destructive" }));
    const shipping = within(dialog).getByRole("group", { name: "Shipping details" });
    expect(shipping).toHaveTextContent("That carrier is not in the shop's list. Choose one of the carriers in the settings.");
  });

  it("shows who made each change, and opens the packing slip in a new tab", async () => {
    const shipped = adminOrder("ord-9", {
      orderNumber: "CA-10009",
      orderStatus: "inShipping",
      paymentStatus: "paid",
      statusHistory: [
        { status: "pending", at: "2026-04-20T09:15:00.000Z", by: { kind: "shopper", name: "Noa Newcomer" } },
        { status: "confirmed", at: "2026-04-20T09:16:30.000Z", by: { kind: "shopper" } },
        { status: "inProcess", at: "2026-04-20T12:00:00.000Z", by: { kind: "admin", name: "Maya" } },
        { status: "inShipping", at: "2026-04-21T08:00:00.000Z", by: { kind: "admin" } },
      ],
      shipment: { carrierId: "israel-post", carrier: "Israel Post", carrierHe: "דואר ישראל", trackingNumber: "RR123456789IL", trackingUrl: "https://israelpost.co.il/itemtrace?itemcode=RR123456789IL", shippedAt: "2026-04-21T08:00:00.000Z" },
    });
    serve([shipped]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails("CA-10009");
    const entries = within(within(dialog).getByRole("list", { name: "Status history" })).getAllByRole("listitem");
    expect(entries.map((entry) => within(entry).queryByTestId("status-change-by")?.textContent)).toEqual(["by Noa Newcomer", "by the shopper", "by Maya", "by an admin"]);
    const slip = within(dialog).getByRole("link", { name: "Packing slip of order CA-10009 (opens in a new tab)" });
    expect(slip).toHaveAttribute("href", "/admin/orders/ord-9/packing-slip");
    expect(slip).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByTestId("order-shipment")).toHaveTextContent("RR123456789IL");
  });

  it("shows a refusal (409) as a destructive toast with the server's message, and keeps the order", async () => {
    const user = userEvent.setup();
    const shipping = adminOrder("ord-ship", { orderStatus: "inShipping" });
    serve([shipping], {
      [updateRoute(shipping._id)]: () => jsonResponse({ success: false, message: "A rejected order is final." }, 409),
    });
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails(shipping._id);
    await user.click(within(dialog).getByRole("combobox", { name: "Order status" }));
    await user.click(screen.getByRole("option", { name: "Delivered" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Error", description: "A rejected order is final.", variant: "destructive" }));
    expect(within(within(dialog).getByRole("list", { name: "Status history" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("speaks Hebrew: statuses and labels are translated", async () => {
    await i18n.changeLanguage("he");
    serve([NEW]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    expect(await screen.findByRole("table", { name: "כל ההזמנות" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "לפרטים: הזמנה ord-new" }));
    const dialog = await screen.findByRole("dialog", { name: "פרטי ההזמנה" });
    expect(within(dialog).getByRole("list", { name: "היסטוריית סטטוסים" })).toHaveTextContent("אושרה");
    expect(within(dialog).getByRole("link", { name: /^תעודת משלוח/ })).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("button", { name: "עדכון" })).toBeDisabled();
  });
});

describe("AdminOrdersPage: paging", () => {
  // Newest first, as the server sends them: ord-5 (newest) … ord-1.
  const five = [5, 4, 3, 2, 1].map((n) => adminOrder(`ord-${n}`, { orderDate: `2026-04-0${n}T10:00:00.000Z`, orderStatus: "inShipping" }));
  const ids = () => rowsOf(screen.getByRole("table", { name: "All orders", hidden: true }), true).map((row) => within(row).getAllByRole("cell", { hidden: true })[0]!.textContent);

  it("shows the first page and loads the next with Load more orders", async () => {
    serve(five, {}, 2);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    await screen.findByRole("table", { name: "All orders" });
    expect(ids()).toEqual(["ord-5", "ord-4"]);
    expect(screen.getByText("Showing 2 orders")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Load more orders" }));
    await waitFor(() => expect(ids()).toEqual(["ord-5", "ord-4", "ord-3", "ord-2"]));
    fireEvent.click(screen.getByRole("button", { name: "Load more orders" }));
    await waitFor(() => expect(ids()).toEqual(["ord-5", "ord-4", "ord-3", "ord-2", "ord-1"]));
    expect(screen.queryByRole("button", { name: "Load more orders" })).not.toBeInTheDocument();
  });

  it("updates an order of a later page in place, and keeps every page shown", async () => {
    const user = userEvent.setup();
    serve(five, {}, 2);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    await user.click(await screen.findByRole("button", { name: "Load more orders" }));
    const dialog = await openDetails("ord-3");
    await user.click(within(dialog).getByRole("combobox", { name: "Order status" }));
    await user.click(screen.getByRole("option", { name: "Delivered" }));
    await user.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Order status is updated successfully!" }));
    const row = rowsOf(screen.getByRole("table", { name: "All orders", hidden: true }), true)[2]!;
    await waitFor(() => expect(within(row).getByText("Delivered")).toBeInTheDocument());
    expect(ids()).toEqual(["ord-5", "ord-4", "ord-3", "ord-2"]);
  });
});

describe("AdminOrdersPage: gifts", { timeout: 20_000 }, () => {
  // Placed on these days of April: gifts and other orders alternate.
  const DAY: Record<string, number> = { "gift-3": 9, "gift-2": 8, "ord-5": 7, "gift-1": 6, "ord-4": 5, "ord-1": 1 };
  const gift = (n: number) => giftOrderFixture(`gift-${n}`, {}, { orderDate: `2026-04-0${DAY[`gift-${n}`]}T10:00:00.000Z`, orderStatus: "confirmed", paymentStatus: "paid" });
  const plain = (n: number) => adminOrder(`ord-${n}`, { orderDate: `2026-04-0${DAY[`ord-${n}`]}T10:00:00.000Z` });
  // Newest first, as the server sends them.
  const ALL = [gift(3), gift(2), plain(5), gift(1), plain(4)];

  /** The list route as the server answers it: `gift=true` for the gifts alone, each filter paged by its own cursor. */
  function serveFiltered(pageSize: number) {
    const everything = pagedList(() => ALL, pageSize);
    const gifts = pagedList(() => ALL.filter((o) => o.gift), pageSize);
    return serve(ALL, { [LIST]: (request) => (new URL(request.url, "http://shop.test").searchParams.get("gift") === "true" ? gifts : everything)(request) });
  }
  const listCalls = (fetch: ReturnType<typeof serve>) =>
    fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/admin/orders/get")).map((url) => Object.fromEntries(new URL(url, "http://shop.test").searchParams));
  const table = () => screen.getByRole("table", { name: /^(All orders|Gift orders)$/ });
  const numbers = () => rowsOf(table()).map((row) => within(row).getAllByRole("cell")[0]!.textContent);

  it("marks a gift order with a gift, in words and not by colour alone", async () => {
    serveFiltered(100);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    await screen.findByRole("table", { name: "All orders" });
    const rows = rowsOf(table());
    expect(numbers()).toEqual(["gift-3Gift", "gift-2Gift", "ord-5", "gift-1Gift", "ord-4"]);
    expect(within(rows[0]!).getByTestId("gift-mark")).toHaveTextContent("Gift");
    expect(within(rows[0]!).getByTestId("gift-mark").querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(within(rows[2]!).queryByTestId("gift-mark")).not.toBeInTheDocument();
  });

  it("lists the gifts only when asked: the server is asked with gift=true, from the first page, and back", async () => {
    const user = userEvent.setup();
    const fetch = serveFiltered(2);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    await screen.findByRole("table", { name: "All orders" });
    await user.click(screen.getByRole("button", { name: "Load more orders" }));
    await waitFor(() => expect(numbers()).toHaveLength(4));
    expect(listCalls(fetch)).toEqual([{}, { cursor: "2" }]);

    const filter = screen.getByRole("switch", { name: "Gifts only" });
    expect(filter).not.toBeChecked();
    await user.click(filter);
    expect(filter).toBeChecked();
    await screen.findByRole("table", { name: "Gift orders" });
    // Its own first page: no cursor of the other list.
    expect(listCalls(fetch)[2]).toEqual({ gift: "true" });
    expect(numbers()).toEqual(["gift-3Gift", "gift-2Gift"]);
    await user.click(screen.getByRole("button", { name: "Load more orders" }));
    await waitFor(() => expect(numbers()).toEqual(["gift-3Gift", "gift-2Gift", "gift-1Gift"]));
    expect(listCalls(fetch)[3]).toEqual({ gift: "true", cursor: "2" });

    await user.click(filter);
    await screen.findByRole("table", { name: "All orders" });
    expect(numbers()).toHaveLength(4);
  });

  it("says when there is no gift yet", async () => {
    const user = userEvent.setup();
    serve([plain(1)], { [LIST]: ({ url }) => jsonResponse({ success: true, data: url.includes("gift=true") ? [] : [plain(1)], nextCursor: null }) });
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    await screen.findByRole("table", { name: "All orders" });
    await user.click(screen.getByRole("switch", { name: "Gifts only" }));
    expect(await screen.findByRole("heading", { name: "No gift orders yet" })).toBeInTheDocument();
  });

  it("opens a gift's card from its details, beside the packing slip; an order that is not a gift has none", async () => {
    serve([gift(1), plain(1)]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails("gift-1");
    const card = within(dialog).getByRole("link", { name: "Gift card of order gift-1 (opens in a new tab)" });
    expect(card).toHaveAttribute("href", "/admin/orders/gift-1/gift-card");
    expect(card).toHaveAttribute("target", "_blank");
    expect(within(dialog).getByRole("link", { name: "Packing slip of order gift-1 (opens in a new tab)" })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const other = await openDetails("ord-1");
    expect(within(other).queryByRole("link", { name: /^Gift card/ })).not.toBeInTheDocument();
  });

  it("speaks Hebrew: the filter and the mark", async () => {
    await i18n.changeLanguage("he");
    serve([gift(1)]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const row = rowsOf(await screen.findByRole("table", { name: "כל ההזמנות" }))[0]!;
    expect(within(row).getByTestId("gift-mark")).toHaveTextContent("מתנה");
    expect(screen.getByRole("switch", { name: "מתנות בלבד" })).toBeInTheDocument();
  });

  it("marks a gift on a phone's cards too", async () => {
    viewport(360);
    serve([gift(1), plain(1)]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const cards = within(await screen.findByRole("list", { name: "All orders" })).getAllByRole("listitem");
    expect(within(cards[0]!).getByTestId("gift-mark")).toHaveTextContent("Gift");
    expect(within(cards[1]!).queryByTestId("gift-mark")).not.toBeInTheDocument();
  });
});

describe("AdminOrdersPage: an order of variants (issue 34)", { timeout: 30_000 }, () => {
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
  const ORDER = adminOrder("ord-v", {
    orderStatus: "confirmed",
    paymentStatus: "paid",
    cartItems: [variantLine("HP-9-DARK", "Box of 9 · Dark", "קופסה של 9 · מריר", 3600, 2), variantLine("HP-16-DARK", "Box of 16 · Dark", "קופסה של 16 · מריר", 4800, 1)],
    subtotal: 12000,
    totalAmount: 13000,
  });

  it("shows which variant of each line to pack, with its SKU, and refunds a variant's units by its SKU", async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    serve([ORDER], {
      [`POST /api/admin/orders/refund/${ORDER._id}`]: ({ body }) => {
        bodies.push(body);
        return jsonResponse({ success: true, message: "Refund made.", data: ORDER });
      },
    });
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails(ORDER._id);
    const pack = within(dialog).getByRole("region", { name: "Variants to pack" });
    const items = within(pack).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Hazelnut praline, Box of 9 · DarkSKU HP-9-DARK · Quantity: 2", "Hazelnut praline, Box of 16 · DarkSKU HP-16-DARK · Quantity: 1"]);
    expect(within(items[0]!).getByText("HP-9-DARK")).toHaveAttribute("dir", "ltr");

    const refund = within(dialog).getByTestId("refund-form");
    await user.click(within(refund).getByRole("radio", { name: "Items" }));
    const sixteen = within(refund).getByRole("spinbutton", { name: "Units of Hazelnut praline, Box of 16 · Dark" });
    expect(sixteen).toHaveAccessibleDescription("SKU HP-16-DARK · 1 left to refund, $48.00 each");
    expect(within(refund).getByRole("spinbutton", { name: "Units of Hazelnut praline, Box of 9 · Dark" })).toHaveAccessibleDescription("SKU HP-9-DARK · 2 left to refund, $36.00 each");
    fireEvent.change(sixteen, { target: { value: "1" } });
    await user.click(within(refund).getByRole("button", { name: "Refund" }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ lines: [{ productId: "p1", variantSku: "HP-16-DARK", quantity: 1 }] });
  });

  it("lists a build-your-own box's pieces under its line, each with its count per box", async () => {
    const box = {
      productId: "byo",
      variantSku: "BYO-9",
      variantLabel: "Box of 9",
      variantLabelHe: "קופסה של 9",
      title: "Build Your Own Box",
      titleHe: "קופסה בהרכבה עצמית",
      image: "/byo.jpg",
      price: 3300,
      quantity: 2,
      pieces: [
        { productId: "dome", title: "Gold Leaf Dome", titleHe: "כיפת עלי זהב", quantity: 2, supplement: 150 },
        { productId: "heart", title: "Ruby Heart", quantity: 7, supplement: 0 },
      ],
    };
    serve([{ ...ORDER, cartItems: [box] }]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    const dialog = await openDetails(ORDER._id);
    const pack = within(dialog).getByRole("region", { name: "What to pack" });
    const pieces = within(pack).getByRole("list", { name: "In each box, 9 pieces:" });
    expect(within(pieces).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["2 × Gold Leaf Dome", "7 × Ruby Heart"]);
    expect(pack).toHaveTextContent("Build Your Own Box, Box of 9SKU BYO-9 · Quantity: 2");
  });

  it("names the variants in Hebrew for a Hebrew reader", async () => {
    await i18n.changeLanguage("he");
    serve([ORDER]);
    renderWithSession(<AdminOrdersPage />, { user: ADMIN });
    fireEvent.click(await screen.findByRole("button", { name: `לפרטים: הזמנה ${ORDER._id}` }));
    const dialog = await screen.findByRole("dialog", { name: "פרטי ההזמנה" });
    const pack = within(dialog).getByRole("region", { name: "גרסאות לאריזה" });
    expect(pack).toHaveTextContent("פרלין אגוזי לוז, קופסה של 16 · מריר");
    expect(pack).toHaveTextContent("מק״ט HP-16-DARK");
  });
});
