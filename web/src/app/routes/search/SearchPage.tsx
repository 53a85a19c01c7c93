import { SEARCH_DEBOUNCE_MS } from "@contracts";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useProductSearch } from "@/features/products";
import { ProductGridSkeleton } from "@/shared/catalog";
import { ShopProductGrid } from "../components/ShopProductGrid";
import { EmptyState, LoadMore, OutlinedField, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { isSearchableKeyword, useDebouncedValue } from "@/features/search";

/**
 * `/shop/search?keyword=…`: the address bar follows the input; the search runs 1 s after the last
 * keystroke and only for more than 3 trimmed characters (otherwise the results are cleared).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => searchParams.get("keyword") ?? "");
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const active = isSearchableKeyword(debounced) && isSearchableKeyword(keyword);
  const search = useProductSearch(term, active);

  // The address bar follows the input.
  useEffect(() => {
    const current = searchParams.get("keyword") ?? "";
    if (current === keyword) return;
    const next = new URLSearchParams(searchParams);
    if (keyword) next.set("keyword", keyword);
    else next.delete("keyword");
    setSearchParams(next, { replace: true });
  }, [keyword, searchParams, setSearchParams]);

  // Back/forward or a link to another keyword: take the address bar's keyword.
  const urlKeyword = searchParams.get("keyword") ?? "";
  const [seenUrlKeyword, setSeenUrlKeyword] = useState(urlKeyword);
  if (urlKeyword !== seenUrlKeyword) {
    setSeenUrlKeyword(urlKeyword);
    if (urlKeyword !== keyword) setKeyword(urlKeyword);
  }

  const waiting = isSearchableKeyword(keyword) && (keyword !== debounced || (search.isFetching && !search.isFetchingNextPage));

  let results;
  if (!active) {
    results = (
      <Typography color="text.secondary" sx={{ textAlign: "center", py: 4 }}>
        {t("search.hint")}
      </Typography>
    );
  } else {
    results = (
      <QueryState
        query={{ ...search, data: search.items }}
        loadingLabel={t("app.loading")}
        skeleton={<ProductGridSkeleton count={4} />}
        errorTitle={t("search.error")}
        errorMessage={t("products.loadError.message")}
        isEmpty={search.items.length === 0}
        empty={<EmptyState title={t("search.noResults")} message={t("search.noResultsHint")} />}
      >
        {(products) => (
          <>
            <Typography role="status" color="text.secondary" sx={{ mb: 2, fontWeight: 600 }}>
              {/* The total is known once the last page is in; until then it is "more than" those shown. */}
              {t(search.hasNextPage ? "search.countAtLeast" : "search.count", { count: products.length, keyword: term })}
            </Typography>
            <ShopProductGrid products={products} headingLevel={2} />
            <LoadMore shown={t("search.showing", { count: products.length })} label={t("search.loadMore")} {...nextPageOf(search)} />
          </>
        )}
      </QueryState>
    );
  }

  return (
    <>
      <PageHeading title={t("pages.search.title")} subtitle={t("search.subtitle")} />
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ maxWidth: 640, mb: 4 }}>
        <OutlinedField
          type="search"
          label={t("search.label")}
          placeholder={t("search.placeholder")}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          autoFocus
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
        />
        <Box sx={{ height: 4, mt: 0.5 }}>{waiting && <LinearProgress color="secondary" aria-label={t("search.searching")} />}</Box>
      </Box>
      {results}
    </>
  );
}

export default SearchPage;
