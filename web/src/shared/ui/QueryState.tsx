import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "./EmptyState";
import { visuallyHidden } from "./visuallyHidden";

/** The part of a TanStack query (plain or paged) that the state block reads. */
export interface QueryStatus<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * THE block every list or form screen shows around a query: a skeleton (with a spoken "loading")
 * while it loads, an error panel with Retry when it failed with nothing to show, the empty panel
 * when there is nothing, and otherwise `children(data)`. A failed "load more" keeps what loaded.
 */
export function QueryState<T>({
  query,
  loadingLabel,
  skeleton,
  skeletonSx,
  errorTitle,
  errorMessage,
  isEmpty = false,
  empty,
  headingLevel,
  children,
}: {
  query: QueryStatus<T>;
  loadingLabel: string;
  skeleton: ReactNode;
  skeletonSx?: SxProps<Theme>;
  /** Without one: the shop's "could not load" title and message. */
  errorTitle?: ReactNode;
  errorMessage?: ReactNode;
  /** Nothing loaded (a failure then shows the error; otherwise `empty`). */
  isEmpty?: boolean;
  empty?: ReactNode;
  headingLevel?: 2 | 3;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Box role="status" aria-busy="true" sx={skeletonSx}>
        <Box component="span" sx={visuallyHidden}>
          {loadingLabel}
        </Box>
        {skeleton}
      </Box>
    );
  }
  if (query.isError && (isEmpty || query.data === undefined)) {
    return (
      <EmptyState
        tone="error"
        headingLevel={headingLevel}
        title={errorTitle ?? t("products.loadError.title")}
        message={errorMessage ?? (errorTitle === undefined ? t("products.loadError.message") : undefined)}
        action={
          <Button variant="outlined" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  if (isEmpty && empty !== undefined) return <>{empty}</>;
  return query.data === undefined ? null : <>{children(query.data)}</>;
}
