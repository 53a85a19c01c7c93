import { FEATURE_IMAGE_LIMIT, type FeatureImage } from "@contracts";
import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/features/products";
import { useToast } from "@/shared/toast";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { ImageUpload } from "@/shared/ui/ImageUpload";
import { useImageUpload } from "@/shared/ui/useImageUpload";
import { LoadMore, PageHeading, visuallyHidden } from "@/shared/ui";
import { useFeatureImageActions, useFeatureImages } from "../hooks/useFeatureImages";

const BANNER_GRID_SX = {
  listStyle: "none",
  p: 0,
  m: 0,
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
} as const;

/**
 * `/admin/dashboard` (spec 2): the feature image (banner) manager. Choosing an image uploads it at
 * once (preview and progress); "Add banner" then puts it in the home page carousel. The current
 * banners show as thumbnails, each deleted after a confirmation.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const addId = useId();
  const listId = useId();
  const query = useFeatureImages();
  const { addBanner, deleteBanner, isAdding, isDeleting } = useFeatureImageActions();
  const upload = useImageUpload({
    onFailure: (message) => toast({ title: t("admin.dashboardPage.toasts.uploadFailed"), description: message, variant: "destructive" }),
  });
  const [toDelete, setToDelete] = useState<{ banner: FeatureImage; number: number } | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const banners = query.items;
  // The server refuses one more (409); saying so here spares the owner an upload that cannot be added.
  const full = !query.isPending && !query.hasNextPage && banners.length >= FEATURE_IMAGE_LIMIT;

  const add = async () => {
    if (!upload.url) return;
    if (await addBanner(upload.url)) upload.reset();
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    await deleteBanner(toDelete.banner._id);
    setConfirmOpen(false);
  };

  let list;
  if (query.isPending) {
    list = (
      <Box role="status" aria-busy="true">
        <Box component="span" sx={visuallyHidden}>
          {t("admin.dashboardPage.loading")}
        </Box>
        <Box sx={BANNER_GRID_SX}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" sx={{ aspectRatio: "16 / 9", height: "auto" }} />
          ))}
        </Box>
      </Box>
    );
  } else if (query.isError && banners.length === 0) {
    list = (
      <EmptyState
        tone="error"
        headingLevel={3}
        title={t("admin.dashboardPage.loadError")}
        message={t("admin.dashboardPage.loadErrorHint")}
        action={
          <Button variant="outlined" onClick={() => void query.refetch()} loading={query.isFetching}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  } else if (banners.length === 0) {
    list = <EmptyState headingLevel={3} title={t("admin.dashboardPage.empty")} message={t("admin.dashboardPage.emptyHint")} />;
  } else {
    list = (
      <Box component="ul" aria-labelledby={listId} sx={BANNER_GRID_SX}>
        {banners.map((banner, index) => {
          const number = index + 1;
          return (
            <Box component="li" key={banner._id} sx={{ minWidth: 0 }}>
              <Card variant="outlined">
                <Box sx={{ aspectRatio: "16 / 9", bgcolor: "#f3e9dc", overflow: "hidden" }}>
                  <Box
                    component="img"
                    src={banner.image}
                    alt={t("admin.dashboardPage.bannerAlt", { number })}
                    loading="lazy"
                    sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
                  />
                </Box>
                <CardActions sx={{ justifyContent: "space-between", px: 2 }}>
                  <Typography variant="body2" color="text.secondary" aria-hidden>
                    {number}
                  </Typography>
                  <Button
                    color="error"
                    size="small"
                    startIcon={<DeleteOutlineIcon />}
                    aria-label={t("admin.dashboardPage.deleteBanner", { number })}
                    onClick={() => {
                      setToDelete({ banner, number });
                      setConfirmOpen(true);
                    }}
                  >
                    {t("admin.dashboardPage.delete")}
                  </Button>
                </CardActions>
              </Card>
            </Box>
          );
        })}
      </Box>
    );
  }
  const more = (
    <LoadMore
      shown={t("admin.dashboardPage.shown", { count: banners.length })}
      label={t("admin.dashboardPage.loadMore")}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      failed={query.isFetchNextPageError}
      onLoadMore={() => void query.fetchNextPage()}
    />
  );

  return (
    <>
      <PageHeading title={t("admin.dashboardPage.title")} subtitle={t("admin.dashboardPage.subtitle")} />

      <Paper component="section" variant="outlined" aria-labelledby={addId} sx={{ p: { xs: 2, sm: 3 }, mb: { xs: 3, md: 4 }, bgcolor: "background.paper" }}>
        <Typography id={addId} variant="h4" component="h2">
          {t("admin.dashboardPage.addTitle")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t("admin.dashboardPage.addHint")} {t("admin.dashboardPage.limitHint", { count: FEATURE_IMAGE_LIMIT })}
        </Typography>
        {full && (
          <Typography role="status" color="warning.dark" sx={{ mb: 2, fontWeight: 600 }}>
            {t("admin.dashboardPage.full", { count: FEATURE_IMAGE_LIMIT })}
          </Typography>
        )}
        <Box sx={{ maxWidth: 560, display: "grid", gap: 2 }}>
          <ImageUpload upload={upload} label={t("admin.dashboardPage.imageLabel")} aspectRatio="16 / 9" disabled={isAdding} />
          <Box>
            <Button variant="contained" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={!upload.url || upload.isUploading || full} loading={isAdding} onClick={() => void add()}>
              {t("admin.dashboardPage.addBanner")}
            </Button>
          </Box>
        </Box>
      </Paper>

      <Box component="section" aria-labelledby={listId}>
        <Typography id={listId} variant="h4" component="h2" sx={{ mb: 2 }}>
          {t("admin.dashboardPage.listTitle")}
        </Typography>
        {list}
        {more}
      </Box>

      <ConfirmDialog
        open={confirmOpen}
        title={t("admin.dashboardPage.confirmTitle")}
        message={toDelete ? t("admin.dashboardPage.confirmText", { number: toDelete.number }) : ""}
        confirmLabel={t("admin.dashboardPage.confirmDelete")}
        cancelLabel={t("admin.dashboardPage.cancel")}
        pending={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmOpen(false)}
        onExited={() => setToDelete(null)}
      />
    </>
  );
}

export default AdminDashboardPage;
