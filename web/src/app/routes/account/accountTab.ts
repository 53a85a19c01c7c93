import { tabFrom } from "@/shared/lib/useTabParam";

/** The account page's tabs (spec 2, issue 17): orders (the default), address and profile, kept in `?tab=`. */
export const ACCOUNT_TABS = ["orders", "address", "profile"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

export function accountTabFrom(query: URLSearchParams): AccountTab {
  return tabFrom(query, ACCOUNT_TABS);
}
