import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";

/** `?tab=` when it names one of `tabs`, else the first of them (the default). */
export function tabFrom<T extends string>(query: URLSearchParams, tabs: readonly [T, ...T[]]): T {
  const tab = query.get("tab");
  return (tabs as readonly string[]).includes(tab ?? "") ? (tab as T) : tabs[0];
}

/**
 * A page's tab kept in the address bar (`?tab=`): a link can open a given tab and a reload stays on
 * it. Switching replaces the history entry, so Back leaves the page instead of stepping through tabs.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (tab: T) => void] {
  const [query, setQuery] = useSearchParams();
  const choose = useCallback(
    (tab: T) =>
      setQuery(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("tab", tab);
          return next;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return [tabFrom(query, tabs), choose];
}
