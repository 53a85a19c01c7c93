import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";

/** What LoadMore needs of a TanStack infinite query. */
type NextPageQuery = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** LoadMore's paging props from an infinite query: `<LoadMore shown={…} label={…} {...nextPageOf(query)} />`. */
export function nextPageOf(query: NextPageQuery) {
  return {
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    failed: query.isFetchNextPageError,
    onLoadMore: () => void query.fetchNextPage(),
  };
}

/**
 * The end of a list that comes a page at a time: how many items show (a sentence the caller words,
 * with its own plural forms), and the button that loads the next page. Nothing when there is no next
 * page. A page that failed to load says so, and the button tries again.
 */
export function LoadMore({
  shown,
  label,
  hasMore,
  loading,
  failed = false,
  onLoadMore,
  dense = false,
}: {
  /** e.g. "Showing 10 reviews". */
  shown: string;
  /** The button, e.g. "Load more reviews". */
  label: string;
  hasMore: boolean;
  loading: boolean;
  failed?: boolean;
  onLoadMore: () => void;
  /** Smaller, for a panel (the reviews) rather than a page. */
  dense?: boolean;
}) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Box sx={{ textAlign: "center", mt: dense ? 2 : 4 }}>
      <Typography role="status" aria-live="polite" variant="body2" color={failed ? "error" : "text.secondary"} sx={{ mb: 1 }}>
        {failed ? t("paging.failed") : shown}
      </Typography>
      <Button variant="outlined" size={dense ? "small" : "large"} loading={loading} onClick={onLoadMore}>
        {label}
      </Button>
    </Box>
  );
}
