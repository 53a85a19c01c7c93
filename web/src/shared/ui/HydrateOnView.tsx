import { Suspense, memo, use, useId, type ReactNode } from "react";
import { i18n, i18nReady } from "@/shared/i18n";

/**
 * A part of a server-rendered page that React takes over (hydrates) once it comes near the screen or is
 * touched, not while the page starts. Until then it is the server's HTML: drawn, readable, its links
 * working; a tap on a button in it is kept by index.html and played again once React owns the button.
 *
 * Hydrating a whole storefront page at once was most of a phone's start-up work: product tiles, catalog
 * tiles and the footer eight to twelve screens down, hydrated before the shopper could scroll to them.
 * Rendered on the client (a page reached in the app, a unit test), it renders at once like a fragment.
 *
 * How: the part is a Suspense boundary whose content waits (React's `use`) on a promise released by an
 * IntersectionObserver, a press or focus inside it; React keeps a boundary that waits during hydration
 * as the server drew it and hydrates it once released. An update must not reach a boundary that still
 * waits (React would drop the server's HTML for the fallback, here nothing): a render above with the
 * same children stops at a memo, new props release the part first, and so does a change that reaches
 * every part, a navigation or another language (`hydrateEveryHeldPart`).
 */
export function HydrateOnView({ children }: { children: ReactNode }) {
  return <HeldPart id={useId()}>{children}</HeldPart>;
}

const HeldPart = memo(
  function HeldPart({ id, children }: { id: string; children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <UntilSeen id={id}>{children}</UntilSeen>
      </Suspense>
    );
  },
  // New props for a part still held (another variant chosen, the shopper signed in): it hydrates now,
  // React first as the server drew it, then with the new props. Until then a render above passes nothing on.
  (before, after) => {
    const part = parts.get(before.id);
    if (!part || part.wait.status === "fulfilled") return false;
    if (before.children === after.children) return true;
    part.release();
    return false;
  },
);

function UntilSeen({ id, children }: { id: string; children: ReactNode }) {
  const wait = waitFor(id);
  if (wait) use(wait as Promise<void>);
  // `display: contents`: the wrapper takes no part in the layout (a grid's tile stays the grid's item).
  return (
    <div data-hydrate-on-view={id} style={{ display: "contents" }}>
      {children}
    </div>
  );
}

type Wait = Promise<void> & { status?: "fulfilled"; value?: undefined };
interface HeldPart {
  wait: Wait;
  release: () => void;
  element: Element;
  /** What the observer watches: the wrapper has no box of its own (`display: contents`). */
  box: Element;
}

/** The parts held during this page's hydration, by their React id (the same on the server and here). */
const parts = new Map<string, HeldPart>();
/** Set once everything was released: from then on nothing is held. */
let holding = true;
let observer: IntersectionObserver | undefined;

/** How near the screen a part starts hydrating, so it is usually React's by the time it is seen. */
const NEAR_PX = 100;

/** Whether React owns `element` (it marks the elements it owns with a "__reactProps$" key; index.html's keeper reads the same). */
export const ownedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactProps$"));

/** What the part's box is: the wrapper has none of its own (`display: contents`). */
const boxOf = (element: Element) => element.firstElementChild ?? element;

function nearScreen(element: Element): boolean {
  const box = boxOf(element).getBoundingClientRect();
  return box.top < window.innerHeight + NEAR_PX && box.bottom > -NEAR_PX;
}

/** The promise a part hydrating now waits on, or null to hydrate it at once. */
function waitFor(id: string): Wait | null {
  const held = parts.get(id);
  if (held) return held.wait.status === "fulfilled" ? null : held.wait;
  if (!holding || typeof document === "undefined" || typeof IntersectionObserver === "undefined") return null;
  // Only the server's HTML is held: a part the client renders (a page reached in the app) has an id no
  // server element carries.
  const element = document.querySelector(`[data-hydrate-on-view="${id}"]`);
  if (!element || ownedByReact(element) || nearScreen(element)) return null;
  let resolve = () => {};
  const wait: Wait = new Promise<void>((done) => (resolve = done));
  const box = boxOf(element);
  const part: HeldPart = {
    wait,
    element,
    box,
    release() {
      if (wait.status === "fulfilled") return;
      // Set as React reads a settled promise, so a render in this same task already finds it released.
      wait.status = "fulfilled";
      wait.value = undefined;
      observer?.unobserve(box);
      resolve();
    },
  };
  parts.set(id, part);
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) for (const part of parts.values()) if (part.box === entry.target) part.release();
      }
    },
    { rootMargin: `${NEAR_PX}px 0px` },
  );
  observer.observe(box);
  listenForTouches();
  return wait;
}

let listening = false;
function listenForTouches() {
  if (listening) return;
  listening = true;
  // Pressed or focused (a tap, a click, Tab into it) before it came near: that part hydrates now. Capture,
  // so it is released before React's own listeners look for the target's handlers.
  const onTouch = (event: Event) => {
    const target = event.target;
    if (target instanceof Node) for (const part of parts.values()) if (part.element.contains(target)) part.release();
  };
  for (const name of ["pointerdown", "focusin", "keydown"] as const) document.addEventListener(name, onTouch, { capture: true, passive: true });
}

/**
 * Hydrates every part still held, now. Before a change that reaches every part of the page (a navigation,
 * another language): React would otherwise replace a part it had not hydrated with nothing.
 */
export function hydrateEveryHeldPart() {
  holding = false;
  for (const part of parts.values()) part.release();
}

// Another language re-renders every part: each is React's before that render reaches it. Listened to once
// start-up has set the first language (i18next says "languageChanged" for that one too).
void i18nReady.finally(() => i18n.on("languageChanged", hydrateEveryHeldPart));
