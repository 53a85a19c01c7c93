import { useSyncExternalStore } from "react";
import { toast, toastStore, type ToastItem } from "./toastStore";

/** `const { toast } = useToast(); toast({ title, description?, variant?: "default" | "destructive" })`. */
export function useToast(): {
  toast: typeof toast;
  dismiss: (id?: number) => void;
  current: ToastItem | null;
} {
  const current = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  return { toast, dismiss: toastStore.dismiss, current };
}
