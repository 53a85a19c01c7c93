import { BANNER_TEXT_LIMITS, PRODUCT_GALLERY_MAX } from "@contracts";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useId, useMemo, useState, type DragEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DirectionalIcon, visuallyHidden } from "@/shared/ui";
import { ImageUpload } from "@/shared/ui/ImageUpload";
import { useImageUpload, type ImageUploadController } from "@/shared/ui/useImageUpload";
import {
  newPhotoId,
  withPhotoMoved,
  withPhotoRestored,
  withPhotoText,
  withUploadedPhoto,
  withoutPhoto,
  type PhotoDraft,
  type PhotoField,
} from "../lib/galleryForm";

/** A change to the photos, and the places whose errors it makes stale. */
export type PhotosUpdate = (change: (photos: PhotoDraft[]) => PhotoDraft[], stale: readonly string[]) => void;

type FocusRequest = { id: string; button: "earlier" | "later" | "remove" } | { heading: true };

/**
 * The product form's photos (issue 34): up to PRODUCT_GALLERY_MAX cards in the owner's order, the
 * first marked as the tile's photo, each with its upload (replace, keep the current one), its alt text
 * in English and Hebrew, Move earlier / Move later (arrows that follow the reading direction: in
 * Hebrew "earlier" points right) and Remove; a card is also dragged by its handle. After the cards,
 * an empty slot takes the next upload: the slot's card becomes the photo (same card, so its upload's
 * status stays), and a new slot follows. Moves and removals are announced politely, and the focus
 * stays on the button that was pressed (or the nearest one left).
 */
