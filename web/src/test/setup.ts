import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { i18n } from "@/shared/i18n";
import { addAllCatalogues } from "@/shared/i18n/catalogues/all";
import { toastStore } from "@/shared/toast";

// jsdom has no PointerEvent; without it Testing Library's pointer events lose clientX/pointerId.
if (typeof window.PointerEvent === "undefined") {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? "mouse";
    }
  }
  window.PointerEvent = PointerEventPolyfill as unknown as typeof PointerEvent;
}

// Whole-app tests wait for lazily loaded pages, which Vite transforms on first import: on a busy
// two-core CI machine that takes longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Both languages in memory at once, as on the server: tests switch languages without waiting for chunks.
addAllCatalogues(i18n);

// jsdom does not scroll; app/routes/ScrollReset calls this on every navigation.
window.scrollTo = () => {};

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  await i18n.changeLanguage("en");
});

afterEach(() => {
  cleanup();
  toastStore.remove();
});
