import type { Promotion } from "@contracts";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { EmptyState, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { usePromotions, useSetPromotionStatus, useShopNow } from "../hooks/usePromotions";
import { promotionName } from "../lib/promotionView";
import { PromotionDetailsDialog } from "./PromotionDetailsDialog";
import { PromotionFormSheet } from "./PromotionFormSheet";
import { PromotionsTable } from "./PromotionsTable";

/**
 * `/admin/promotions` (issue 36): every promotion, newest first, with what it gives and covers, its
 * dates on the shop's clock, its status, uses, revenue and the discount it gave; a table on desktops,
 * cards on phones; "Load more" for the next page. Create and edit in a sheet; pause and resume at
 * once; end after a confirmation (ending is final, and an ended promotion is read-only). Each
 * promotion's details list the paid orders that used it.
 */
export function AdminPromotionsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const now = useShopNow();
  const query = usePromotions();
  const { promotions } = query;
  const { setStatus, isPending, pendingId } = useSetPromotionStatus();
  // The promotion stays while the sheet closes, so its title does not flip mid-slide.
  const [sheet, setSheet] = useState<{ open: boolean; promotion: Promotion | null; formKey: number }>({ open: false, promotion: null, formKey: 0 });
  const [details, setDetails] = useState<{ open: boolean; promotion: Promotion | null }>({ open: false, promotion: null });
  const [ending, setEnding] = useState<{ open: boolean; promotion: Promotion | null }>({ open: false, promotion: null });

  const openSheet = (promotion: Promotion | null) => setSheet((s) => ({ open: true, promotion, formKey: s.formKey + 1 }));
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => openSheet(null)} sx={{ whiteSpace: "nowrap" }}>
      {t("adminPromotions.add")}
    </Button>
  );

  const confirmEnd = async () => {
    if (!ending.promotion) return;
    await setStatus(ending.promotion._id, "ended");
    setEnding((e) => ({ ...e, open: false }));
  };

  return (
    <>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", justifyContent: "space-between", columnGap: 2 }}>
        <Box sx={{ flex: "1 1 320px", minWidth: 0 }}>
          <PageHeading title={t("adminPromotions.title")} subtitle={t("adminPromotions.subtitle")} />
        </Box>
        <Box sx={{ mb: 3 }}>{addButton}</Box>
      </Box>
      <QueryState
        query={query}
        loadingLabel={t("adminPromotions.loading")}
        skeletonSx={{ display: "grid", gap: 1 }}
        skeleton={
          <>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={64} />
            ))}
          </>
        }
        errorTitle={t("adminPromotions.loadError")}
        errorMessage={t("adminPromotions.loadErrorHint")}
        isEmpty={promotions.length === 0}
        empty={<EmptyState title={t("adminPromotions.empty")} message={t("adminPromotions.emptyHint")} action={addButton} />}
      >
        {() => (
          <>
            <PromotionsTable
              promotions={promotions}
              label={t("adminPromotions.tableLabel")}
              now={now}
              pendingId={pendingId}
              onDetails={(promotion) => setDetails({ open: true, promotion })}
              onEdit={(promotion) => openSheet(promotion)}
              onPause={(promotion) => void setStatus(promotion._id, "paused")}
              onResume={(promotion) => void setStatus(promotion._id, "active")}
              onEnd={(promotion) => setEnding({ open: true, promotion })}
            />
            <LoadMore shown={t("adminPromotions.shown", { count: promotions.length })} label={t("adminPromotions.loadMore")} {...nextPageOf(query)} />
          </>
        )}
      </QueryState>
      <PromotionFormSheet open={sheet.open} promotion={sheet.promotion} formKey={sheet.formKey} onClose={() => setSheet((s) => ({ ...s, open: false }))} />
      {details.promotion && (
        <PromotionDetailsDialog
          key={details.promotion._id}
          promotion={details.promotion}
          now={now}
          open={details.open}
          onClose={() => setDetails((d) => ({ ...d, open: false }))}
          onExited={() => setDetails({ open: false, promotion: null })}
        />
      )}
      <ConfirmDialog
        open={ending.open}
        title={t("adminPromotions.confirmEnd.title", { name: ending.promotion ? promotionName(ending.promotion, language) : "" })}
        message={t("adminPromotions.confirmEnd.message")}
        confirmLabel={t("adminPromotions.confirmEnd.confirm")}
        cancelLabel={t("adminPromotions.confirmEnd.cancel")}
        pending={isPending}
        onConfirm={() => void confirmEnd()}
        onClose={() => setEnding((e) => ({ ...e, open: false }))}
        onExited={() => setEnding({ open: false, promotion: null })}
      />
    </>
  );
}

export default AdminPromotionsPage;
