import { Suspense, act, lazy, useEffect, useState, type ComponentType } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import INDEX_HTML from "../../index.html?raw";

/** index.html's one inline script (its hash is in the Content-Security-Policy: functions' storefront/page.test.ts). */
const EARLY_TAP_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(INDEX_HTML)?.[1] ?? "";

function AddToCart({ onTap }: { onTap: () => void }) {
  return (
    <button type="button" onClick={onTap}>
      Add to cart
    </button>
  );
}

let root: Root | undefined;

/** The server's HTML of `element` in #root, as a storefront page arrives before its JavaScript. */
function serverRender(html: string): HTMLElement {
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe("taps and typing on the server-rendered page before hydration (index.html)", () => {
  beforeAll(() => {
    expect(EARLY_TAP_SCRIPT).toContain("__reactProps$");
    // Runs the page's inline script, as the browser does before the app loads.
    new Function(EARLY_TAP_SCRIPT)();
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = "";
  });

  it("keeps a tap made before the app runs and plays it once React owns the button", async () => {
    const container = serverRender(renderToString(<AddToCart onTap={() => {}} />));
    const onTap = vi.fn();
    container.querySelector("button")!.click();

    await act(async () => {
      root = hydrateRoot(container, <AddToCart onTap={onTap} />);
    });
    await vi.waitFor(() => expect(onTap).toHaveBeenCalledTimes(1));
    // Once hydrated, taps reach React directly, once each.
    container.querySelector("button")!.click();
    expect(onTap).toHaveBeenCalledTimes(2);
  });

  it("keeps a tap inside a page whose code is still loading after the app started (the e2e's lost 'View details')", async () => {
    const container = serverRender(
      renderToString(
        <Suspense fallback={<p>Loading</p>}>
          <AddToCart onTap={() => {}} />
        </Suspense>,
      ),
    );
    let loadPage: (page: { default: ComponentType<{ onTap: () => void }> }) => void = () => {};
    const LazyAddToCart = lazy(() => new Promise<{ default: ComponentType<{ onTap: () => void }> }>((resolve) => (loadPage = resolve)));
    const onTap = vi.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback={<p>Loading</p>}>
          <LazyAddToCart onTap={onTap} />
        </Suspense>,
      );
    });
    container.querySelector("button")!.click();
    expect(onTap).not.toHaveBeenCalled();

    await act(async () => loadPage({ default: AddToCart }));
    await vi.waitFor(() => expect(onTap).toHaveBeenCalledTimes(1));
  });

  it("plays a kept checkbox tap as React's change, and leaves links to the browser", async () => {
    function Filter({ onChange }: { onChange: (checked: boolean) => void }) {
      const [checked, setChecked] = useState(false);
      return (
        <label>
          <input
            type="checkbox"
            checked={checked}
            onChange={(event) => {
              setChecked(event.target.checked);
              onChange(event.target.checked);
            }}
          />
          Truffles
          <a href="#truffles">more</a>
        </label>
      );
    }
    const container = serverRender(renderToString(<Filter onChange={() => {}} />));
    const checkbox = container.querySelector("input")!;
    checkbox.click();
    // The browser's own toggle is stopped until React can answer it.
    expect(checkbox.checked).toBe(false);
    const link = container.querySelector("a")!;
    const linkFollowed = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener("click", linkFollowed);
    link.click();
    expect(linkFollowed).toHaveBeenCalledTimes(1);

    const onChange = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <Filter onChange={onChange} />);
    });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
    expect(checkbox.checked).toBe(true);
  });

  it("keeps text typed into a server-rendered field before hydration, through React's later renders", async () => {
    function ContactName({ onName }: { onName: (name: string) => void }) {
      const [name, setName] = useState("");
      const [, setRendered] = useState(false);
      // A render after hydration (as the app's language and session effects cause) writes the state's value back.
      useEffect(() => setRendered(true), []);
      return (
        <input
          aria-label="Name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            onName(event.target.value);
          }}
        />
      );
    }
    const container = serverRender(renderToString(<ContactName onName={() => {}} />));
    const field = container.querySelector("input")!;
    typeNatively(field, "Noa");

    const onName = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <ContactName onName={onName} />);
    });
    await vi.waitFor(() => expect(onName).toHaveBeenLastCalledWith("Noa"));
    expect(field.value).toBe("Noa");

    // Typing after hydration is React's alone: the kept value never overwrites it.
    typeNatively(field, "Noam");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(field.value).toBe("Noam");
    expect(onName).toHaveBeenLastCalledWith("Noam");
  });

  it("lets the app empty a field once React holds the handed text (a form sent at once after typing)", async () => {
    function ContactForm({ onName }: { onName: (name: string) => void }) {
      const [name, setName] = useState("");
      return (
        <form>
          <input
            aria-label="Name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              onName(event.target.value);
            }}
          />
          {/* Sending succeeded: the form starts again empty. */}
          <button type="button" onClick={() => setName("")}>
            Send
          </button>
        </form>
      );
    }
    const container = serverRender(renderToString(<ContactForm onName={() => {}} />));
    const field = container.querySelector("input")!;
    typeNatively(field, "Noa");

    const onName = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, <ContactForm onName={onName} />);
    });
    await vi.waitFor(() => expect(onName).toHaveBeenLastCalledWith("Noa"));
    // Sent well within the half second the keeper would otherwise watch the handed text for.
    act(() => container.querySelector("button")!.click());
    expect(field.value).toBe("");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(field.value).toBe("");
    expect(onName).toHaveBeenCalledTimes(1);
  });
});

/** What a keyboard does to a field: the browser's own value change, then an `input` event. */
function typeNatively(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
