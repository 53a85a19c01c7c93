import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazyWithPreload";

describe("lazyWithPreload", () => {
  it("downloads once, from preload or the first render", async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>Cart</p> }));
    const CartSheet = lazyWithPreload(load);
    await CartSheet.preload();
    await CartSheet.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <CartSheet />
      </Suspense>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("renders a loaded component at once, with no fallback in between (a navigation shows the new screen with its address)", async () => {
    const Page = lazyWithPreload(() => Promise.resolve({ default: () => <h1>Contact</h1> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: React.lazy over a plain resolved promise would show "Loading" first.
    expect(screen.getByRole("heading", { name: "Contact" })).toBeInTheDocument();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("tries again after a failed download (offline, or a deploy replaced the file)", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ default: () => <p>Menu</p> });
    const Menu = lazyWithPreload(load);
    await Menu.preload();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Menu />
        </Suspense>,
      );
    });
    expect(await screen.findByText("Menu")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
