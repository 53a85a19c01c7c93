import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Portal from "@mui/material/Portal";
import Snackbar from "@mui/material/Snackbar";
import { useRef, type PointerEvent } from "react";
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, toastStore, type ToastItem } from "./toastStore";

/** The current toast on screen (MUI Snackbar + Alert), or nothing; the Toaster loads this lazily. */
export default function ToastView({ current, closeLabel }: { current: ToastItem | null; closeLabel: string }) {
  return current ? <ToastSnackbar key={current.id} item={current} closeLabel={closeLabel} /> : null;
}

function ToastSnackbar({ item, closeLabel }: { item: ToastItem; closeLabel: string }) {
  const swipe = useSwipeToDismiss(() => toastStore.dismiss(item.id));
  const destructive = item.variant === "destructive";

  // Mounted in the body when the toast appears, after any open sheet or dialog: an open modal marks
  // everything that was already there aria-hidden, which silenced toasts raised from the cart sheet.
  return (
    <Portal>
      <Snackbar
        open={item.open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== "clickaway") toastStore.dismiss(item.id);
        }}
        anchorOrigin={{ vertical: "top", horizontal: "center" }}
        sx={TOAST_PLACEMENT}
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
          data-toast-alert=""
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
    </Portal>
  );
}

/**
 * Top centre, just under the header: the primary action of every screen (the cart sheet's checkout
 * button, a form's Save, the phone's bottom bars) sits at the bottom or inside a form, never there. The
 * snackbar spans the width and centres the toast itself instead of MUI's `left: 50%` with
 * `translateX(-50%)`, which the RTL style plugin mirrors to `right: 50%` but cannot mirror the
 * transform of, so Hebrew toasts sat off centre. The strip lets clicks through beside the toast, and
 * sits above sheets and dialogs (MUI's snackbar layer).
 */
const TOAST_PLACEMENT = {
  // Each value per breakpoint, so it also wins over MUI's own `sm` rule for a centred snackbar.
  top: { xs: 64, sm: 72 },
  left: { xs: 8, sm: 8 },
  right: { xs: 8, sm: 8 },
  transform: { xs: "none", sm: "none" },
  justifyContent: "center",
  pointerEvents: "none",
  "& > *": { pointerEvents: "auto" },
} as const;

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
