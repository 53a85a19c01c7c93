import { DEFAULT_SHOP_SETTINGS, type CatalogGroup, type Promotion, type PromotionOrder, type ShopSettings } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN, fakeApi, jsonResponse, pagedList } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { variantProductFixture } from "@/test/shopFixtures";
import { AdminPromotionsPage } from "./AdminPromotionsPage";

const LIST = "GET /api/admin/promotions";
const ADD = "POST /api/admin/promotions";

const group = (id: string, label: string, sortOrder: number, labelHe?: string): CatalogGroup => ({ id, label, labelHe, translationKey: `catalog.${id}`, icon: "ShirtIcon", isActive: true, sortOrder });
const SETTINGS: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, categories: [group("truffles", "Truffles", 0, "טראפלס"), group("bars", "Bars", 1, "טבלאות")] };

function promotion(id: string, extra: Partial<Promotion> = {}): Promotion {
  return {
    _id: id,
    kind: "code",
    code: "WELCOME10",
    name: "Welcome 10%",
    nameHe: "ברוכים הבאים",
    status: "active",
    benefit: { type: "percent", percent: 10 },
    scope: { type: "order" },
    minSubtotal: 5000,
    startsAt: null,
    endsAt: null,
    usageLimit: 100,
    oncePerCustomer: true,
    firstOrderOnly: false,
    combinable: false,
    uses: 2,
    revenue: 123456,
    discountGiven: 13717,
    createdAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:00:00.000Z",
    ...extra,
  };
}

const WELCOME = promotion("p-welcome");
const BARS = promotion("p-bars", {
  kind: "automatic",
  code: undefined,
  name: "Bars Friday",
  nameHe: "",
  benefit: { type: "amount", amount: 2000 },
  scope: { type: "categories", categoryIds: ["bars"] },
  minSubtotal: 0,
  // Far ahead: scheduled whatever today is.
  startsAt: "2099-02-14T00:00",
  endsAt: "2099-02-15T23:59",
  usageLimit: null,
  uses: 0,
  revenue: 0,
  discountGiven: 0,
});
const SHIPPING = promotion("p-ship", { code: "SHIPFREE", name: "Free courier", benefit: { type: "freeDelivery", methods: ["courier"] }, scope: { type: "products", productIds: ["a", "b", "c"] }, endsAt: "2000-01-01T00:00" });
const OLD = promotion("p-old", { code: "SUMMER", name: "Summer", status: "ended" });

function order(n: number): PromotionOrder {
  return { _id: `o-${n}`, orderNumber: `CA-${10000 + n}`, orderDate: "2026-02-14T09:00:00.000Z", userName: `Customer ${n}`, orderStatus: "confirmed", paymentStatus: "paid", totalAmount: 6000, discount: 600, currency: "USD" };
}

/** The promotions API over an in-memory list; records each request's body. */
function serve(promotions: Promotion[], routes: NonNullable<Parameters<typeof fakeApi>[0]>["routes"] = {}) {
  const store = new Map(promotions.map((p) => [p._id, p]));
  const sent: { method: string; path: string; body: unknown }[] = [];
  const orders = Array.from({ length: 3 }, (_, i) => order(i + 1));
  fakeApi({
    user: ADMIN,
    settings: SETTINGS,
    routes: {
      [LIST]: pagedList(() => [...store.values()], 50),
      "GET /api/admin/settings/delivery": () => jsonResponse({ success: false, code: "request.notFound", message: "Not here" }, 404),
      [ADD]: ({ body }) => {
        sent.push({ method: "POST", path: "/api/admin/promotions", body });
        const created = promotion("p-new", { ...(body as Partial<Promotion>), uses: 0, revenue: 0, discountGiven: 0 });
        store.set(created._id, created);
        return jsonResponse({ success: true, code: "promo.saved", message: "Promotion saved.", data: created }, 201);
      },
      ...Object.fromEntries(
        promotions.flatMap((p) => [
          [`GET /api/admin/promotions/details/${p._id}`, () => jsonResponse({ success: true, data: store.get(p._id) })],
          [`GET /api/admin/promotions/orders/${p._id}`, pagedList(() => (p._id === OLD._id ? orders : []), 2)],
          [
            `PUT /api/admin/promotions/status/${p._id}`,
            ({ body }: { body: unknown }) => {
              sent.push({ method: "PUT", path: `/api/admin/promotions/status/${p._id}`, body });
              const next = { ...store.get(p._id)!, status: (body as { status: Promotion["status"] }).status };
              store.set(p._id, next);
              return jsonResponse({ success: true, data: next });
            },
          ],
          [
            `PUT /api/admin/promotions/edit/${p._id}`,
            ({ body }: { body: unknown }) => {
              sent.push({ method: "PUT", path: `/api/admin/promotions/edit/${p._id}`, body });
              const next = { ...store.get(p._id)!, ...(body as Partial<Promotion>) };
              store.set(p._id, next);
              return jsonResponse({ success: true, data: next });
            },
          ],
        ]),
      ),
      "GET /api/admin/products/get": pagedList(() => [variantProductFixture()], 60),
      ...routes,
    },
  });
  return { sent, store };
}

