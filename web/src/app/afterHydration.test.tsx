import { Suspense, act, lazy, useEffect, useSyncExternalStore } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isFullyHydrated, whenHydrated } from "./afterHydration";

// Real timers drive the wait; React is told renders happen under act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in for the i18n instance: the page's words, read during render, changed from outside React. */
let language = "en";
const listeners = new Set<() => void>();
const languageStore = {
  subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
  get: () => language,
  set: (next: string) => ((language = next), listeners.forEach((listener) => listener())),
};
const words = (lng: string) => (lng === "he" ? "שלום" : "Hello");

function Page() {
  // Like useTranslation: reads the instance's current language while rendering.
  const lng = useSyncExternalStore(languageStore.subscribe, languageStore.get, languageStore.get);
  return <p>{words(lng)}</p>;
}

function Shell({ onFirstCommit, page }: { onFirstCommit: () => void; page: React.ReactNode }) {
  useEffect(onFirstCommit, [onFirstCommit]);
  return (
    <main>
      <h1>Shop</h1>
      <Suspense fallback={<p>Loading</p>}>{page}</Suspense>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  language = "en";
});

/** The server's English page in #root, and a lazy page (its chunk) the test releases. */
function serverPage() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Shell onFirstCommit={() => {}} page={<Page />} />);
  document.body.append(container);
  let release: () => void = () => {};
  const chunk = new Promise<{ default: typeof Page }>((resolve) => (release = () => resolve({ default: Page })));
  return { container, LazyPage: lazy(() => chunk), release: () => release() };
}

describe("whenHydrated (app/afterHydration)", () => {
  it("waits for the page inside a Suspense boundary, not only the root's first commit", async () => {
    const { container, LazyPage, release } = serverPage();
    const then = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Shell onFirstCommit={() => whenHydrated(container, then, { every: 5 })} page={<LazyPage />} />);
    });
    expect(isFullyHydrated(container)).toBe(false); // the root is React's, the page not yet
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(then).not.toHaveBeenCalled();
    await act(async () => release());
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
    expect(isFullyHydrated(container)).toBe(true);
  });

  it("lets a language change made then reach a hydrated page: no mismatch, the server's HTML kept and updated", async () => {
    const { container, LazyPage, release } = serverPage();
    const serverParagraph = container.querySelector("p");
    const onRecoverableError = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container,
        <Shell onFirstCommit={() => whenHydrated(container, () => act(() => languageStore.set("he")), { every: 5 })} page={<LazyPage />} />,
        { onRecoverableError },
      );
    });
    await act(async () => release());
    await vi.waitFor(() => expect(container.querySelector("p")?.textContent).toBe("שלום"));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("p")).toBe(serverParagraph);
  });

  it("gives up waiting after `atMost` (a page part React never takes over)", async () => {
    const container = document.createElement("div");
    container.innerHTML = "<section><p>Not React's</p></section>";
    const then = vi.fn();
    whenHydrated(container, then, { every: 5, atMost: 20 });
    await vi.waitFor(() => expect(then).toHaveBeenCalledTimes(1));
  });
});
