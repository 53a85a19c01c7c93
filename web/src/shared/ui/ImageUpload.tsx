import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import ImageOutlinedIcon from "@mui/icons-material/ImageOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import LinearProgress from "@mui/material/LinearProgress";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useId, useState, type ChangeEvent, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_ACCEPT, IMAGE_UPLOAD_MAX_MB } from "@/shared/api/uploadImage";
import { visuallyHidden } from "./visuallyHidden";
import type { ImageUploadController } from "./useImageUpload";

export interface ImageUploadProps {
  /** The controller from `useImageUpload`. */
  upload: ImageUploadController;
  /** The group's visible title ("Product image", "New banner"). */
  label: string;
  /** The image already saved (edit mode): shown until a new one is uploaded. */
  currentImage?: string;
  currentImageAlt?: string;
  /** A problem the server reported for the image field. */
  errorText?: string;
  disabled?: boolean;
  /** The preview frame's shape. */
  aspectRatio?: string;
}

/**
 * Choose (or drop) an image and it uploads at once: a local preview over a loading placeholder with
 * a progress bar while it goes, the uploaded image after, the saved one (edit mode) before. The file
 * input is a real, visually hidden `<input type="file">` inside its label button, so it takes focus
 * and opens from the keyboard; the button shows the focus ring.
 */
export function ImageUpload({ upload, label, currentImage, currentImageAlt, errorText, disabled = false, aspectRatio = "4 / 3" }: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const headingId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = upload.error ?? errorText ?? null;
  const shownImage = upload.status === "uploaded" ? (upload.previewUrl ?? upload.url) : upload.status === "uploading" ? null : currentImage || null;
  const hasImage = Boolean(upload.url || currentImage);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after a failure) still fires a change.
    event.target.value = "";
    if (file) upload.choose(file);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !disabled) upload.choose(file);
  };

  return (
    <Box role="group" aria-labelledby={headingId} sx={{ display: "grid", gap: 1.25, minWidth: 0 }}>
      <Typography id={headingId} component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {label}
      </Typography>

      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={upload.isUploading || undefined}
        sx={{
          position: "relative",
          aspectRatio,
          width: "100%",
          borderRadius: 2,
          overflow: "hidden",
          border: 2,
          borderStyle: shownImage ? "solid" : "dashed",
          borderColor: dragging ? "secondary.main" : error ? "error.main" : "divider",
          bgcolor: dragging ? "action.hover" : "#f3e9dc",
          display: "grid",
          placeItems: "center",
        }}
      >
        {upload.isUploading ? (
          <>
            <Skeleton variant="rectangular" animation="wave" data-testid="image-upload-placeholder" sx={{ position: "absolute", inset: 0, height: "100%", transform: "none" }} />
            {upload.previewUrl && (
              <Box
                component="img"
                src={upload.previewUrl}
                alt={t("admin.imageUpload.previewAlt")}
                sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", opacity: 0.55 }}
              />
            )}
          </>
        ) : shownImage ? (
          <Box
            component="img"
            src={shownImage}
            alt={upload.status === "uploaded" ? t("admin.imageUpload.uploadedAlt") : currentImageAlt || t("admin.imageUpload.currentAlt")}
            sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
          />
        ) : (
          <Box sx={{ textAlign: "center", color: "text.secondary", p: 2 }}>
            <ImageOutlinedIcon sx={{ fontSize: 40, color: "secondary.main" }} aria-hidden />
            <Typography variant="body2">{t("admin.imageUpload.noImage")}</Typography>
          </Box>
        )}
      </Box>

      {upload.isUploading && (
        <Box>
          <LinearProgress
            variant={upload.progress === null || upload.progress >= 100 ? "indeterminate" : "determinate"}
            value={upload.progress ?? undefined}
            aria-label={t("admin.imageUpload.progressLabel")}
            color="secondary"
          />
        </Box>
      )}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
        {upload.isUploading
          ? upload.progress === null || upload.progress >= 100
            ? t("admin.imageUpload.processing")
            : t("admin.imageUpload.uploading", { percent: upload.progress })
          : upload.status === "uploaded"
            ? t("admin.imageUpload.uploaded", { name: upload.fileName ?? "" })
            : ""}
      </Typography>

      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Button
          component="label"
          // The input inside takes focus and clicks; the label itself is no second tab stop.
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          startIcon={<CloudUploadOutlinedIcon />}
          disabled={disabled}
          sx={{
            "&:has(input:focus-visible)": { outline: "3px solid", outlineColor: "secondary.main", outlineOffset: 2 },
          }}
        >
          {hasImage || upload.isUploading ? t("admin.imageUpload.replace") : t("admin.imageUpload.choose")}
          <Box
            component="input"
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onChange}
            disabled={disabled}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            sx={visuallyHidden}
          />
        </Button>
        {upload.status === "uploaded" && (
          <Button variant="text" color="inherit" startIcon={<DeleteOutlineIcon />} onClick={upload.reset} disabled={disabled}>
            {currentImage ? t("admin.imageUpload.undo") : t("admin.imageUpload.remove")}
          </Button>
        )}
      </Box>
      <FormHelperText id={hintId} sx={{ mx: 0, mt: -0.5 }}>
        {t("admin.imageUpload.hint", { max: IMAGE_UPLOAD_MAX_MB })}
      </FormHelperText>
      {error && (
        <FormHelperText id={errorId} error role="alert" sx={{ mx: 0, mt: -0.5, overflowWrap: "anywhere" }}>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
