import { Suspense, lazy } from "react";
import { isGuestPreview } from "@/shared/api";

// Only the owner's preview tab shows it: its MUI Alert is no part of a shopper's first load.
const GuestPreviewAlert = lazy(() => import("./GuestPreviewAlert"));

/** In a "View shop" tab: says the owner sees the shop as a guest, and offers to leave the preview. */
export function GuestPreviewNotice() {
  if (!isGuestPreview()) return null;
  return (
    <Suspense fallback={null}>
      <GuestPreviewAlert />
    </Suspense>
  );
}
