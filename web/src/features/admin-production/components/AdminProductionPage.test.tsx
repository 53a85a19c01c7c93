import type { ProductionDay, ProductionOrder, ProductionWay } from "@contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { AdminProductionPage } from "./AdminProductionPage";

const AGENDA = "GET /api/admin/production";

const way = (extra: Partial<ProductionWay> = {}): ProductionWay => ({ enabled: true, limit: null, ownerLimit: null, used: 0, left: null, ...extra });

function order(id: string, extra: Partial<ProductionOrder>): ProductionOrder {
  return { _id: id, orderNumber: `CA-${id}`, customerName: "Dana Levi", method: "pickup", paymentStatus: "paid", orderStatus: "confirmed", lines: [{ title: "Dark truffles", titleHe: "טראפלס מריר", quantity: 2 }], ...extra };
}

const PICKUP_EARLY = order("10002", { customerName: "Noa Cohen", slotId: "09:00-10:00", from: "09:00", to: "10:00", giftFor: { name: "Yael Ben-David", phone: "+972 52 555 0123" } });
const PICKUP_LATE = order("10001", { slotId: "11:00-12:00", from: "11:00", to: "12:00" });
const COURIER = order("10003", {
  method: "courier",
  customerName: "Maya Katz",
  slotId: "10:00-14:00",
  from: "10:00",
  to: "14:00",
  zone: { id: "tel-aviv", name: "Tel Aviv", nameHe: "תל אביב" },
  address: { address: "12 Rothschild Blvd", city: "Tel Aviv", phone: "050-1234567", notes: "Ring twice" },
});
const PARCEL = order("10004", { method: "shipping", customerName: "Avi Ben", address: { address: "3 Herzl St", city: "Haifa", phone: "052-7654321", notes: "" } });

function day(date: string, extra: Partial<ProductionDay> = {}): ProductionDay {
  return {
    date,
    weekday: new Date(`${date}T12:00:00Z`).getUTCDay(),
    hebrewDate: { en: "14 Kislev 5787", he: "י״ד כסלו תשפ״ז" },
    holidays: [],
    closedByOwner: false,
    open: true,
    ways: { pickup: way(), courier: way(), shipping: way() },
    orders: [],
    ...extra,
  };
}

