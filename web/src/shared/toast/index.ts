export { Toaster } from "./Toaster";
export { useToast } from "./useToast";
export { toast, toastStore, TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX } from "./toastStore";
export type { ToastOptions, ToastVariant, ToastItem } from "./toastStore";
