import type { GiftCard } from "@contracts";
import AddCardOutlinedIcon from "@mui/icons-material/AddCardOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { useGiftCards, useShopTimeZone } from "../hooks/useGiftCards";
import { GiftCardDialog } from "./GiftCardDialog";
import { GiftCardsTable } from "./GiftCardsTable";
import { IssueGiftCardDialog } from "./IssueGiftCardDialog";

/**
 * `/admin/gift-cards` (issue 36): every gift card, newest first: its masked code (none while it
 * waits for its day), status, who made it, for whom, the day it arrives, its amount and balance; a
 * table on desktops, cards on phones; "Load more" for the next page; a dialog per card with its
 * ledger, "Adjust balance" and "Void"; and "Issue a gift card" by hand.
 */
export function AdminGiftCardsPage() {
  const { t } = useTranslation();
  const query = useGiftCards();
  const { cards } = query;
  // Read now, so the issue form's first day is the shop's today when it opens.
  useShopTimeZone();
  const [selected, setSelected] = useState<GiftCard | null>(null);
  const [open, setOpen] = useState(false);
  // Each opening of the issue form starts blank (a new key), and it stays mounted to close smoothly.
  const [issue, setIssue] = useState({ open: false, key: 0 });

  const view = (card: GiftCard) => {
    setSelected(card);
    setOpen(true);
  };

  return (
    <>
      <PageHeading title={t("adminGiftCards.title")} subtitle={t("adminGiftCards.subtitle")} />
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddCardOutlinedIcon />} onClick={() => setIssue(({ key }) => ({ open: true, key: key + 1 }))}>
          {t("adminGiftCards.issue.open")}
        </Button>
      </Box>
      <QueryState
        query={query}
        loadingLabel={t("adminGiftCards.loading")}
        skeletonSx={{ display: "grid", gap: 1 }}
        skeleton={
          <>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={56} />
            ))}
          </>
        }
        errorTitle={t("adminGiftCards.loadError")}
        errorMessage={t("adminGiftCards.loadErrorHint")}
        isEmpty={cards.length === 0}
        empty={<EmptyState title={t("adminGiftCards.empty")} message={t("adminGiftCards.emptyHint")} />}
      >
        {() => (
          <>
            <Box aria-busy={query.isFetching && !query.isFetchingNextPage}>
              <GiftCardsTable cards={cards} label={t("adminGiftCards.tableLabel")} onView={view} />
            </Box>
            <LoadMore shown={t("adminGiftCards.shown", { count: cards.length })} label={t("adminGiftCards.loadMore")} {...nextPageOf(query)} />
          </>
        )}
      </QueryState>
      {selected && <GiftCardDialog key={selected._id} card={selected} open={open} onClose={() => setOpen(false)} onExited={() => setSelected(null)} />}
      {issue.key > 0 && (
        <IssueGiftCardDialog
          key={issue.key}
          open={issue.open}
          onClose={() => setIssue((current) => ({ ...current, open: false }))}
          onIssued={(card) => {
            setIssue((current) => ({ ...current, open: false }));
            const { ledger: _ledger, ...row } = card;
            view(row);
          }}
        />
      )}
    </>
  );
}

export default AdminGiftCardsPage;
