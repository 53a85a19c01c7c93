import { FEATURE_IMAGE_LIMIT, type FeatureImage } from "@contracts";
import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Switch from "@mui/material/Switch";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { bannerTexts } from "@/shared/catalog";
import { EmptyState, LoadMore, PageHeading, QueryState, nextPageOf } from "@/shared/ui";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useToast } from "@/shared/toast";
import { ConfirmDialog } from "@/shared/ui/ConfirmDialog";
import { ImageUpload } from "@/shared/ui/ImageUpload";
import { useImageUpload } from "@/shared/ui/useImageUpload";
import { useFeatureImageActions, useFeatureImages } from "../hooks/useFeatureImages";
import { BannerEditSheet, contentOf } from "./BannerEditSheet";
import { OwnerOverview } from "./OwnerOverview";

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
 * banners show as thumbnails in the carousel's order: each can be moved earlier or later, shown or
 * hidden on the home page, edited (headline, text, alt text in both languages, link) in a side
 * sheet, and deleted after a confirmation.
 */
export function AdminDashboardPage() {
  const { t } = useTranslation();
  const { toast } = useToast();
  const addId = useId();
  const listId = useId();
  const query = useFeatureImages();
  const language = useLanguage();
  const { addBanner, deleteBanner, saveBanner, reorderBanners, isAdding, isDeleting, isSaving, isReordering } = useFeatureImageActions();
  const [editing, setEditing] = useState<{ banner: FeatureImage; number: number } | null>(null);
  const [editOpen, setEditOpen] = useState(false);
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

  /** Moves a banner one place earlier (-1) or later (+1) in the carousel. */
  const move = (index: number, step: -1 | 1) => {
    const ids = banners.map((b) => b._id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + step, 0, id);
    void reorderBanners(ids);
  };

  const list = (
    <QueryState
      query={query}
      loadingLabel={t("admin.dashboardPage.loading")}
      skeleton={
        <>
        <Box sx={BANNER_GRID_SX}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" sx={{ aspectRatio: "16 / 9", height: "auto" }} />
          ))}
        </Box>
        </>
      }
      errorTitle={t("admin.dashboardPage.loadError")}
      errorMessage={t("admin.dashboardPage.loadErrorHint")}
      headingLevel={3}
      isEmpty={banners.length === 0}
      empty={
        <EmptyState headingLevel={3} title={t("admin.dashboardPage.empty")} message={t("admin.dashboardPage.emptyHint")} />
      }
    >
      {() => (
          <Box component="ul" aria-labelledby={listId} sx={BANNER_GRID_SX}>
            {banners.map((banner, index) => {
              const number = index + 1;
              const texts = bannerTexts(banner, language);
              return (
                <Box component="li" key={banner._id} sx={{ minWidth: 0 }}>
                  <Card variant="outlined">
                    <Box sx={{ aspectRatio: "16 / 9", bgcolor: "#f3e9dc", overflow: "hidden" }}>
                      <Box
                        component="img"
                        src={banner.image}
                        alt={texts.alt || t("admin.dashboardPage.bannerAlt", { number })}
                        loading="lazy"
                        sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
                      />
                    </Box>
                    <CardContent sx={{ pb: 0 }}>
                      <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
                        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
                          {t("admin.dashboardPage.bannerTitle", { number, headline: texts.headline || t("admin.dashboardPage.noHeadline") })}
                        </Typography>
                        {!banner.active && <Chip size="small" label={t("admin.dashboardPage.hidden")} />}
                      </Box>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={banner.active}
                            disabled={isSaving}
                            onChange={(event) => void saveBanner(banner._id, { ...contentOf(banner), active: event.target.checked })}
                          />
                        }
                        label={t("admin.dashboardPage.showOnHome")}
                      />
                    </CardContent>
                    <CardActions sx={{ justifyContent: "space-between", px: 2, flexWrap: "wrap", gap: 0.5 }}>
                      <Box sx={{ display: "flex" }}>
                        <IconButton
                          aria-label={t("admin.dashboardPage.moveEarlier", { number })}
                          disabled={index === 0 || isReordering || query.hasNextPage}
                          onClick={() => move(index, -1)}
                        >
                          <ArrowUpwardIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t("admin.dashboardPage.moveLater", { number })}
                          disabled={index === banners.length - 1 || isReordering || query.hasNextPage}
                          onClick={() => move(index, 1)}
                        >
                          <ArrowDownwardIcon />
                        </IconButton>
                      </Box>
                      <Box sx={{ display: "flex", gap: 0.5 }}>
                        <Button
                          size="small"
                          startIcon={<EditOutlinedIcon />}
                          aria-label={t("admin.dashboardPage.editBanner", { number })}
                          onClick={() => {
                            setEditing({ banner, number });
                            setEditOpen(true);
                          }}
                        >
                          {t("admin.dashboardPage.edit.open")}
                        </Button>
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
                      </Box>
                    </CardActions>
                  </Card>
                </Box>
              );
            })}
          </Box>
      )}
    </QueryState>
  );
  const more = (
    <LoadMore
      shown={t("admin.dashboardPage.shown", { count: banners.length })}
      label={t("admin.dashboardPage.loadMore")}
      {...nextPageOf(query)}
    />
  );

  return (
    <>
      <PageHeading title={t("admin.dashboardPage.title")} subtitle={t("admin.dashboardPage.subtitle")} />

      <OwnerOverview />

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

      <BannerEditSheet
        open={editOpen}
        banner={editing?.banner ?? null}
        number={editing?.number ?? 0}
        saving={isSaving}
        onSave={(content, onFieldErrors) => (editing ? saveBanner(editing.banner._id, content, onFieldErrors) : Promise.resolve(false))}
        onClose={() => setEditOpen(false)}
      />

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
