import { act, useState, type ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type Module = typeof import("./HydrateOnView");

/** jsdom has no IntersectionObserver: this one lets the test say when a box comes near the screen. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static comeNear(element: Element) {
    for (const observer of FakeObserver.all) {
      if (!observer.watched.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

const owned = (element: Element | null) => Boolean(element) && Object.keys(element!).some((key) => key.startsWith("__reactProps$"));

let root: Root | undefined;
let HydrateOnView: Module["HydrateOnView"];
let hydrateEveryHeldPart: Module["hydrateEveryHeldPart"];

beforeEach(async () => {
  // The module remembers what it held for the page's one hydration: a fresh one per test.
  vi.resetModules();
  ({ HydrateOnView, hydrateEveryHeldPart } = await import("./HydrateOnView"));
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  // Everything marked data-below is far below the fold; the rest is on screen (jsdom's zero boxes).
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const below = this.closest("[data-below]") !== null;
    return { top: below ? 3000 : 0, bottom: below ? 3400 : 100, left: 0, right: 100, width: 100, height: below ? 400 : 100, x: 0, y: 0, toJSON() {} } as DOMRect;
  });
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Page({ label = "Truffle box", onTap = () => {} }: { label?: string; onTap?: () => void }) {
  return (
    <main>
      <button type="button">Above the fold</button>
      <HydrateOnView>
        <section data-below>
          <button type="button" onClick={onTap}>
            {label}
          </button>
        </section>
      </HydrateOnView>
    </main>
  );
}

/** The server's HTML of `page`, then hydrated by React; hydration errors are collected. */
async function serveAndHydrate(page: ReactNode, server: ReactNode = page) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(server);
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  const [above, below] = container.querySelectorAll("button");
  return { container, above, below, errors };
}

describe("HydrateOnView", () => {
  it("keeps a part below the fold as the server drew it until it comes near, then hydrates it", async () => {
    const onTap = vi.fn();
    const { container, above, below, errors } = await serveAndHydrate(<Page onTap={onTap} />);
    expect(owned(above)).toBe(true);
    expect(owned(below)).toBe(false);
    expect(below.isConnected).toBe(true);
    expect(below.textContent).toBe("Truffle box");

    await act(async () => FakeObserver.comeNear(container.querySelector("section")!));
    expect(owned(below)).toBe(true);
    // The same element, hydrated: not drawn again.
    expect(container.querySelectorAll("button")[1]).toBe(below);
    below.click();
    expect(onTap).toHaveBeenCalledTimes(1);
    expect(errors).toEqual([]);
  });

  it("hydrates a part near the screen at once", async () => {
    const NearPage = () => (
      <HydrateOnView>
        <button type="button">Add to cart</button>
      </HydrateOnView>
    );
    const { above: button, errors } = await serveAndHydrate(<NearPage />);
    expect(owned(button)).toBe(true);
    expect(FakeObserver.all).toHaveLength(0);
    expect(errors).toEqual([]);
  });

  it("hydrates a held part the shopper presses before it came near", async () => {
    const { below, errors } = await serveAndHydrate(<Page />);
    expect(owned(below)).toBe(false);
    await act(async () => below.dispatchEvent(new Event("pointerdown", { bubbles: true })));
    expect(owned(below)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("hydrates a held part given new props first, then shows them, never a blank in between", async () => {
    let rename: (label: string) => void = () => {};
    function Renamed() {
      const [label, setLabel] = useState("Truffle box");
      rename = setLabel;
      return <Page label={label} />;
    }
    const { container, below, errors } = await serveAndHydrate(<Renamed />);
    expect(owned(below)).toBe(false);
    const seen: string[] = [];
    const watcher = new MutationObserver(() => seen.push(container.querySelector("section")?.textContent ?? "(none)"));
    watcher.observe(container, { subtree: true, childList: true, characterData: true });

    await act(async () => rename("Praline box"));
    watcher.disconnect();
    expect(container.querySelector("section")?.textContent).toBe("Praline box");
    expect(owned(container.querySelectorAll("button")[1])).toBe(true);
    expect(seen).not.toContain("(none)");
    expect(errors).toEqual([]);
  });

  it("hydrates every held part at once when asked (a navigation, another language)", async () => {
    const { below, errors } = await serveAndHydrate(<Page />);
    expect(owned(below)).toBe(false);
    await act(async () => hydrateEveryHeldPart());
    expect(owned(below)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("hydrates every held part before another language reaches them", async () => {
    const { i18n, i18nReady } = await import("@/shared/i18n");
    await i18nReady;
    const { below, errors } = await serveAndHydrate(<Page />);
    expect(owned(below)).toBe(false);
    await act(async () => {
      await i18n.changeLanguage(i18n.resolvedLanguage === "he" ? "en" : "he");
    });
    expect(owned(below)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("renders at once when the client renders the page (no server HTML)", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect(container.querySelectorAll("button")).toHaveLength(2);
    expect(FakeObserver.all).toHaveLength(0);
  });
});
