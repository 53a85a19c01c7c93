/**
 * THE one toast mechanism: a tiny store holding at most one toast. A new toast replaces the one on
 * screen (spec: one toast at a time). `<Toaster />` renders it; `useToast()` and `toast()` feed it.
 */
export type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastOptions, "title" | "variant">> {
  id: number;
  description?: string;
  open: boolean;
}

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 5000;
/** Dragging a toast sideways further than this dismisses it. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The hotkey that moves focus to the notification region. */
export const TOAST_HOTKEY = "F8";

type Listener = () => void;

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot(): ToastItem | null {
    return current;
  },
  /** Shows a toast, replacing any toast on screen. Returns its id. */
  show(options: ToastOptions): number {
    const id = nextId++;
    current = {
      id,
      title: options.title,
      description: options.description,
      variant: options.variant ?? "default",
      open: true,
    };
    emit();
    return id;
  },
  /** Starts closing the toast (or the given one, if it is still the current toast). */
  dismiss(id?: number) {
    if (!current || (id !== undefined && current.id !== id) || !current.open) return;
    current = { ...current, open: false };
    emit();
  },
  /** Drops a closed toast once its exit animation is over. */
  remove(id?: number) {
    if (!current || (id !== undefined && current.id !== id)) return;
    current = null;
    emit();
  },
};

/** Shows a toast from anywhere, including code outside React components. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = toastStore.show(options);
  return { id, dismiss: () => toastStore.dismiss(id) };
}
