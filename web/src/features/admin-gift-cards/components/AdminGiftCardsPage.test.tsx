import type { GiftCard, GiftCardDetails, GiftCardEntry } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { toastStore } from "@/shared/toast";
import { ADMIN, fakeApi, jsonResponse, pagedList } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { AdminGiftCardsPage } from "./AdminGiftCardsPage";

const LIST = "GET /api/admin/gift-cards";
const ISSUE = "POST /api/admin/gift-cards";

function card(id: string, overrides: Partial<GiftCard> = {}): GiftCard {
  return {
    _id: id,
    last4: "6WCE",
    status: "active",
    source: "purchase",
    currency: "USD",
    initialAmount: 5000,
    balance: 3800,
    recipientName: "Dana Levi",
    recipientEmail: "dana@example.com",
    senderName: "Noa",
    message: "Happy birthday!",
    deliverOn: "2026-05-03",
    language: "en",
    orderId: "ord-1",
    orderNumber: "CA-10001",
    buyerId: "u-noa",
    buyerName: "Noa Cohen",
    createdAt: "2026-05-01T09:00:00.000Z",
    sentAt: "2026-05-03T06:00:00.000Z",
    updatedAt: "2026-05-04T10:00:00.000Z",
    ...overrides,
  };
}

const entry = (id: string, overrides: Partial<GiftCardEntry>): GiftCardEntry => ({ _id: id, at: "2026-05-03T06:00:00.000Z", kind: "issued", amount: 5000, balanceAfter: 5000, ...overrides });

const BOUGHT = card("gc-bought");
const SCHEDULED = card("gc-scheduled", {
  last4: "",
  status: "scheduled",
  source: "admin",
  recipientName: "Avi Mizrahi",
  recipientEmail: "avi@example.com",
  initialAmount: 2500,
  balance: 2500,
  deliverOn: "2026-06-10",
  orderId: undefined,
  orderNumber: undefined,
  buyerId: undefined,
  buyerName: undefined,
  sentAt: undefined,
});
const VOIDED = card("gc-voided", { last4: "Q7XZ", status: "voided", balance: 0, recipientName: "Tal Ben", recipientEmail: "tal@example.com" });

const LEDGER: GiftCardEntry[] = [
  entry("e1", { kind: "issued", amount: 5000, balanceAfter: 5000 }),
  entry("e2", { at: "2026-05-04T08:00:00.000Z", kind: "spent", amount: -1200, balanceAfter: 3800, orderId: "ord-7", orderNumber: "CA-10077" }),
];

type Body = Record<string, unknown>;

/** The API over an in-memory list of cards; records what each change sent. */
function serve(cards: GiftCard[], options: { pageSize?: number; adjust?: (body: Body) => Response | null; issue?: (body: Body) => Response | null } = {}) {
  const store = new Map<string, GiftCardDetails>(cards.map((c) => [c._id, { ...c, ledger: c._id === BOUGHT._id ? LEDGER : [entry(`${c._id}-1`, { amount: c.initialAmount, balanceAfter: c.initialAmount })] }]));
  const sent = { adjust: [] as Body[], void: [] as Body[], issue: [] as Body[] };
  const routes: Parameters<typeof fakeApi>[0] = {
    user: ADMIN,
    routes: {
      [LIST]: pagedList(() => [...store.values()].map(({ ledger: _ledger, ...row }) => row), options.pageSize ?? 20),
      [ISSUE]: ({ body }) => {
        sent.issue.push(body as Body);
        const refused = options.issue?.(body as Body);
        if (refused) return refused;
        const b = body as Body;
        const made: GiftCardDetails = {
          ...card("gc-new", { last4: "", status: "scheduled", source: "admin", initialAmount: b.amount as number, balance: b.amount as number, recipientName: b.recipientName as string, recipientEmail: b.recipientEmail as string, orderId: undefined, orderNumber: undefined, buyerId: undefined, buyerName: undefined, sentAt: undefined, deliverOn: b.deliverOn as string }),
          ledger: [entry("n1", { amount: b.amount as number, balanceAfter: b.amount as number, note: b.note as string, by: ADMIN.userName })],
        };
        store.set(made._id, made);
        return jsonResponse({ success: true, code: "giftCard.issued", message: "Gift card issued.", data: made }, 201);
      },
    },
  };
  for (const c of cards) {
    routes.routes![`GET /api/admin/gift-cards/details/${c._id}`] = () => jsonResponse({ success: true, data: store.get(c._id) });
    routes.routes![`POST /api/admin/gift-cards/adjust/${c._id}`] = ({ body }) => {
      sent.adjust.push(body as Body);
      const refused = options.adjust?.(body as Body);
      if (refused) return refused;
      const current = store.get(c._id)!;
      const amount = (body as { amount: number }).amount;
      const balance = current.balance + amount;
      const next = { ...current, balance, ledger: [...current.ledger, entry("adj", { at: "2026-05-05T08:00:00.000Z", kind: "adjusted", amount, balanceAfter: balance, note: (body as Body).note as string, by: ADMIN.userName })] };
      store.set(c._id, next);
      return jsonResponse({ success: true, code: "giftCard.adjusted", message: "Balance adjusted.", data: next });
    };
    routes.routes![`PUT /api/admin/gift-cards/void/${c._id}`] = ({ body }) => {
      sent.void.push(body as Body);
      const current = store.get(c._id)!;
      const next: GiftCardDetails = { ...current, status: "voided", balance: 0, ledger: [...current.ledger, entry("void", { kind: "voided", amount: -current.balance, balanceAfter: 0, note: (body as Body).note as string, by: ADMIN.userName })] };
      store.set(c._id, next);
      return jsonResponse({ success: true, code: "giftCard.voidedNow", message: "Gift card voided.", data: next });
    };
  }
  fakeApi(routes);
  return sent;
}

