import { toast } from "@/shared/toast";

/** The texts of a failed call's destructive toast, already in the reader's language. */
export interface ErrorToast {
  title: string;
  description?: string;
}

/** A mutation's `meta.errorToast`: fixed texts, or texts made from the error and the call's variables. */
export type ErrorToastMeta = ErrorToast | ((error: unknown, variables: unknown) => ErrorToast);

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { errorToast?: ErrorToastMeta };
  }
}

/** `meta: { errorToast: errorToast((error, request: MyRequest) => ({ title: ... })) }`, typed by the call's variables. */
export function errorToast<Variables>(make: (error: unknown, variables: Variables) => ErrorToast): ErrorToastMeta {
  return make as (error: unknown, variables: unknown) => ErrorToast;
}

/**
 * THE one place a failed mutation becomes a destructive toast: the query client's MutationCache
 * calls this with the mutation's `meta`. A mutation without `meta.errorToast` stays quiet.
 */
export function raiseErrorToast(error: unknown, variables: unknown, meta: { errorToast?: ErrorToastMeta } | undefined) {
  const spec = meta?.errorToast;
  if (!spec) return;
  const texts = typeof spec === "function" ? spec(error, variables) : spec;
  toast({ ...texts, variant: "destructive" });
}
