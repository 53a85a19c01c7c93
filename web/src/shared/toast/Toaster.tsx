import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Snackbar from "@mui/material/Snackbar";
import { useEffect, useRef, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  toastStore,
  type ToastItem,
} from "./toastStore";
import { useToast } from "./useToast";

/**
 * Renders the current toast (MUI Snackbar + Alert) inside a labelled notification region. F8 moves
 * focus to the region; a toast dragged sideways past 50 px is dismissed.
 */
export function Toaster() {
  const { t } = useTranslation();
  const { current } = useToast();
  const regionRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      const alert = region?.querySelector<HTMLElement>("[role='alert']");
      (alert ?? region)?.focus();
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
      {current && <ToastSnackbar key={current.id} item={current} closeLabel={t("toast.close")} />}
    </div>
  );
}

function ToastSnackbar({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const swipe = useSwipeToDismiss(() => toastStore.dismiss(item.id));
  const destructive = item.variant === "destructive";

  return (
    <Snackbar
      open={item.open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== "clickaway") toastStore.dismiss(item.id);
      }}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      slotProps={{ transition: { onExited: () => toastStore.remove(item.id) } }}
    >
      <Alert
        {...swipe}
        tabIndex={-1}
        variant="filled"
        severity={destructive ? "error" : "success"}
        onClose={() => toastStore.dismiss(item.id)}
        closeText={closeLabel}
        data-variant={item.variant}
        sx={{
          width: "100%",
          minWidth: { sm: 320 },
          maxWidth: 480,
          boxShadow: 6,
          touchAction: "pan-y",
          userSelect: "none",
          ...(destructive ? {} : { bgcolor: "primary.main", color: "primary.contrastText" }),
          "&:focus-visible": { outline: "3px solid", outlineColor: "secondary.main", outlineOffset: 2 },
        }}
      >
        {item.description ? (
          <>
            <AlertTitle sx={{ mb: 0.25 }}>{item.title}</AlertTitle>
            {item.description}
          </>
        ) : (
          item.title
        )}
      </Alert>
    </Snackbar>
  );
}

/** Pointer handlers that let the user drag the toast sideways and dismiss it past the threshold. */
function useSwipeToDismiss(onDismiss: () => void) {
  const start = useRef<{ x: number; pointerId: number; captured: boolean } | null>(null);

  const reset = (element: HTMLElement) => {
    element.style.transform = "";
    element.style.opacity = "";
    element.style.transition = "transform 150ms ease, opacity 150ms ease";
    start.current = null;
  };

  return {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, pointerId: event.pointerId, captured: false };
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      const state = start.current;
      if (!state || state.pointerId !== event.pointerId) return;
      const dx = event.clientX - state.x;
      // Capture only once it is clearly a drag, so a plain click on the close button still lands.
      if (!state.captured && Math.abs(dx) > 5) {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        state.captured = true;
      }
      if (state.captured) {
        event.currentTarget.style.transition = "none";
        event.currentTarget.style.transform = `translateX(${dx}px)`;
        event.currentTarget.style.opacity = String(Math.max(0.2, 1 - Math.abs(dx) / 200));
      }
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      const state = start.current;
      if (!state || state.pointerId !== event.pointerId) return;
      const dx = event.clientX - state.x;
      if (state.captured && Math.abs(dx) > TOAST_SWIPE_THRESHOLD_PX) {
        start.current = null;
        onDismiss();
      } else {
        reset(event.currentTarget);
      }
    },
    onPointerCancel(event: PointerEvent<HTMLDivElement>) {
      reset(event.currentTarget);
    },
  };
}
