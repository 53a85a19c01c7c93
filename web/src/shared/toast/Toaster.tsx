import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyWithPreload } from "@/shared/lib/lazyWithPreload";
import { TOAST_HOTKEY } from "./toastStore";
import { useToast } from "./useToast";

const ToastView = lazyWithPreload(() => import("./ToastView"));

/**
 * Renders the current toast (MUI Snackbar + Alert) at the top of the screen, and a labelled
 * notification region F8 focuses (the toast itself when one shows); a toast dragged sideways past
 * 50 px is dismissed. The toast's parts are not first paint: ToastView loads at the shopper's first
 * tap, click or key press (nearly every toast answers one, and it is then long loaded), or with the
 * first toast; a page that is only looked at never downloads it.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { current } = useToast();
  const regionRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => onFirstInteraction(() => setWanted(true)), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      const alert = document.querySelector<HTMLElement>("[data-toast-alert]");
      (alert ?? regionRef.current)?.focus();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label={t("toast.region", { hotkey: TOAST_HOTKEY })}
      tabIndex={-1}
      style={{ outline: "none" }}
    >
      {(wanted || current) && (
        <Suspense fallback={null}>
          <ToastView current={current} closeLabel={t("toast.close")} />
        </Suspense>
      )}
    </div>
  );
}

const INTERACTIONS = ["pointerdown", "keydown", "touchstart"] as const;

/** Runs `task` once, at the first tap, click or key press on the page; answers the cancel. */
export function onFirstInteraction(task: () => void): () => void {
  const stop = () => INTERACTIONS.forEach((type) => window.removeEventListener(type, run, { capture: true }));
  function run() {
    stop();
    task();
  }
  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}
