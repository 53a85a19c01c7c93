import type { AdminCustomer } from "@contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ADMIN, fakeApi, jsonResponse, pagedList } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { orderFixture } from "@/test/shopFixtures";
import { AdminCustomersPage } from "./AdminCustomersPage";

const LIST = "GET /api/admin/customers/get";

function customer(id: string, overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return { _id: id, userName: "Dana Levi", email: "dana@example.com", role: "user", emailVerified: true, disabled: false, createdAt: "2026-04-01T10:00:00.000Z", ordersCount: 0, totalSpent: [], ...overrides };
}

const DANA = customer("u-dana", { ordersCount: 2, totalSpent: [{ currency: "USD", amount: 123456 }] });
const NOA = customer("u-noa", { userName: "Noa Cohen", email: "noa@example.com", emailVerified: false });
const SELF = customer(ADMIN.id, { userName: ADMIN.userName, email: ADMIN.email, role: "admin" });

/** The API over an in-memory list; `searches` records each list request's search. */
function serve(customers: AdminCustomer[]) {
  const store = new Map(customers.map((c) => [c._id, c]));
  const searches: (string | null)[] = [];
  const disables: unknown[] = [];
  const page = pagedList(() => [...store.values()], 20);
  fakeApi({
    user: ADMIN,
    routes: {
      [LIST]: (request) => {
        const search = new URL(request.url, "http://shop.test").searchParams.get("search");
        searches.push(search);
        if (!search) return page(request);
        const found = [...store.values()].filter((c) => c.email.startsWith(search.toLowerCase()));
        return jsonResponse({ success: true, data: found, nextCursor: null });
      },
      ...Object.fromEntries(
        customers.map((c) => [
          `GET /api/admin/customers/details/${c._id}`,
          () => jsonResponse({ success: true, data: { customer: store.get(c._id), orders: c.ordersCount ? [{ ...orderFixture("ord-1"), orderNumber: "CA-10001", totalAmount: 61728 }] : [] } }),
        ]),
      ),
      ...Object.fromEntries(
        customers.map((c) => [
          `PUT /api/admin/customers/disabled/${c._id}`,
          ({ body }: { body: unknown }) => {
            disables.push(body);
            const next = { ...store.get(c._id)!, disabled: (body as { disabled: boolean }).disabled };
            store.set(c._id, next);
            return jsonResponse({ success: true, code: "adminCustomer.disabled", params: { name: next.userName }, message: "Disabled", data: next });
          },
        ]),
      ),
    },
  });
  return { searches, disables };
}

describe("AdminCustomersPage", { timeout: 20_000 }, () => {
  it("lists the accounts: name, email, verified or not, paid orders and total spent", async () => {
    serve([DANA, NOA]);
    renderWithSession(<AdminCustomersPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Customers" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Customers" });
    const [, dana, noa] = within(table).getAllByRole("row");
    expect(dana).toHaveTextContent("Dana Levi");
    expect(within(dana!).getByText("dana@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(dana!).getByText("Verified")).toBeInTheDocument();
    expect(within(dana!).getByTestId("customer-orders")).toHaveTextContent("2");
    expect(within(dana!).getByTestId("customer-spent")).toHaveTextContent("$1,234.56");
    expect(within(noa!).getByText("Not verified")).toBeInTheDocument();
    expect(within(noa!).getByTestId("customer-spent")).toHaveTextContent("$0.00");
  });

  it("searches once typing pauses, and says when nothing matches", async () => {
    const { searches } = serve([DANA, NOA]);
    renderWithSession(<AdminCustomersPage />, { user: ADMIN });
    await screen.findByRole("table");
    await userEvent.type(screen.getByRole("searchbox", { name: "Search customers" }), "NOA");
    await waitFor(() => expect(screen.getAllByTestId("customer-row")).toHaveLength(1));
    expect(searches).toEqual([null, "NOA"]);
    await userEvent.type(screen.getByRole("searchbox"), "x");
    expect(await screen.findByRole("heading", { name: "No customer matches “NOAx”" })).toBeInTheDocument();
  });

  it("disables an account after a confirmation, and never offers to disable one's own", async () => {
    const { disables } = serve([DANA, SELF]);
    renderWithSession(<AdminCustomersPage />, { user: ADMIN });
    await userEvent.click(await screen.findByRole("button", { name: "View the account of Dana Levi" }));
    const dialog = await screen.findByRole("dialog", { name: "Dana Levi" });
    expect(await within(dialog).findByText("CA-10001")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("switch", { name: "Account enabled" }));
    const confirm = await screen.findByRole("dialog", { name: "Disable Dana Levi's account?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Disable account" }));
    await waitFor(() => expect(within(dialog).getByRole("switch", { name: "Account enabled" })).not.toBeChecked());
    expect(disables).toEqual([{ disabled: true }]);
    expect(within(dialog).getByText("Disabled")).toBeInTheDocument();
    await userEvent.keyboard("{Escape}");

    await userEvent.click(await screen.findByRole("button", { name: `View the account of ${ADMIN.userName}` }));
    const own = await screen.findByRole("dialog", { name: ADMIN.userName });
    expect(within(own).getByRole("switch", { name: "Account enabled" })).toBeDisabled();
    expect(within(own).getByText("This is your own account: you cannot disable it.")).toBeInTheDocument();
  });
});
