import { SEARCH_DEBOUNCE_MS } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useEffect, useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { useProductSearch } from "@/features/products";
import { ProductGridSkeleton } from "@/shared/catalog";
import { ShopProductGrid } from "../components/ShopProductGrid";
import { EmptyState, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { isSearchableKeyword, useDebouncedValue } from "@/features/search";
import { FoodFilterGroups } from "@/shared/food/FoodFilterGroups";
import { SearchField, SearchingBar } from "./SearchField";
import {
  NO_FOOD_FILTERS,
  applyFoodFiltersToSearchParams,
  foodFilterCount,
  foodFiltersFromSearchParams,
  toggleFoodFilter,
  type FoodFilterParam,
  type FoodFilters,
} from "@/shared/food/foodFilters";

/**
 * The search's food filters (free from, kosher, diet) behind a "Filters" disclosure, open on arrival
 * when the address names any; a filter ticked or cleared goes into the address bar at once.
 */
function SearchFilters({ filters, onChange }: { filters: FoodFilters; onChange: (next: FoodFilters) => void }) {
  const { t } = useTranslation();
  const count = foodFilterCount(filters);
  const [open, setOpen] = useState(count > 0);
  return (
    <Box
      component="details"
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
      sx={{ mb: 3, maxWidth: 640, "& > summary": { cursor: "pointer", fontWeight: 700, py: 0.5, width: "fit-content" } }}
    >
      <summary>{count > 0 ? t("search.filtersCount", { number: count }) : t("listing.filters")}</summary>
      <Box sx={{ display: "grid", gap: 1.5, mt: 1 }}>
        <FoodFilterGroups filters={filters} onToggle={(key: FoodFilterParam, value, checked) => onChange(toggleFoodFilter(filters, key, value, checked))} row />
        <Box>
          <Button size="small" onClick={() => onChange(NO_FOOD_FILTERS)} disabled={count === 0}>
            {t("listing.clearFilters")}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * `/shop/search?keyword=…`: the address bar follows the input; the search runs 1 s after the last
 * keystroke and only for more than 3 trimmed characters (otherwise the results are cleared). The food
 * filters (`freeFrom=`, `diet=`, `kosher=`) live in the address bar too and go to the search API.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => searchParams.get("keyword") ?? "");
  const debounced = useDebouncedValue(keyword, SEARCH_DEBOUNCE_MS);
  const term = debounced.trim();
  const active = isSearchableKeyword(debounced) && isSearchableKeyword(keyword);
  const food = foodFiltersFromSearchParams(searchParams);
  const search = useProductSearch(term, active, food);
  const changeFood = (next: FoodFilters) => setSearchParams((current) => applyFoodFiltersToSearchParams(current, next), { replace: true });

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
        empty={
          <EmptyState
            title={t("search.noResults")}
            message={t("search.noResultsHint")}
            action={
              foodFilterCount(food) > 0 && (
                <Button variant="contained" onClick={() => changeFood(NO_FOOD_FILTERS)}>
                  {t("listing.clearFilters")}
                </Button>
              )
            }
          />
        }
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
        <SearchField label={t("search.label")} placeholder={t("search.placeholder")} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
        <Box sx={{ height: 4, mt: 0.5 }}>{waiting && <SearchingBar label={t("search.searching")} />}</Box>
      </Box>
      <SearchFilters filters={food} onChange={changeFood} />
      {results}
    </>
  );
}

export default SearchPage;
