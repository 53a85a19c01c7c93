import { Suspense } from "react";
import { lazyWithPreload } from "@/shared/lib/lazyWithPreload";

const FullPageSkeletonView = lazyWithPreload(() => import("./FullPageSkeletonView").then((module) => ({ default: module.FullPageSkeletonView })));

/**
 * What start-up shows until the auth check and the settings have both answered, and the account's and
 * admin's layouts while their code arrives. Loaded when first needed: a server-rendered storefront page
 * arrives with both answers and never shows it, so its 2 KB stay out of every storefront page's first load.
 */
export function FullPageSkeleton() {
  return (
    <Suspense fallback={null}>
      <FullPageSkeletonView />
    </Suspense>
  );
}