function renderPage() {
  const view = renderWithSession(<AdminPromotionsPage />, { user: ADMIN });
  // Settings come from start-up in the app; here they are in the cache already.
  view.queryClient.setQueryData(["settings", "public"], SETTINGS);
  return view;
}

async function openAdd(user: ReturnType<typeof userEvent.setup>) {
  await user.click((await screen.findAllByRole("button", { name: "New promotion" }))[0]!);
  return screen.findByRole("dialog", { name: "New promotion" });
}

/**
 * A field of the sheet by its label (a required one's label ends in MUI's "*"): label queries, as
 * role queries over a whole form are slow in jsdom.
 */
function field(sheet: HTMLElement, label: string): HTMLElement {
  return within(sheet).getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`));
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

describe("AdminPromotionsPage", { timeout: 60_000 }, () => {
  it("lists each promotion: name, code or Automatic, what it gives and covers, dates, status, uses, revenue and discount", async () => {
    serve([WELCOME, BARS, SHIPPING, OLD]);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Promotions" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Promotions" });
    const headers = within(table).getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Promotion", "Gives", "Covers", "Dates (shop time)", "Status", "Uses / limit", "Revenue", "Discount given", "Actions"]);
    const [, welcome, bars, shipping, old] = within(table).getAllByRole("row");

    expect(welcome).toHaveTextContent("Welcome 10%");
    expect(within(welcome!).getByText("WELCOME10")).toHaveAttribute("dir", "ltr");
    expect(within(welcome!).getByTestId("promotion-benefit")).toHaveTextContent("10% offMinimum subtotal $50.00");
    expect(within(welcome!).getByTestId("promotion-scope")).toHaveTextContent("Whole order");
    expect(welcome).toHaveTextContent("No start or end");
    expect(within(welcome!).getByTestId("promotion-status")).toHaveTextContent("Active");
    expect(within(welcome!).getByTestId("promotion-uses")).toHaveTextContent("2 / 100");
    expect(within(welcome!).getByTestId("promotion-revenue")).toHaveTextContent("$1,234.56");
    expect(within(welcome!).getByTestId("promotion-discount")).toHaveTextContent("$137.17");

    expect(within(bars!).getByText("Automatic")).toBeInTheDocument();
    expect(within(bars!).getByTestId("promotion-benefit")).toHaveTextContent("$20.00 off");
    expect(within(bars!).getByTestId("promotion-scope")).toHaveTextContent("Category: Bars");
    expect(bars).toHaveTextContent("\u2068Feb 14, 2099, 00:00\u2069 – \u2068Feb 15, 2099, 23:59\u2069");
    expect(within(bars!).getByTestId("promotion-status")).toHaveTextContent("Scheduled");
    expect(within(bars!).getByTestId("promotion-uses")).toHaveTextContent("0 (no limit)");

    expect(within(shipping!).getByTestId("promotion-benefit")).toHaveTextContent("Free delivery (courier)");
    expect(within(shipping!).getByTestId("promotion-scope")).toHaveTextContent("3 products");
    expect(within(shipping!).getByTestId("promotion-status")).toHaveTextContent("Expired");

    expect(within(old!).getByTestId("promotion-status")).toHaveTextContent("Ended");
  });

  it("shows a card per promotion on a 360 px phone, its actions in words", async () => {
    viewport(360);
    serve([WELCOME, OLD]);
    renderPage();
    const list = await screen.findByRole("list", { name: "Promotions" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [welcome, old] = within(list).getAllByTestId("promotion-row");
    expect(within(welcome!).getByRole("heading", { name: "Welcome 10%" })).toBeInTheDocument();
    expect(within(welcome!).getByTestId("promotion-uses")).toHaveTextContent("2 / 100");
    expect(within(welcome!).getByRole("button", { name: "Pause Welcome 10%" })).toHaveTextContent("Pause");
    expect(within(old!).getAllByRole("button").map((button) => button.textContent)).toEqual(["Details and orders"]);
  });

  it("shows the names in Hebrew, falling back to English", async () => {
    serve([WELCOME, BARS]);
    const { i18n } = await import("@/shared/i18n");
    await i18n.changeLanguage("he");
    try {
      renderPage();
      const table = await screen.findByRole("table", { name: "מבצעים" });
      const [, welcome, bars] = within(table).getAllByRole("row");
      expect(welcome).toHaveTextContent("ברוכים הבאים");
      expect(within(welcome!).getByTestId("promotion-benefit")).toHaveTextContent("10% הנחה");
      expect(bars).toHaveTextContent("Bars Friday");
      expect(within(bars!).getByTestId("promotion-scope")).toHaveTextContent("קטגוריה: טבלאות");
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("checks the form before sending, then sends the code upper-cased and the amount in minor units", async () => {
    const { sent } = serve([WELCOME]);
    const user = userEvent.setup();
    renderPage();
    const sheet = await openAdd(user);

    await user.click(within(sheet).getByText("Create promotion", { selector: "button" }));
    expect(within(sheet).getByText("Enter the code shoppers will type.")).toBeInTheDocument();
    expect(within(sheet).getByText("Enter the promotion's name.")).toBeInTheDocument();
    expect(within(sheet).getByText("Enter a whole number from 1 to 100.")).toBeInTheDocument();
    expect(sent).toEqual([]);

    const code = field(sheet, "Code");
    fireEvent.change(code, { target: { value: "spring-20" } });
    expect(code).toHaveValue("SPRING-20");
    expect(code).toHaveAttribute("dir", "ltr");
    fireEvent.change(field(sheet, "Name (English)"), { target: { value: "Spring" } });
    fireEvent.click(field(sheet, "Amount off"));
    fireEvent.change(field(sheet, "Amount"), { target: { value: "20.5" } });
    fireEvent.click(field(sheet, "Categories"));
    fireEvent.click(field(sheet, "Bars"));
    fireEvent.change(field(sheet, "Minimum subtotal"), { target: { value: "60" } });
    fireEvent.change(within(sheet).getByLabelText("Ends"), { target: { value: "2026-02-15T23:59" } });
    fireEvent.change(field(sheet, "Total uses"), { target: { value: "50" } });
    fireEvent.click(field(sheet, "Once per customer"));
    await user.click(within(sheet).getByText("Create promotion", { selector: "button" }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      kind: "code",
      code: "SPRING-20",
      name: "Spring",
      nameHe: "",
      benefit: { type: "amount", amount: 2050 },
      scope: { type: "categories", categoryIds: ["bars"] },
      minSubtotal: 6000,
      startsAt: null,
      endsAt: "2026-02-15T23:59",
      usageLimit: 50,
      oncePerCustomer: true,
      firstOrderOnly: false,
      combinable: false,
    });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New promotion" })).not.toBeInTheDocument());
    expect(await screen.findByText("Spring")).toBeInTheDocument();
  });

  it("picks products from the shop's list", async () => {
    const { sent } = serve([]);
    const user = userEvent.setup();
    renderPage();
    const sheet = await openAdd(user);
    fireEvent.click(field(sheet, "Automatic"));
    expect(within(sheet).queryByRole("textbox", { name: "Code" })).not.toBeInTheDocument();
    fireEvent.change(field(sheet, "Name (English)"), { target: { value: "Truffle week" } });
    fireEvent.change(field(sheet, "Percentage"), { target: { value: "15" } });
    fireEvent.click(field(sheet, "Products"));
    await user.type(within(sheet).getByRole("combobox", { name: "Products it covers" }), "truf");
    await user.click(await screen.findByRole("option", { name: "Truffle box" }));
    expect(within(sheet).getByText("1 product chosen. Type to search by name.")).toBeInTheDocument();
    await user.click(within(sheet).getByText("Create promotion", { selector: "button" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toMatchObject({ kind: "automatic", benefit: { type: "percent", percent: 15 }, scope: { type: "products", productIds: ["p-box"] } });
    expect(sent[0]!.body).not.toHaveProperty("code");
  });

  it("shows the server's field errors at their fields, and a code another promotion holds at the code", async () => {
    let answer = 0;
    serve([WELCOME], {
      [ADD]: () => {
        answer += 1;
        return answer === 1
          ? jsonResponse(
              { success: false, code: "request.validation", message: "Please correct the highlighted fields and try again.", errors: { "benefit.percent": "The percentage is too generous today." } },
              400,
            )
          : jsonResponse({ success: false, code: "promo.codeTaken", message: "Another promotion already has this code. Choose another." }, 409);
      },
    });
    const user = userEvent.setup();
    renderPage();
    const sheet = await openAdd(user);
    fireEvent.change(field(sheet, "Code"), { target: { value: "WELCOME10" } });
    fireEvent.change(field(sheet, "Name (English)"), { target: { value: "Again" } });
    fireEvent.change(field(sheet, "Percentage"), { target: { value: "90" } });
    await user.click(within(sheet).getByText("Create promotion", { selector: "button" }));
    const percent = field(sheet, "Percentage");
    await waitFor(() => expect(percent).toHaveAccessibleDescription("The percentage is too generous today."));
    expect(percent).toHaveAttribute("aria-invalid", "true");

    await user.click(within(sheet).getByText("Create promotion", { selector: "button" }));
    const code = field(sheet, "Code");
    await waitFor(() => expect(code).toHaveAccessibleDescription("Another promotion already has this code. Choose another."));
    expect(code).toHaveAttribute("aria-invalid", "true");
  });

  it("pauses and resumes at once, and ends after a confirmation; an ended promotion is read-only", async () => {
    const { sent } = serve([WELCOME]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Pause Welcome 10%" }));
    await waitFor(() => expect(sent).toEqual([{ method: "PUT", path: "/api/admin/promotions/status/p-welcome", body: { status: "paused" } }]));
    expect(await screen.findByTestId("promotion-status")).toHaveTextContent("Paused");

    await user.click(await screen.findByRole("button", { name: "Resume Welcome 10%" }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: "PUT", path: "/api/admin/promotions/status/p-welcome", body: { status: "active" } }));

    await user.click(await screen.findByRole("button", { name: "End Welcome 10%" }));
    const confirm = await screen.findByRole("dialog", { name: "End “Welcome 10%”?" });
    expect(confirm).toHaveTextContent("Ending is final");
    await user.click(within(confirm).getByRole("button", { name: "End promotion" }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ method: "PUT", path: "/api/admin/promotions/status/p-welcome", body: { status: "ended" } }));
    await waitFor(() => expect(screen.getByTestId("promotion-status")).toHaveTextContent("Ended"));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const row = screen.getByTestId("promotion-row");
    expect(within(row).queryByRole("button", { name: /^(Edit|Pause|Resume|End) / })).not.toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Details and orders of Welcome 10%" })).toBeInTheDocument();
  });

  it("edits a promotion with its values in the form", async () => {
    const { sent } = serve([WELCOME]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Welcome 10%" }));
    const sheet = await screen.findByRole("dialog", { name: "Edit promotion" });
    expect(field(sheet, "Code")).toHaveValue("WELCOME10");
    expect(field(sheet, "Minimum subtotal")).toHaveValue(50);
    fireEvent.change(field(sheet, "Percentage"), { target: { value: "12" } });
    await user.click(within(sheet).getByText("Save", { selector: "button" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: "PUT", path: "/api/admin/promotions/edit/p-welcome", body: { benefit: { type: "percent", percent: 12 }, minSubtotal: 5000, usageLimit: 100 } });
  });

  it("opens an ended promotion's details: read-only, its paid orders a page at a time", async () => {
    serve([OLD]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Details and orders of Summer" }));
    const dialog = await screen.findByRole("dialog", { name: "Summer" });
    expect(within(dialog).getByTestId("promotion-read-only")).toHaveTextContent("cannot be changed");
    expect(within(dialog).queryByRole("button", { name: /Edit/ })).not.toBeInTheDocument();
    const table = await within(dialog).findByRole("table", { name: "Orders that used Summer" });
    expect(within(table).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Order", "Date", "Customer", "Total", "Its discount"]);
    expect(within(table).getAllByTestId("promotion-order")).toHaveLength(2);
    const [first] = within(table).getAllByTestId("promotion-order");
    expect(within(first!).getByText("CA-10001")).toHaveAttribute("dir", "ltr");
    expect(first).toHaveTextContent("Customer 1");
    expect(first).toHaveTextContent("$60.00");
    expect(first).toHaveTextContent("$6.00");
    await user.click(within(dialog).getByRole("button", { name: "Load more orders" }));
    await waitFor(() => expect(within(table).getAllByTestId("promotion-order")).toHaveLength(3));
  });
});