const toastNow = () => toastStore.getSnapshot();

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

/** Opens a card's details by its View button; the dialog is titled `title`. */
async function openCard(button: string, title: string) {
  await userEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("dialog", { name: title });
}

describe("AdminGiftCardsPage", { timeout: 30_000 }, () => {
  it("lists the cards: masked code, status in words, source, recipient, the day it arrives, amount, balance", async () => {
    serve([BOUGHT, SCHEDULED, VOIDED]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Gift cards" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Gift cards" });
    const headers = within(table).getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Card", "Status", "Source", "Recipient", "Arrives on", "Amount", "Balance", "Created", "Actions"]);
    const [, bought, scheduled, voided] = within(table).getAllByRole("row");
    expect(within(bought!).getByText("•••• 6WCE")).toHaveAttribute("dir", "ltr");
    expect(within(bought!).getByTestId("gift-card-status")).toHaveTextContent("Active");
    expect(within(bought!).getByTestId("gift-card-source")).toHaveTextContent("Bought by Noa Cohen");
    expect(within(bought!).getByText("dana@example.com")).toHaveAttribute("dir", "ltr");
    expect(within(bought!).getByTestId("gift-card-deliver-on")).toHaveTextContent("3 May 2026");
    expect(within(bought!).getByTestId("gift-card-initial")).toHaveTextContent("$50.00");
    expect(within(bought!).getByTestId("gift-card-balance")).toHaveTextContent("$38.00");
    expect(within(scheduled!).getAllByText("Scheduled")).toHaveLength(2);
    expect(within(scheduled!).getByTestId("gift-card-source")).toHaveTextContent("Issued by hand");
    expect(within(voided!).getByTestId("gift-card-status")).toHaveTextContent("Voided");
  });

  it("is a compact list on a 360 px phone", async () => {
    viewport(360);
    serve([BOUGHT, SCHEDULED]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const list = await screen.findByRole("list", { name: "Gift cards" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const [bought, scheduled] = within(list).getAllByRole("listitem");
    expect(bought).toHaveTextContent("•••• 6WCE");
    expect(within(bought!).getByTestId("gift-card-balance")).toHaveTextContent("$38.00");
    expect(within(bought!).getByTestId("gift-card-initial")).toHaveTextContent("$50.00");
    expect(within(scheduled!).getByTestId("gift-card-status")).toHaveTextContent("Scheduled");
    expect(within(scheduled!).getByRole("button", { name: "View the gift card for Avi Mizrahi" })).toBeInTheDocument();
  });

  it("loads more with the next cursor", async () => {
    serve([BOUGHT, SCHEDULED, VOIDED], { pageSize: 2 });
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    await waitFor(() => expect(screen.getAllByTestId("gift-card-row")).toHaveLength(2));
    expect(screen.getByText("Showing 2 gift cards")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Load more gift cards" }));
    await waitFor(() => expect(screen.getAllByTestId("gift-card-row")).toHaveLength(3));
  });

  it("shows a card's details and its ledger as a table, signed amounts and orders", async () => {
    serve([BOUGHT]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const dialog = await openCard("View the gift card •••• 6WCE", "Gift card •••• 6WCE");
    const ledger = await within(dialog).findByRole("table", { name: "Ledger" });
    expect(within(ledger).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Date", "What happened", "Amount", "Balance after", "Order", "Note", "By"]);
    const [, issued, spent] = within(ledger).getAllByRole("row");
    expect(issued).toHaveTextContent("Issued");
    expect(issued).toHaveTextContent("+$50.00");
    expect(spent).toHaveTextContent("Spent on an order");
    expect(spent).toHaveTextContent("\u2212$12.00");
    expect(spent).toHaveTextContent("$38.00");
    expect(within(spent!).getByText("CA-10077")).toHaveAttribute("dir", "ltr");
    expect(within(dialog).getByText("Happy birthday!")).toBeInTheDocument();
    expect(within(dialog).getByText("CA-10001")).toBeInTheDocument();
  });

  it("adjusts the balance: a signed amount sent in minor units with the note", async () => {
    const sent = serve([BOUGHT]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const dialog = await openCard("View the gift card •••• 6WCE", "Gift card •••• 6WCE");
    await within(dialog).findByRole("table", { name: "Ledger" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Adjust balance" }));
    const form = within(dialog).getByRole("form", { name: "Adjust the balance" });
    // Nothing typed: both fields say what they need, and nothing is sent.
    await userEvent.click(within(form).getByRole("button", { name: "Adjust balance" }));
    expect(within(form).getByText("Enter the amount to add or take.")).toBeInTheDocument();
    expect(within(form).getByText("Write a note: it stays in the card's ledger.")).toBeInTheDocument();
    expect(sent.adjust).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/^Amount to add or take/), "-12.50");
    expect(within(form).getByTestId("gift-card-new-balance")).toHaveTextContent("New balance: $25.50");
    await userEvent.type(within(form).getByLabelText(/^Note/), "  Box arrived damaged ");
    await userEvent.click(within(form).getByRole("button", { name: "Adjust balance" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Balance adjusted.", variant: "default" }));
    expect(sent.adjust).toEqual([{ amount: -1250, note: "Box arrived damaged" }]);
    await waitFor(() => expect(within(dialog).getByTestId("gift-card-dialog-balance")).toHaveTextContent("$25.50"));
    const rows = within(within(dialog).getByRole("table", { name: "Ledger" })).getAllByRole("row");
    expect(rows.at(-1)).toHaveTextContent("Adjusted");
    expect(rows.at(-1)).toHaveTextContent("\u2212$12.50");
    expect(rows.at(-1)).toHaveTextContent("Box arrived damaged");
    expect(rows.at(-1)).toHaveTextContent(ADMIN.userName);
  });

  it("shows the server's 409 in the adjust form", async () => {
    const sent = serve([BOUGHT], {
      adjust: () => jsonResponse({ success: false, code: "giftCard.adjustBelowZero", params: { amount: "$38.00" }, message: "The balance cannot go below zero: at most $38.00 can be taken." }, 409),
    });
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const dialog = await openCard("View the gift card •••• 6WCE", "Gift card •••• 6WCE");
    await userEvent.click(within(dialog).getByRole("button", { name: "Adjust balance" }));
    const form = within(dialog).getByRole("form", { name: "Adjust the balance" });
    fireEvent.change(within(form).getByLabelText(/^Amount to add or take/), { target: { value: "\u221250" } });
    fireEvent.change(within(form).getByLabelText(/^Note/), { target: { value: "Mistake" } });
    await userEvent.click(within(form).getByRole("button", { name: "Adjust balance" }));
    await waitFor(() => expect(within(form).getByLabelText(/^Amount to add or take/)).toHaveAccessibleDescription("The balance cannot go below zero: at most $38.00 can be taken."));
    expect(sent.adjust).toEqual([{ amount: -5000, note: "Mistake" }]);
    expect(toastNow()).toMatchObject({ title: "Error", variant: "destructive" });
  });

  it("voids only with a note and after a confirmation; a voided card is read-only", async () => {
    const sent = serve([BOUGHT]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const dialog = await openCard("View the gift card •••• 6WCE", "Gift card •••• 6WCE");
    await within(dialog).findByRole("table", { name: "Ledger" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Void" }));
    const form = within(dialog).getByRole("form", { name: "Void this card" });
    await userEvent.click(within(form).getByRole("button", { name: "Void card…" }));
    expect(within(form).getByLabelText(/^Note/)).toHaveAccessibleDescription("Write a note: it stays in the card's ledger.");
    expect(screen.queryByRole("dialog", { name: "Void this gift card?" })).not.toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText(/^Note/), "Reported stolen");
    await userEvent.click(within(form).getByRole("button", { name: "Void card…" }));
    const confirm = await screen.findByRole("dialog", { name: "Void this gift card?" });
    expect(confirm).toHaveTextContent("Voiding is final: its balance of $38.00 can no longer be spent");
    // Cancel first: nothing is sent.
    await userEvent.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Void this gift card?" })).not.toBeInTheDocument());
    expect(sent.void).toEqual([]);
    await userEvent.click(within(form).getByRole("button", { name: "Void card…" }));
    await userEvent.click(within(await screen.findByRole("dialog", { name: "Void this gift card?" })).getByRole("button", { name: "Void card" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Gift card voided.", variant: "default" }));
    expect(sent.void).toEqual([{ note: "Reported stolen" }]);
    expect(await within(dialog).findByText("This card is voided: it can no longer be spent or changed.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Adjust balance" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Void" })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId("gift-card-status")).toHaveTextContent("Voided");
  });

  it("offers no action on a voided card", async () => {
    serve([VOIDED]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const dialog = await openCard("View the gift card •••• Q7XZ", "Gift card •••• Q7XZ");
    expect(within(dialog).getByText("This card is voided: it can no longer be spent or changed.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Adjust balance" })).not.toBeInTheDocument();
  });

  it("issues a card: checks the draft, sends minor units, and opens the new card", async () => {
    const sent = serve([BOUGHT]);
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    await screen.findByRole("table", { name: "Gift cards" });
    await userEvent.click(screen.getByRole("button", { name: "Issue a gift card" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue a gift card" });
    const field = (name: RegExp) => within(dialog).getByLabelText<HTMLInputElement>(name);
    const today = field(/^Arrives on/).value;
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(field(/^Arrives on/)).toHaveAttribute("min", today);
    expect(within(dialog).getByRole("combobox", { name: "Language of the email" })).toHaveValue("en");

    await userEvent.click(within(dialog).getByRole("button", { name: "Issue gift card" }));
    expect(field(/^Amount/)).toHaveAccessibleDescription("Enter the amount.");
    expect(field(/^Recipient's name/)).toHaveAccessibleDescription("Enter the recipient's name.");
    expect(field(/^Recipient's email/)).toHaveAccessibleDescription("Enter the recipient's email address.");
    expect(sent.issue).toEqual([]);

    fireEvent.change(field(/^Amount/), { target: { value: "75" } });
    fireEvent.change(field(/^Recipient's name/), { target: { value: "Yael" } });
    fireEvent.change(field(/^Recipient's email/), { target: { value: "yael@" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue gift card" }));
    expect(field(/^Recipient's email/)).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    expect(field(/^Amount/)).not.toHaveAttribute("aria-invalid", "true");

    fireEvent.change(field(/^Recipient's email/), { target: { value: "Yael@Example.com" } });
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "Language of the email" }), "he");
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: "Sorry!" } });
    fireEvent.change(field(/^Note/), { target: { value: "Late delivery" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue gift card" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Gift card issued.", variant: "default" }));
    expect(sent.issue).toEqual([{ amount: 7500, recipientName: "Yael", recipientEmail: "yael@example.com", language: "he", message: "Sorry!", senderName: "", deliverOn: today, note: "Late delivery" }]);
    const card = await screen.findByRole("dialog", { name: "Gift card for Yael" });
    expect(await within(card).findByRole("table", { name: "Ledger" })).toHaveTextContent("Late delivery");
  });

  it("puts the server's field errors under the issue form's fields", async () => {
    serve([BOUGHT], {
      issue: () =>
        jsonResponse(
          {
            success: false,
            code: "request.validation",
            message: "Please correct the highlighted fields and try again.",
            errors: { deliverOn: "The day it arrives cannot be in the past.", recipientName: "The recipient's name must be at most 80 characters." },
          },
          400,
        ),
    });
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    await screen.findByRole("table", { name: "Gift cards" });
    await userEvent.click(screen.getByRole("button", { name: "Issue a gift card" }));
    const dialog = await screen.findByRole("dialog", { name: "Issue a gift card" });
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: "20" } });
    fireEvent.change(within(dialog).getByLabelText(/^Recipient's name/), { target: { value: "Yael" } });
    fireEvent.change(within(dialog).getByLabelText(/^Recipient's email/), { target: { value: "yael@example.com" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Issue gift card" }));
    await waitFor(() => expect(within(dialog).getByLabelText(/^Arrives on/)).toHaveAccessibleDescription("The day it arrives cannot be in the past."));
    expect(within(dialog).getByLabelText(/^Recipient's name/)).toHaveAccessibleDescription("The recipient's name must be at most 80 characters.");
    expect(toastNow()).toMatchObject({ title: "Error", description: "Please correct the highlighted fields and try again.", variant: "destructive" });
  });

  it("reads in Hebrew", async () => {
    await i18n.changeLanguage("he");
    serve([BOUGHT, SCHEDULED, VOIDED], { pageSize: 2 });
    renderWithSession(<AdminGiftCardsPage />, { user: ADMIN });
    const table = await screen.findByRole("table", { name: "כרטיסי מתנה" });
    const [, bought, scheduled] = within(table).getAllByRole("row");
    expect(within(bought!).getByTestId("gift-card-status")).toHaveTextContent("פעיל");
    expect(within(bought!).getByTestId("gift-card-source")).toHaveTextContent("נקנה על ידי Noa Cohen");
    expect(within(scheduled!).getByTestId("gift-card-source")).toHaveTextContent("הונפק ידנית");
    expect(screen.getByText("מוצגים 2 כרטיסי מתנה")).toBeInTheDocument();
  });
});