export function ProductGallerySection({
  photos,
  title,
  errors,
  update,
  onBusy,
  onUploadFailure,
  disabled,
}: {
  photos: readonly PhotoDraft[];
  /** The product's title: what a blank alt text reads as. */
  title: string;
  errors: Readonly<Record<string, string>>;
  update: PhotosUpdate;
  /** Whether card `id` has an upload running (Add / Save waits for every one). */
  onBusy: (id: string, busy: boolean) => void;
  onUploadFailure: (message: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const [slotId, setSlotId] = useState(newPhotoId);
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const buttonId = useCallback((id: string, button: "earlier" | "later" | "remove") => `${baseId}-${id}-${button}`, [baseId]);

  useEffect(() => {
    if (!focusRequest) return;
    setFocusRequest(null);
    if ("heading" in focusRequest) {
      document.getElementById(headingId)?.focus();
      return;
    }
    // A move to the first or last place disables the button pressed: the other arrow takes the focus.
    const wanted = document.getElementById(buttonId(focusRequest.id, focusRequest.button)) as HTMLButtonElement | null;
    const other = focusRequest.button === "remove" ? null : document.getElementById(buttonId(focusRequest.id, focusRequest.button === "earlier" ? "later" : "earlier"));
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [buttonId, focusRequest, headingId, photos]);

  const move = (id: string, to: number, button?: "earlier" | "later") => {
    const from = photos.findIndex((photo) => photo.id === id);
    if (from < 0 || to < 0 || to >= photos.length || to === from) return;
    update((current) => withPhotoMoved(current, id, to), ["gallery"]);
    setAnnouncement(t("admin.productsPage.gallery.moved", { number: from + 1, place: to + 1 }));
    if (button) setFocusRequest({ id, button });
  };

  const remove = (id: string) => {
    const at = photos.findIndex((photo) => photo.id === id);
    update((current) => withoutPhoto(current, id), [`${id}.image`, `${id}.alt`, `${id}.altHe`, "gallery"]);
    setAnnouncement(t("admin.productsPage.gallery.removed", { number: at + 1 }));
    const next = photos[at + 1] ?? photos[at - 1];
    setFocusRequest(next ? { id: next.id, button: "remove" } : { heading: true });
  };

  const uploaded = (id: string, image: string) => {
    update((current) => withUploadedPhoto(current, id, image), [`${id}.image`, "gallery"]);
    // The slot's card is the new photo now; the next upload goes into a new slot.
    setSlotId((current) => (current === id ? newPhotoId() : current));
  };
  const restored = (id: string) => update((current) => withPhotoRestored(current, id), [`${id}.image`, "gallery"]);
  const typed = (id: string, field: PhotoField, text: string) => update((current) => withPhotoText(current, id, field, text), [`${id}.${field}`]);

  const dragStart = (id: string, event: DragEvent<HTMLElement>) => {
    setDragged(id);
    if (!event.dataTransfer) return;
    event.dataTransfer.effectAllowed = "move";
    event.dataTransfer.setData("text/plain", id);
    const card = event.currentTarget.closest("li");
    if (card) event.dataTransfer.setDragImage?.(card, 24, 24);
  };
  const dragEnd = () => {
    setDragged(null);
    setOver(null);
  };

  const fallbackAlt = title.trim();
  const cards = [...photos.map((photo, index) => ({ id: photo.id, photo, index })), ...(photos.length < PRODUCT_GALLERY_MAX ? [{ id: slotId, photo: undefined, index: photos.length }] : [])];

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="product-gallery" sx={{ display: "grid", gap: 1.5, minWidth: 0 }}>
      <Box>
        <Typography id={headingId} tabIndex={-1} variant="h6" component="h3" sx={{ fontSize: "1.05rem", "&:focus": { outline: "none" } }}>
          {t("admin.productsPage.gallery.title")}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t("admin.productsPage.gallery.intro", { max: PRODUCT_GALLERY_MAX })}
        </Typography>
      </Box>
      <Box
        component="ol"
        aria-labelledby={headingId}
        sx={{ m: 0, p: 0, listStyle: "none", display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))" } }}
      >
        {cards.map(({ id, photo, index }) => {
          const label = !photo && photos.length > 0 ? t("admin.productsPage.gallery.add") : index === 0 ? t("admin.productsPage.gallery.tilePhoto") : t("admin.productsPage.gallery.photo", { number: index + 1 });
          return (
            <Box
              component="li"
              key={id}
              data-testid={photo ? "product-photo" : "product-photo-slot"}
              onDragOver={(event: DragEvent<HTMLElement>) => {
                if (!dragged || !photo) return;
                event.preventDefault();
                if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
                setOver(id);
              }}
              onDragLeave={() => setOver((current) => (current === id ? null : current))}
              onDrop={(event: DragEvent<HTMLElement>) => {
                if (!dragged || !photo) return;
                event.preventDefault();
                move(dragged, index);
                dragEnd();
              }}
              sx={{
                minWidth: 0,
                p: 1.5,
                border: "1px solid",
                borderColor: over === id && dragged !== id ? "secondary.main" : "divider",
                borderStyle: photo ? "solid" : "dashed",
                borderRadius: 1,
                opacity: dragged === id ? 0.5 : 1,
              }}
            >
              <PhotoCard
                id={id}
                photo={photo}
                label={label}
                alt={photo?.alt.trim() || fallbackAlt || label}
                errors={errors}
                disabled={disabled}
                onUploaded={uploaded}
                onRestored={restored}
                onBusy={onBusy}
                onUploadFailure={onUploadFailure}
              >
                {photo && (
                  <>
                    <TextField
                      size="small"
                      fullWidth
                      label={t("admin.productsPage.gallery.alt")}
                      value={photo.alt}
                      onChange={(event) => typed(id, "alt", event.target.value)}
                      error={Boolean(errors[`${id}.alt`])}
                      helperText={errors[`${id}.alt`]}
                      disabled={disabled}
                      slotProps={{ htmlInput: { maxLength: BANNER_TEXT_LIMITS.alt, dir: "auto" } }}
                    />
                    <TextField
                      size="small"
                      fullWidth
                      label={t("admin.productsPage.gallery.altHe")}
                      value={photo.altHe}
                      onChange={(event) => typed(id, "altHe", event.target.value)}
                      error={Boolean(errors[`${id}.altHe`])}
                      helperText={errors[`${id}.altHe`]}
                      disabled={disabled}
                      slotProps={{ htmlInput: { maxLength: BANNER_TEXT_LIMITS.alt, dir: "rtl", lang: "he" } }}
                    />
                    <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flexWrap: "wrap" }}>
                      {/* The mouse's way to reorder; the keyboard's is the arrows beside it. */}
                      <Box
                        component="span"
                        draggable={!disabled}
                        aria-hidden
                        title={t("admin.productsPage.gallery.drag")}
                        data-testid="photo-drag-handle"
                        onDragStart={(event: DragEvent<HTMLElement>) => dragStart(id, event)}
                        onDragEnd={dragEnd}
                        sx={{ display: "inline-flex", p: 0.5, cursor: "grab", color: "text.secondary" }}
                      >
                        <DragIndicatorIcon fontSize="small" />
                      </Box>
                      <Box sx={{ flex: 1 }} />
                      <IconButton
                        id={buttonId(id, "earlier")}
                        size="small"
                        disabled={disabled || index === 0}
                        aria-label={t("admin.productsPage.gallery.moveEarlierOf", { number: index + 1 })}
                        title={t("admin.productsPage.gallery.moveEarlier")}
                        onClick={() => move(id, index - 1, "earlier")}
                      >
                        <DirectionalIcon icon={ArrowBackIcon} fontSize="small" />
                      </IconButton>
                      <IconButton
                        id={buttonId(id, "later")}
                        size="small"
                        disabled={disabled || index === photos.length - 1}
                        aria-label={t("admin.productsPage.gallery.moveLaterOf", { number: index + 1 })}
                        title={t("admin.productsPage.gallery.moveLater")}
                        onClick={() => move(id, index + 1, "later")}
                      >
                        <DirectionalIcon icon={ArrowForwardIcon} fontSize="small" />
                      </IconButton>
                      <IconButton
                        id={buttonId(id, "remove")}
                        size="small"
                        disabled={disabled}
                        aria-label={t("admin.productsPage.gallery.remove", { number: index + 1 })}
                        title={t("admin.productsPage.gallery.remove", { number: index + 1 })}
                        onClick={() => remove(id)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Box>
                  </>
                )}
              </PhotoCard>
            </Box>
          );
        })}
      </Box>
      {photos.length >= PRODUCT_GALLERY_MAX && (
        <Typography variant="caption" color="text.secondary">
          {t("admin.productsPage.gallery.full", { max: PRODUCT_GALLERY_MAX })}
        </Typography>
      )}
      {errors.gallery && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {errors.gallery}
        </FormHelperText>
      )}
      <Box role="status" sx={visuallyHidden} data-testid="gallery-announcement">
        {announcement}
      </Box>
    </Box>
  );
}