const dates = (from: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

/** An agenda API over an in-memory calendar starting 2026-12-01; records each query and each day's change. */
function serve(first: Partial<ProductionDay> = {}) {
  const store = new Map<string, ProductionDay>();
  const queries: string[] = [];
  const changes: { date: string; body: unknown }[] = [];
  const dayAt = (date: string) => store.get(date) ?? day(date, date === "2026-12-01" ? first : {});
  fakeApi({
    user: ADMIN,
    routes: {
      [AGENDA]: (request) => {
        const url = new URL(request.url, "http://shop.test");
        queries.push(url.search);
        const from = url.searchParams.get("from") ?? "2026-12-01";
        const count = Number(url.searchParams.get("days") ?? 7);
        return jsonResponse({ success: true, data: { timeZone: "Asia/Jerusalem", days: dates(from, count).map(dayAt) } });
      },
      ...Object.fromEntries(
        dates("2026-12-01", 3).map((date) => [
          `PUT /api/admin/production/day/${date}`,
          ({ body }: { body: unknown }) => {
            changes.push({ date, body });
            const change = body as { closed?: boolean; capacity?: Record<string, number | null> };
            const current = dayAt(date);
            const ways = { ...current.ways };
            for (const [key, limit] of Object.entries(change.capacity ?? {})) {
              const name = key as keyof typeof ways;
              ways[name] = { ...ways[name], ownerLimit: limit, limit, left: limit === null ? null : Math.max(0, limit - ways[name].used) };
            }
            const next = { ...current, closedByOwner: change.closed ?? current.closedByOwner, ways };
            store.set(date, next);
            return jsonResponse({ success: true, code: "production.saved", message: "The day is saved.", data: next });
          },
        ]),
      ),
    },
  });
  return { queries, changes };
}

afterEach(async () => {
  await i18n.changeLanguage("en");
  vi.restoreAllMocks();
});

describe("AdminProductionPage", { timeout: 20_000 }, () => {
  it("shows each day with its Hebrew date, places per way, pickups by slot, the courier run by area and the parcels", async () => {
    serve({
      holidays: [{ en: "Chanukah: 1 Candle", he: "חנוכה: נר א׳" }],
      ways: { pickup: way({ limit: 40, used: 12, left: 28 }), courier: way({ used: 1 }), shipping: way({ enabled: false }) },
      orders: [PARCEL, PICKUP_EARLY, COURIER, PICKUP_LATE],
    });
    renderWithSession(<AdminProductionPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Production" })).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Tuesday 1 December" });
    expect(screen.getAllByRole("article")).toHaveLength(7);
    expect(card).toHaveTextContent("14 Kislev 5787");
    expect(card).toHaveTextContent("Chanukah: 1 Candle");
    expect(within(card).getByTestId("way-pickup-summary")).toHaveTextContent("12 of 40, 28 left");
    expect(within(card).getByRole("progressbar", { name: "Pickup: 12 of 40, 28 left" })).toHaveAttribute("aria-valuenow", "30");
    expect(within(card).getByTestId("way-courier-summary")).toHaveTextContent("1 booked, no limit");
    expect(within(card).getByTestId("way-shipping-summary")).toHaveTextContent("Not offered");

    const pickups = within(card).getByRole("region", { name: "Pickups (2)" });
    const slots = within(pickups).getAllByTestId("slot-heading");
    expect(slots.map((slot) => slot.textContent)).toEqual(["09:00–10:00", "11:00–12:00"]);
    expect(slots[0]?.querySelector("bdi")).toHaveAttribute("dir", "ltr");
    const entries = within(pickups).getAllByTestId("production-order");
    expect(entries[0]).toHaveTextContent("CA-10002Noa Cohen");
    expect(entries[0]).toHaveTextContent("2 × Dark truffles");
    expect(within(entries[0]!).getByText("CA-10002")).toHaveAttribute("dir", "ltr");
    // A gift picked up by its recipient: their name is on the pickup list, with a phone to call.
    expect(within(entries[0]!).getByTestId("production-gift")).toHaveTextContent("Gift: picked up by Yael Ben-David+972 52 555 0123");
    expect(within(entries[1]!).queryByTestId("production-gift")).toBeNull();

    const run = within(card).getByRole("region", { name: "Courier run (1)" });
    expect(within(run).getByTestId("zone-heading")).toHaveTextContent("Tel Aviv");
    expect(run).toHaveTextContent("10:00–14:00");
    expect(run).toHaveTextContent("12 Rothschild Blvd, Tel Aviv");
    expect(within(run).getByRole("link", { name: "050-1234567" })).toHaveAttribute("href", "tel:050-1234567");
    expect(run).toHaveTextContent("Ring twice");
    expect(within(card).getByRole("region", { name: "Parcel to send (1)" })).toHaveTextContent("3 Herzl St, Haifa");

    const empty = screen.getByRole("article", { name: "Wednesday 2 December" });
    expect(empty).toHaveTextContent("No paid orders on this day.");
  });

  it("moves a range at a time, switches to 14 days and prints", { timeout: 60_000 }, async () => {
    const { queries } = serve();
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    renderWithSession(<AdminProductionPage />, { user: ADMIN });
    await screen.findByRole("article", { name: "Tuesday 1 December" });
    expect(screen.getByTestId("production-range")).toHaveTextContent("Tuesday 1 December to Monday 7 December");

    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("article", { name: "Tuesday 8 December" });
    expect(queries.at(-1)).toBe("?from=2026-12-08&days=7");
    await userEvent.click(screen.getByRole("button", { name: "14 days" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(14));
    expect(queries.at(-1)).toBe("?from=2026-12-08&days=14");
    await userEvent.click(screen.getByRole("button", { name: "Previous" }));
    await waitFor(() => expect(queries.at(-1)).toBe("?from=2026-11-24&days=14"));
    await userEvent.click(screen.getByRole("button", { name: "From today" }));
    await waitFor(() => expect(queries.at(-1)).toBe("?days=14"));

    await userEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("asks before closing a day with orders (they stay), closes it, and opens it again", async () => {
    const { changes } = serve({ orders: [PICKUP_EARLY] });
    renderWithSession(<AdminProductionPage />, { user: ADMIN });
    const card = await screen.findByRole("article", { name: "Tuesday 1 December" });
    await userEvent.click(within(card).getByRole("button", { name: "Close Tuesday 1 December" }));
    const dialog = await screen.findByRole("dialog", { name: "Close Tuesday 1 December?" });
    expect(dialog).toHaveTextContent("1 paid order is on this day. It stays on it and stays listed here");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close the day" }));
    await waitFor(() => expect(within(card).getByTestId("day-closed")).toHaveTextContent("Closed by you"));
    expect(changes).toEqual([{ date: "2026-12-01", body: { closed: true } }]);
    expect(within(card).getAllByTestId("production-order")).toHaveLength(1);

    // Found once the closing dialog has gone (its exit transition keeps the page aria-hidden until then).
    await userEvent.click(await within(card).findByRole("button", { name: "Open Tuesday 1 December" }));
    await waitFor(() => expect(within(card).queryByTestId("day-closed")).not.toBeInTheDocument());
    expect(changes.at(-1)).toEqual({ date: "2026-12-01", body: { closed: false } });

    // A day without orders closes at once.
    const empty = screen.getByRole("article", { name: "Wednesday 2 December" });
    await userEvent.click(within(empty).getByRole("button", { name: "Close Wednesday 2 December" }));
    await waitFor(() => expect(changes.at(-1)).toEqual({ date: "2026-12-02", body: { closed: true } }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("saves a day's limits (blank: the settings'), and refuses one that is not a whole number before sending", async () => {
    const { changes } = serve({ ways: { pickup: way({ limit: 40, used: 12, left: 28 }), courier: way(), shipping: way() } });
    renderWithSession(<AdminProductionPage />, { user: ADMIN });
    const card = await screen.findByRole("article", { name: "Tuesday 1 December" });
    await userEvent.click(within(card).getByRole("button", { name: "Change the limits of Tuesday 1 December" }));
    const pickup = within(card).getByRole("textbox", { name: "Pickup limit" });
    await userEvent.type(pickup, "2.5");
    await userEvent.click(within(card).getByRole("button", { name: "Save limits" }));
    expect(await within(card).findByText("A whole number from 0 to 10,000, or blank")).toBeInTheDocument();
    expect(changes).toEqual([]);

    await userEvent.clear(pickup);
    await userEvent.type(pickup, "20");
    await userEvent.click(within(card).getByRole("button", { name: "Save limits" }));
    await waitFor(() => expect(changes).toEqual([{ date: "2026-12-01", body: { capacity: { pickup: 20, courier: null, shipping: null } } }]));
    await waitFor(() => expect(within(card).getByTestId("way-pickup-summary")).toHaveTextContent("12 of 20, 8 left"));
    expect(within(card).getByText("Limit set for this day")).toBeInTheDocument();
  });

  it("reads in Hebrew with times and order numbers left to right", async () => {
    await i18n.changeLanguage("he");
    serve({ orders: [PICKUP_EARLY] });
    renderWithSession(<AdminProductionPage />, { user: ADMIN });
    expect(await screen.findByRole("heading", { level: 1, name: "ייצור" })).toBeInTheDocument();
    const card = (await screen.findAllByRole("article"))[0]!;
    expect(card).toHaveTextContent("י״ד כסלו תשפ״ז");
    expect(within(card).getByText("CA-10002")).toHaveAttribute("dir", "ltr");
    expect(within(card).getByText("09:00–10:00")).toHaveAttribute("dir", "ltr");
    expect(card).toHaveTextContent("2 × טראפלס מריר");
  });
});
