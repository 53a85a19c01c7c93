import type { AdminCustomer } from "@contracts";
import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { API_BASE } from "@/shared/api";
import { EmptyState, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { useAdminCustomers } from "../hooks/useAdminCustomers";
import { useDebouncedValue } from "../hooks/useDebouncedValue";
import { CustomerDialog } from "./CustomerDialog";
import { CustomersTable } from "./CustomersTable";

/** How long typing pauses before the list is searched. */
const SEARCH_DELAY_MS = 300;

/**
 * `/admin/customers` (issue 17): every account, newest first, with verified / disabled, paid orders
 * and total spent; a search by the start of a name or email (asked once typing pauses); a table on
 * desktops, cards on phones; "Load more" for the next page; a dialog per account with its orders and
 * the switch that disables it.
 */
export function AdminCustomersPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed, SEARCH_DELAY_MS).trim();
  const query = useAdminCustomers(search);
  const { customers } = query;
  const [selected, setSelected] = useState<AdminCustomer | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <PageHeading title={t("adminCustomers.title")} subtitle={t("adminCustomers.subtitle")} />
      {/* The customers' CSV (issue 37): a plain link, the session cookie goes with it. */}
      <Button variant="outlined" component="a" href={`${API_BASE}/admin/customers/export`} download sx={{ mb: 2 }}>
        {t("adminCustomers.exportCsv")}
      </Button>
      <Box role="search" sx={{ mb: 2, maxWidth: 480 }}>
        <TextField
          fullWidth
          type="search"
          size="small"
          label={t("adminCustomers.searchLabel")}
          helperText={t("adminCustomers.searchHint")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100, "data-testid": "customer-search", enterKeyHint: "search" },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <QueryState
        query={query}
        loadingLabel={t("adminCustomers.loading")}
        skeletonSx={{ display: "grid", gap: 1 }}
        skeleton={
          <>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={56} />
            ))}
          </>
        }
        errorTitle={t("adminCustomers.loadError")}
        errorMessage={t("adminCustomers.loadErrorHint")}
        isEmpty={customers.length === 0}
        empty={
          search ? (
            <EmptyState title={t("adminCustomers.noMatch", { search })} message={t("adminCustomers.noMatchHint")} />
          ) : (
            <EmptyState title={t("adminCustomers.empty")} message={t("adminCustomers.emptyHint")} />
          )
        }
      >
        {() => (
          <>
            <Box aria-busy={query.isFetching && !query.isFetchingNextPage} sx={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}>
              <CustomersTable
                customers={customers}
                label={t("adminCustomers.tableLabel")}
                onView={(customer) => {
                  setSelected(customer);
                  setOpen(true);
                }}
              />
            </Box>
            <LoadMore shown={t("adminCustomers.shown", { count: customers.length })} label={t("adminCustomers.loadMore")} {...nextPageOf(query)} />
          </>
        )}
      </QueryState>
      {selected && <CustomerDialog customer={selected} open={open} onClose={() => setOpen(false)} onExited={() => setSelected(null)} />}
    </>
  );
}

export default AdminCustomersPage;