/**
 * One card: its own upload (so several photos can upload at once, each with its progress), the
 * saved image shown until a new one lands, and `children` (the alt texts and buttons) below.
 */
function PhotoCard({
  id,
  photo,
  label,
  alt,
  errors,
  disabled,
  onUploaded,
  onRestored,
  onBusy,
  onUploadFailure,
  children,
}: {
  id: string;
  photo: PhotoDraft | undefined;
  label: string;
  alt: string;
  errors: Readonly<Record<string, string>>;
  disabled: boolean;
  onUploaded: (id: string, image: string) => void;
  onRestored: (id: string) => void;
  onBusy: (id: string, busy: boolean) => void;
  onUploadFailure: (message: string) => void;
  children: ReactNode;
}) {
  const upload = useImageUpload({ onUploaded: (image) => onUploaded(id, image), onFailure: onUploadFailure });
  const { isUploading, reset } = upload;
  useEffect(() => {
    onBusy(id, isUploading);
  }, [id, isUploading, onBusy]);
  useEffect(() => () => onBusy(id, false), [id, onBusy]);
  // "Keep the current image" goes back to the saved one; "Remove" (a photo added here) removes it.
  const controller = useMemo<ImageUploadController>(
    () => ({
      ...upload,
      reset: () => {
        reset();
        onRestored(id);
      },
    }),
    [id, onRestored, reset, upload],
  );
  // While a new upload is shown, the saved image is the one to go back to; otherwise the photo's own.
  const current = (upload.status === "uploaded" ? photo?.saved : photo?.image) || undefined;
  return (
    <Box role="group" aria-label={label} sx={{ display: "grid", gap: 1.5, minWidth: 0 }}>
      <ImageUpload upload={controller} label={label} currentImage={current} currentImageAlt={alt} errorText={errors[`${id}.image`]} disabled={disabled} />
      {children}
    </Box>
  );
}
