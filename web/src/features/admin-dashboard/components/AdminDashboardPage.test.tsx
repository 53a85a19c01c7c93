import type { FeatureImage } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { fakeUploadXhr } from "@/shared/api/testing/fakeUploadXhr";
import { toastStore } from "@/shared/toast";
import { ADMIN, deferred, fakeApi, jsonResponse, pagedList } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { AdminDashboardPage } from "./AdminDashboardPage";

const LIST = "GET /api/common/feature/all";
const REORDER = "PUT /api/common/feature/reorder";
const OVERVIEW = "GET /api/admin/overview";
const OVERVIEW_DATA = { today: { paidOrders: 1, revenue: 2550 }, week: { paidOrders: 4, revenue: 123450 }, awaitingShipment: 3, lowStock: 2 };
const ADD = "POST /api/common/feature/add";
const UPLOAD = "POST /api/admin/products/upload-image";
const UPLOADED_URL = "https://cdn.test/uploads/banner.jpg";

const BLANK = { headline: "", headlineHe: "", text: "", textHe: "", alt: "", altHe: "", link: "", order: 0, active: true };
const banner = (id: string, image: string, extra: Partial<FeatureImage> = {}): FeatureImage => ({ _id: id, image, ...BLANK, ...extra });
const B1: FeatureImage = banner("b1", "https://cdn.test/b1.jpg");
const B2: FeatureImage = banner("b2", "https://cdn.test/b2.jpg");

type Routes = NonNullable<NonNullable<Parameters<typeof fakeApi>[0]>["routes"]>;

/** An in-memory banners API; `extra` replaces any route. */
function serve(banners: FeatureImage[], extra: Routes = {}) {
  let store = [...banners];
  const sent: Record<string, unknown[]> = {};
  const routes: Routes = {
    [LIST]: pagedList(() => store, 10),
    [UPLOAD]: () => jsonResponse({ success: true, result: { url: UPLOADED_URL } }),
    [OVERVIEW]: () => jsonResponse({ success: true, data: OVERVIEW_DATA }),
    [ADD]: ({ body }) => {
      (sent[ADD] ??= []).push(body);
      const added = banner(`b${store.length + 10}`, (body as { image: string }).image);
      store = [...store, added];
      return jsonResponse({ success: true, message: "Feature image uploaded", data: added });
    },
  };
  routes[REORDER] = ({ body }) => {
    (sent[REORDER] ??= []).push(body);
    const ids = (body as { ids: string[] }).ids;
    store = ids.map((id) => store.find((b) => b._id === id)).filter((b) => b !== undefined);
    return jsonResponse({ success: true, message: "Banner order saved", data: store });
  };
  for (const item of banners) {
    routes[`DELETE /api/common/feature/delete/${item._id}`] = () => {
      (sent[`DELETE ${item._id}`] ??= []).push(null);
      store = store.filter((b) => b._id !== item._id);
      return jsonResponse({ success: true, message: "Feature image deleted", data: { _id: item._id } });
    };
    routes[`PUT /api/common/feature/update/${item._id}`] = ({ body }) => {
      (sent[`PUT ${item._id}`] ??= []).push(body);
      const link = (body as { link: string }).link;
      if (link.startsWith("http")) {
        return jsonResponse({ success: false, code: "request.validation", message: "Please correct the highlighted fields and try again.", errors: { link: "The link must be a page of the shop." } }, 400);
      }
      store = store.map((b) => (b._id === item._id ? { ...b, ...(body as Partial<FeatureImage>) } : b));
      return jsonResponse({ success: true, message: "Banner saved", data: store.find((b) => b._id === item._id) });
    };
  }
  const fetch = fakeApi({ user: ADMIN, routes: { ...routes, ...extra } });
  return { fetch, sent };
}

const toastNow = () => toastStore.getSnapshot();
const jpeg = (name = "banner.jpg", bytes = 4096) => new File([new Uint8Array(bytes)], name, { type: "image/jpeg" });
const bannerList = () => screen.getByRole("list", { name: "Current banners" });

afterEach(() => vi.unstubAllGlobals());

