import { Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { lazyPanel } from "@/shared/lib/lazyPanel";
import { TOAST_HOTKEY } from "./toastStore";
import { useToast } from "./useToast";

const ToastView = lazyPanel(() => import("./ToastView"));

/**
 * Renders the current toast (MUI Snackbar + Alert) at the top of the screen, and a labelled
 * notification region F8 focuses (the toast itself when one shows); a toast dragged sideways past
 * 50 px is dismissed. The toast's parts are not first paint: ToastView loads once the page is idle
 * (or with the first toast), so a toast raised later shows at once.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { current } = useToast();
  const regionRef = useRef<HTMLDivElement>(null);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

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
      {(idle || current) && (
        <Suspense fallback={null}>
          <ToastView current={current} closeLabel={t("toast.close")} />
        </Suspense>
      )}
    </div>
  );
}

/** Runs `task` when the browser is idle (soon after a timeout where it cannot say); answers the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
