import type { Review } from "@contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/shared/i18n";
import { SHOPPER, fakeApi, jsonResponse, pagedList } from "@/test/fakeApi";
import { renderWithSession } from "@/test/renderWithSession";
import { ReviewForm } from "./ReviewForm";
import { ReviewList } from "./ReviewList";

const LIST = "GET /api/shop/review/p1";

function review(n: number): Review {
  return {
    _id: `p1_u${n}`,
    productId: "p1",
    userId: `u${n}`,
    userName: `Taster ${n}`,
    reviewMessage: `Review number ${n}`,
    reviewValue: 4,
    verifiedPurchase: false,
    createdAt: "2026-03-05T12:30:00.000Z",
  };
}

/** Newest first, three a page, like the API (whose default is larger). */
function serve(initial: Review[]) {
  let store = [...initial];
  const fetch = fakeApi({
    user: SHOPPER,
    routes: {
      [LIST]: pagedList(() => store, 3),
      "POST /api/shop/review/add": ({ body }) => {
        const added = { ...review(99), ...(body as Partial<Review>), userName: SHOPPER.userName };
        store = [added, ...store];
        return jsonResponse({ success: true, message: "Review added successfully!", data: added, averageReview: 4 }, 201);
      },
    },
  });
  const cursors = () => fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/shop/review/p1")).map(([url]) => new URL(String(url), "http://x").searchParams.get("cursor"));
  return { cursors };
}

const messages = () => within(screen.getByRole("region", { name: "Reviews" })).getAllByRole("listitem").map((li) => li.textContent ?? "");

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage("en");
});

describe("ReviewList paging", () => {
  it("shows the first page, then the next one after Load more, and no button on the last page", async () => {
    const { cursors } = serve([1, 2, 3, 4, 5].map(review));
    renderWithSession(<ReviewList productId="p1" />, { user: SHOPPER });
    expect(await screen.findByText("Review number 1")).toBeInTheDocument();
    expect(messages()).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 3 reviews");

    fireEvent.click(screen.getByRole("button", { name: "Load more reviews" }));
    expect(await screen.findByText("Review number 5")).toBeInTheDocument();
    expect(messages()).toHaveLength(5);
    expect(screen.queryByRole("button", { name: "Load more reviews" })).not.toBeInTheDocument();
    expect(cursors()).toEqual([null, "3"]);
  });

  it("shows no Load more when everything fits one page", async () => {
    serve([review(1)]);
    renderWithSession(<ReviewList productId="p1" />, { user: SHOPPER });
    expect(await screen.findByText("Review number 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more reviews" })).not.toBeInTheDocument();
  });

  it("counts in Hebrew with its plural forms", async () => {
    await i18n.changeLanguage("he");
    serve([1, 2, 3, 4].map(review));
    renderWithSession(<ReviewList productId="p1" />, { user: SHOPPER });
    expect(await screen.findByRole("button", { name: "טעינת ביקורות נוספות" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("מוצגות 3 ביקורות");
  });

  it("after a new review, loads every page shown again: the new one first, none twice, none lost", async () => {
    serve([1, 2, 3, 4, 5].map(review));
    renderWithSession(
      <>
        <ReviewList productId="p1" />
        <ReviewForm productId="p1" />
      </>,
      { user: SHOPPER },
    );
    fireEvent.click(await screen.findByRole("button", { name: "Load more reviews" }));
    await screen.findByText("Review number 5");

    fireEvent.click(screen.getByRole("radio", { name: "5 stars" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Your review" }), { target: { value: "Brand new" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit review" }));

    await waitFor(() => expect(messages()[0]).toContain("Brand new"));
    // Two pages of three were shown; they hold the six reviews now, each once.
    await waitFor(() => expect(messages()).toHaveLength(6));
    expect(new Set(messages()).size).toBe(6);
    expect(messages().at(-1)).toContain("Review number 5");
  });
});

describe("ReviewList: a review whose writer deleted their account", () => {
  it("keeps the words and signs them Former customer, in both languages", async () => {
    serve([{ ...review(1), _id: "p1_former-x", userId: "", userName: "" }, review(2)]);
    renderWithSession(<ReviewList productId="p1" />, { user: SHOPPER });
    const region = await screen.findByRole("region", { name: "Reviews" });
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(2));
    expect(within(region).getAllByRole("listitem")[0]).toHaveTextContent(/Former customer.*Review number 1/);
    await i18n.changeLanguage("he");
    expect(await within(region).findByText("לקוח/ה לשעבר")).toBeInTheDocument();
    await i18n.changeLanguage("en");
  });
});