describe("AdminDashboardPage", () => {
  it("shows the current banners as thumbnails, each with a Delete button", async () => {
    serve([B1, B2]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeInTheDocument();
    await screen.findByRole("img", { name: "Banner 1" });
    const items = within(bannerList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole("img", { name: "Banner 1" })).toHaveAttribute("src", B1.image);
    expect(within(items[1]!).getByRole("img", { name: "Banner 2" })).toHaveAttribute("src", B2.image);
    expect(within(items[1]!).getByRole("button", { name: "Delete banner 2" })).toBeInTheDocument();
  });

  it("shows the loading state, then the empty state", async () => {
    const answer = deferred<Response>();
    serve([], { [LIST]: () => answer.promise });
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    expect(screen.getByText("Loading banners…").closest("[role='status']")).toHaveAttribute("aria-busy", "true");
    answer.resolve(jsonResponse({ success: true, data: [], nextCursor: null }));
    expect(await screen.findByRole("heading", { name: "No banners yet" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Current banners" })).not.toBeInTheDocument();
  });

  it("shows a failed load with Retry", async () => {
    let fail = true;
    serve([B1], { [LIST]: () => (fail ? jsonResponse({ success: false, message: "Oops" }, 500) : jsonResponse({ success: true, data: [B1], nextCursor: null })) });
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByRole("heading", { name: "Couldn't load the banners" })).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("img", { name: "Banner 1" })).toBeInTheDocument();
  });

  it("uploads with a local preview and a progress bar, then adds the banner: toast, list refreshed, upload cleared", async () => {
    const user = userEvent.setup();
    const api = serve([B1]);
    const xhr = fakeUploadXhr({ manual: true });
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole("img", { name: "Banner 1" });
    const add = screen.getByRole("button", { name: "Add banner" });
    expect(add).toBeDisabled();

    const input = screen.getByLabelText("Choose an image");
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/gif");
    await user.upload(input, jpeg());
    expect(screen.getByRole("img", { name: "Preview of the chosen image" }).getAttribute("src")).toMatch(/^blob:/);
    expect(screen.getByTestId("image-upload-placeholder")).toBeInTheDocument();
    xhr.last()!.progress(1024, 4096);
    await waitFor(() => expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuenow", "25"));
    expect(screen.getByText("Uploading… 25%")).toBeInTheDocument();
    expect(add).toBeDisabled();
    xhr.last()!.progress(4096, 4096);
    expect(await screen.findByText("Processing the image…")).toBeInTheDocument();

    await xhr.last()!.respond();
    expect(await screen.findByText("Uploaded banner.jpg")).toBeInTheDocument();
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(add).toBeEnabled();

    await user.click(add);
    await waitFor(() => expect(api.sent[ADD]).toEqual([{ image: UPLOADED_URL }]));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Feature image uploaded", variant: "default" }));
    expect(await screen.findByRole("img", { name: "Banner 2" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add banner" })).toBeDisabled();
    expect(screen.getByText("No image yet")).toBeInTheDocument();
  });

  it("refuses the wrong type and files over 5 MB on the spot, sending nothing", async () => {
    const user = userEvent.setup({ applyAccept: false });
    serve([]);
    const xhr = fakeUploadXhr();
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole("heading", { name: "No banners yet" });
    const input = screen.getByLabelText("Choose an image");
    await user.upload(input, new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" }));
    expect(screen.getByText("“logo.svg” is not a JPEG, PNG, WebP or GIF image. Choose an image in one of those formats.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    await user.upload(input, jpeg("poster.jpg", 5 * 1024 * 1024 + 1));
    expect(screen.getByText("“poster.jpg” is 5.0 MB; the largest image the shop takes is 5 MB. Choose a smaller one.")).toBeInTheDocument();
    expect(xhr.uploads).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Add banner" })).toBeDisabled();
  });

  it("toasts the server's message when the upload or the add fails", async () => {
    const user = userEvent.setup();
    let uploadFails = true;
    serve([], {
      [UPLOAD]: () =>
        uploadFails
          ? jsonResponse({ success: false, message: "That file is not an image the shop can store." }, 400)
          : jsonResponse({ success: true, result: { url: UPLOADED_URL } }),
      [ADD]: () => jsonResponse({ success: false, message: "Upload the image first." }, 400),
    });
    fakeUploadXhr();
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole("heading", { name: "No banners yet" });
    await user.upload(screen.getByLabelText("Choose an image"), jpeg());
    await waitFor(() =>
      expect(toastNow()).toMatchObject({ title: "The image could not be uploaded", description: "That file is not an image the shop can store.", variant: "destructive" }),
    );
    expect(screen.getByLabelText("Choose an image")).toHaveAccessibleDescription(expect.stringContaining("That file is not an image the shop can store."));

    uploadFails = false;
    await user.upload(screen.getByLabelText("Choose an image"), jpeg());
    await screen.findByText("Uploaded banner.jpg");
    await user.click(screen.getByRole("button", { name: "Add banner" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Error", description: "Upload the image first.", variant: "destructive" }));
    // The upload stays, so the admin can try again.
    expect(screen.getByRole("button", { name: "Add banner" })).toBeEnabled();
  });

  it("deletes a banner only after confirming", async () => {
    const user = userEvent.setup();
    const api = serve([B1, B2]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await user.click(await screen.findByRole("button", { name: "Delete banner 2" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete this banner?" });
    expect(dialog).toHaveTextContent("Banner 2 will no longer show in the home page carousel.");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(api.sent["DELETE b2"]).toBeUndefined();

    await user.click(screen.getByRole("button", { name: "Delete banner 2" }));
    dialog = await screen.findByRole("dialog", { name: "Delete this banner?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete banner" }));
    await waitFor(() => expect(api.sent["DELETE b2"]).toHaveLength(1));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Feature image deleted" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(within(bannerList()).getAllByRole("listitem")).toHaveLength(1));
  });

  it("toasts the server's message when a delete fails", async () => {
    const user = userEvent.setup();
    serve([B1], { "DELETE /api/common/feature/delete/b1": () => jsonResponse({ success: false, code: "banner.notFound", message: "Feature image not found" }, 404) });
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await user.click(await screen.findByRole("button", { name: "Delete banner 1" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete banner" }));
    await waitFor(() => expect(toastNow()).toMatchObject({ title: "Error", description: "Feature image not found", variant: "destructive" }));
  });

  it("speaks Hebrew", async () => {
    await i18n.changeLanguage("he");
    serve([B1]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByRole("img", { name: "באנר 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "מחיקה: באנר 1" })).toBeInTheDocument();
    expect(screen.getByLabelText("בחירת תמונה")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "הוספת באנר" })).toBeDisabled();
  });
});

describe("AdminDashboardPage: the banner cap and paging", () => {
  const banners = (count: number) => Array.from({ length: count }, (_, i) => banner(`c${i + 1}`, `https://cdn.test/c${i + 1}.jpg`));

  it("says the home page is full at 10 banners and keeps Add banner off, even after an upload", async () => {
    const user = userEvent.setup();
    serve(banners(10));
    const xhr = fakeUploadXhr();
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole("img", { name: "Banner 10" });
    expect(screen.getByText("The home page already has 10 banners, the most it holds. Delete one to add another.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Choose an image"), jpeg());
    await xhr.last()!.respond();
    expect(await screen.findByText("Uploaded banner.jpg")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add banner" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Load more banners" })).not.toBeInTheDocument();
  });

  it("asks for one page of 10 and offers the rest of banners stored beyond the cap some other way", async () => {
    const { fetch } = serve(banners(12));
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole("img", { name: "Banner 10" });
    expect(within(bannerList()).getAllByRole("listitem")).toHaveLength(10);
    const first = fetch.mock.calls.find(([url]) => String(url).startsWith("/api/common/feature/all"));
    expect(String(first?.[0])).toBe("/api/common/feature/all?pageSize=10");
    fireEvent.click(screen.getByRole("button", { name: "Load more banners" }));
    expect(await screen.findByRole("img", { name: "Banner 12" })).toBeInTheDocument();
    expect(within(bannerList()).getAllByRole("listitem")).toHaveLength(12);
  });
});

describe("AdminDashboardPage: banner texts, order and switch", { timeout: 30_000 }, () => {
  it("moves a banner earlier, sending every id in the new order", async () => {
    const user = userEvent.setup();
    const { sent } = serve([B1, B2]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await screen.findByRole("img", { name: "Banner 2" });
    expect(screen.getByRole("button", { name: "Move banner 1 earlier" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move banner 2 earlier" }));
    await waitFor(() => expect(sent[REORDER]).toEqual([{ ids: ["b2", "b1"] }]));
    await waitFor(() => expect(within(bannerList()).getAllByRole("img")[0]).toHaveAttribute("src", B2.image));
  });

  it("hides a banner from the home page with its switch, keeping its texts", async () => {
    const user = userEvent.setup();
    const withText = banner("b1", "https://cdn.test/b1.jpg", { headline: "Ruby season", alt: "A ruby heart" });
    const { sent } = serve([withText]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByRole("img", { name: "A ruby heart" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "1. Ruby season" })).toBeInTheDocument();
    await user.click(screen.getByRole("switch", { name: "Show on the home page" }));
    await waitFor(() =>
      expect(sent["PUT b1"]).toEqual([{ headline: "Ruby season", headlineHe: "", text: "", textHe: "", alt: "A ruby heart", altHe: "", link: "", active: false }]),
    );
    expect(await screen.findByText("Hidden")).toBeInTheDocument();
  });

  it("edits the texts in both languages and the link; a refused link shows under its field", async () => {
    const user = userEvent.setup();
    const { sent } = serve([B1]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    await user.click(await screen.findByRole("button", { name: "Edit banner 1" }));
    const sheet = await screen.findByRole("dialog", { name: "Edit banner 1" });
    fireEvent.change(within(sheet).getByLabelText("Headline (English)"), { target: { value: "Ruby season" } });
    fireEvent.change(within(sheet).getByLabelText("Headline (Hebrew)"), { target: { value: "עונת הרובי" } });
    expect(within(sheet).getByLabelText("Headline (Hebrew)")).toHaveAttribute("dir", "rtl");
    await user.click(within(sheet).getByRole("combobox", { name: "The button leads to" }));
    await user.click(await screen.findByRole("option", { name: "Another shop page…" }));
    fireEvent.change(within(sheet).getByLabelText("Shop page"), { target: { value: "https://elsewhere.test" } });
    await user.click(within(sheet).getByRole("button", { name: "Save banner" }));
    expect(await within(sheet).findByText("The link must be a page of the shop.")).toBeInTheDocument();
    fireEvent.change(within(sheet).getByLabelText("Shop page"), { target: { value: "/shop/about" } });
    await user.click(within(sheet).getByRole("button", { name: "Save banner" }));
    await waitFor(() => expect(sent["PUT b1"]?.at(-1)).toMatchObject({ headline: "Ruby season", headlineHe: "עונת הרובי", link: "/shop/about", active: true }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Edit banner 1" })).not.toBeInTheDocument());
  });
});

describe("AdminDashboardPage: the owner's overview", () => {
  it("shows paid orders and revenue, orders to ship and low stock above the banners, each linking to its list", async () => {
    serve([B1]);
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    const overview = await screen.findByRole("region", { name: "At a glance" });
    const today = await within(overview).findByTestId("overview-today");
    expect(today).toHaveTextContent("Paid today$25.501 paid order");
    expect(within(overview).getByTestId("overview-week")).toHaveTextContent("$1,234.50");
    expect(within(overview).getByTestId("overview-week")).toHaveTextContent("4 paid orders");
    expect(within(overview).getByTestId("overview-ship")).toHaveTextContent("3");
    expect(within(overview).getByRole("link", { name: "See products: Products low in stock" })).toHaveAttribute("href", "/admin/products");
    expect(within(overview).getByRole("link", { name: "See orders: Orders waiting to be shipped" })).toHaveAttribute("href", "/admin/orders");
    // Above the banner manager.
    const banners = screen.getByRole("heading", { name: "Current banners" });
    expect(overview.compareDocumentPosition(banners) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // An answer without today's handovers shows no tile for them.
    expect(within(overview).queryByTestId("overview-pickups")).not.toBeInTheDocument();
  });

  it("counts the products not fully declared, linking to the products, in Hebrew's forms too", async () => {
    serve([B1], { [OVERVIEW]: () => jsonResponse({ success: true, data: { ...OVERVIEW_DATA, undeclaredProducts: 3 } }) });
    const view = renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    const overview = await screen.findByRole("region", { name: "At a glance" });
    const tile = await within(overview).findByTestId("overview-undeclared");
    expect(tile).toHaveTextContent("Declarations to complete33 products not fully declared");
    expect(within(overview).getByRole("link", { name: "See products: Declarations to complete" })).toHaveAttribute("href", "/admin/products");
    view.unmount();

    serve([B1], { [OVERVIEW]: () => jsonResponse({ success: true, data: { ...OVERVIEW_DATA, undeclaredProducts: 1 } }) });
    const one = renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    expect(await screen.findByTestId("overview-undeclared")).toHaveTextContent("1 product not fully declared");
    one.unmount();

    await i18n.changeLanguage("he");
    try {
      for (const [count, words] of [[1, "מוצר אחד בלי הצהרה מלאה"], [2, "2 מוצרים בלי הצהרה מלאה"], [7, "7 מוצרים בלי הצהרה מלאה"], [0, "לכל המוצרים יש הצהרה מלאה"]] as const) {
        serve([B1], { [OVERVIEW]: () => jsonResponse({ success: true, data: { ...OVERVIEW_DATA, undeclaredProducts: count } }) });
        const he = renderWithSession(<AdminDashboardPage />, { user: ADMIN });
        expect(await screen.findByTestId("overview-undeclared")).toHaveTextContent(words);
        he.unmount();
      }
    } finally {
      await i18n.changeLanguage("en");
    }
  });

  it("counts today's pickups and deliveries, each linking to the Production screen", async () => {
    serve([B1], { [OVERVIEW]: () => jsonResponse({ success: true, data: { ...OVERVIEW_DATA, pickupsToday: 5, deliveriesToday: 2 } }) });
    renderWithSession(<AdminDashboardPage />, { user: ADMIN });
    const overview = await screen.findByRole("region", { name: "At a glance" });
    expect(await within(overview).findByTestId("overview-pickups")).toHaveTextContent("Pickups today5");
    expect(within(overview).getByTestId("overview-deliveries")).toHaveTextContent("Deliveries today2");
    expect(within(overview).getByRole("link", { name: "See production: Pickups today" })).toHaveAttribute("href", "/admin/production");
    expect(within(overview).getByRole("link", { name: "See production: Deliveries today" })).toHaveAttribute("href", "/admin/production");
  });
});
