import type { AdminInsights, InsightsTotals } from "@contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { ADMIN, fakeApi, jsonResponse } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { shiftDate, shopToday } from "../lib/insightsRange";
import { AdminInsightsPage } from "./AdminInsightsPage";

const ZERO: InsightsTotals = {
  revenue: 0,
  paidOrders: 0,
  averageOrderValue: 0,
  units: 0,
  discounts: 0,
  refunds: 0,
  refundedOrders: 0,
  rejected: 0,
  giftCardSales: 0,
  giftCardOrders: 0,
  giftCardRefunds: 0,
  newCustomers: 0,
  returningCustomers: 0,
  pickups: 0,
  deliveries: 0,
};

function answer(from: string, to: string): AdminInsights {
  return {
    from,
    to,
    previousFrom: "2026-11-24",
    previousTo: "2026-11-30",
    timeZone: "Asia/Jerusalem",
    currency: "USD",
    totals: { ...ZERO, revenue: 123450, paidOrders: 10, averageOrderValue: 12345, units: 24, refunds: 2000, refundedOrders: 1, newCustomers: 6, returningCustomers: 4, pickups: 3, deliveries: 7, giftCardSales: 5000, giftCardOrders: 1 },
    previous: { ...ZERO, revenue: 100000, paidOrders: 8, averageOrderValue: 12500, units: 24 },
    days: [
      { date: "2026-12-01", revenue: 23450, paidOrders: 2, units: 4, refunds: 0 },
      { date: "2026-12-02", revenue: 100000, paidOrders: 8, units: 20, refunds: 2000 },
    ],
    products: [
      { productId: "p-1", title: "Dark truffles", titleHe: "טראפלס מריר", units: 12, revenue: 72000 },
      { productId: "p-2", title: "Praline box", units: 12, revenue: 51450 },
    ],
    categories: [{ categoryId: "truffles", label: "Truffles", labelHe: "טראפלס", units: 24, revenue: 123450 }],
  };
}

function serve() {
  const queries: URLSearchParams[] = [];
  fakeApi({
    user: ADMIN,
    routes: {
      "GET /api/admin/insights": (request) => {
        const query = new URL(request.url, "http://shop.test").searchParams;
        queries.push(query);
        return jsonResponse({ success: true, data: answer(query.get("from") ?? "", query.get("to") ?? "") });
      },
    },
  });
  return queries;
}

afterEach(async () => {
  await i18n.changeLanguage("en");
  vi.restoreAllMocks();
});

describe("AdminInsightsPage", { timeout: 20_000 }, () => {
  it("shows the headline figures beside the previous period, the chart's numbers as a table, and the best sellers", async () => {
    const queries = serve();
    renderWithSession(<AdminInsightsPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Insights" })).toBeInTheDocument();
    const revenue = await screen.findByRole("region", { name: "Revenue" });
    expect(revenue).toHaveTextContent("$1,234.50");
    expect(revenue).toHaveTextContent("Before: $1,000.00");
    expect(revenue).toHaveTextContent("+23%");
    expect(screen.getByRole("region", { name: "Paid orders" })).toHaveTextContent("10");
    expect(screen.getByRole("region", { name: "Paid orders" })).toHaveTextContent("+25%");
    expect(screen.getByRole("region", { name: "Average order" })).toHaveTextContent("$123.45");
    expect(screen.getByRole("region", { name: "Units sold" })).toHaveTextContent("0%");
    expect(screen.getByRole("region", { name: "Refunds" })).toHaveTextContent("$20.00");
    expect(screen.getByRole("region", { name: "Refunds" })).toHaveTextContent("new");
    expect(screen.getByRole("region", { name: "Gift cards sold" })).toHaveTextContent("$50.00");

    // The default range: the last 7 days on the shop's calendar.
    const today = shopToday("Asia/Jerusalem");
    expect(queries[0]?.get("from")).toBe(shiftDate(today, -6));
    expect(queries[0]?.get("to")).toBe(today);

    // Each chart's numbers as a table a screen reader reaches (and the eye on demand).
    const perDay = screen.getByRole("table", { name: "Revenue per day" });
    const rows = within(perDay).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent("1 Dec$234.502");
    expect(rows[2]).toHaveTextContent("2 Dec$1,000.008");
    const sellers = screen.getByRole("table", { name: "Best sellers" });
    expect(within(sellers).getAllByRole("row")[1]).toHaveTextContent("Dark truffles12$720.00");
    expect(screen.getByRole("table", { name: "Categories" })).toHaveTextContent("Truffles24$1,234.50");
    const toggles = screen.getAllByRole("button", { name: "Show as table" });
    await userEvent.click(toggles[0]!);
    expect(screen.getByRole("button", { name: "Hide the table" })).toHaveAttribute("aria-expanded", "true");
  });

  it("asks for the preset's days, and checks a custom range before asking", async () => {
    const queries = serve();
    renderWithSession(<AdminInsightsPage />, { user: ADMIN });
    await screen.findByRole("region", { name: "Revenue" });
    const today = shopToday("Asia/Jerusalem");
    await userEvent.click(screen.getByRole("button", { name: "This month" }));
    await waitFor(() => expect(queries.at(-1)?.get("from")).toBe(`${today.slice(0, 8)}01`));
    await userEvent.click(screen.getByRole("button", { name: "Today" }));
    await waitFor(() => expect(queries.at(-1)?.get("from")).toBe(today));

    await userEvent.click(screen.getByRole("button", { name: "Custom" }));
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    await userEvent.clear(to);
    await userEvent.type(to, "2020-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("The last day must not be before the first.")).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, "2019-12-01");
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(queries.at(-1)?.toString()).toBe("from=2019-12-01&to=2020-01-01"));
  });

  it("reads in Hebrew: names in Hebrew, figures left to right", async () => {
    await i18n.changeLanguage("he");
    serve();
    renderWithSession(<AdminInsightsPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "תובנות" })).toBeInTheDocument();
    const revenue = await screen.findByRole("region", { name: "הכנסות" });
    expect(within(revenue).getByText("+23%")).toHaveAttribute("dir", "ltr");
    expect(screen.getByRole("table", { name: "הנמכרים ביותר" })).toHaveTextContent("טראפלס מריר");
    expect(screen.getByRole("table", { name: "קטגוריות" })).toHaveTextContent("טראפלס");
  });
});
