import type { ProductPhoto } from "@contracts";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import { useTheme } from "@mui/material/styles";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { DirectionalIcon, PRODUCT_PAGE_IMAGE_SIZES, ShopImage, visuallyHidden } from "@/shared/ui";
import { photoAlt } from "../lib/gallery";

const FRAME_SX = { position: "relative", borderRadius: 3, overflow: "hidden", bgcolor: "#f3e9dc", aspectRatio: "1 / 1" } as const;
const IMAGE_SX = { width: "100%", height: "100%", objectFit: "cover", display: "block" } as const;

/** Scrolls the strip to photo `index` (right to left, scrollLeft counts down from 0). */
function scrollStrip(strip: HTMLElement, index: number, rtl: boolean) {
  const left = (rtl ? -1 : 1) * index * strip.clientWidth;
  if (typeof strip.scrollTo !== "function") {
    strip.scrollLeft = left;
    return false;
  }
  const reduced = typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  strip.scrollTo({ left, behavior: reduced ? "auto" : "smooth" });
  return true;
}

/**
 * The product's photos. One photo is the image as it always was. More are a strip that scrolls by
 * itself under a finger (CSS scroll snap: nothing to download), with previous/next buttons over it,
 * thumbnails under it (buttons named by the photos' alt texts, the shown one `aria-current`) and the
 * arrow keys anywhere in it, all following the reading direction: in Hebrew the next photo is to the
 * left. The first photo is the one the server renders as the page's largest paint (`onPage`: eager,
 * high priority); the others and the thumbnails load lazily.
 */
export function ProductGallery({ photos, title, onPage }: { photos: ProductPhoto[]; title: string; onPage: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rtl = useTheme().direction === "rtl";
  const stripId = useId();
  const strip = useRef<HTMLDivElement>(null);
  // The photo a button scrolled to: the scroll's intermediate positions do not move the thumbnails.
  const target = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const shown = Math.min(index, count - 1);
  const first = photos[0]?.image;

  const image = (photo: ProductPhoto, at: number) => (
    <ShopImage
      src={photo.image}
      variants={photo.imageVariants}
      sizes={PRODUCT_PAGE_IMAGE_SIZES}
      alt={photoAlt(photo, title, language)}
      // The page's main image is its largest paint: fetched first, never lazily; the rest wait their turn.
      loading={at > 0 ? "lazy" : onPage ? "eager" : undefined}
      fetchPriority={at === 0 && onPage ? "high" : undefined}
      width={800}
      height={800}
      sx={IMAGE_SX}
    />
  );

  const go = (next: number) => {
    const to = (next + count) % count;
    setIndex(to);
    if (strip.current && scrollStrip(strip.current, to, rtl)) target.current = to;
  };

  // Another variant's own photo replaces the first: show it.
  const shownFirst = useRef(first);
  useEffect(() => {
    if (shownFirst.current === first) return;
    shownFirst.current = first;
    setIndex(0);
    if (strip.current) scrollStrip(strip.current, 0, rtl);
  }, [first, rtl]);

  if (count < 2) return <Box sx={{ ...FRAME_SX, alignSelf: "start" }}>{photos[0] && image(photos[0], 0)}</Box>;

  const onScroll = () => {
    const element = strip.current;
    if (!element?.clientWidth) return;
    const at = Math.min(count - 1, Math.round(Math.abs(element.scrollLeft) / element.clientWidth));
    if (target.current !== null) {
      if (at !== target.current) return;
      target.current = null;
    }
    setIndex(at);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    go(shown + (event.key === (rtl ? "ArrowLeft" : "ArrowRight") ? 1 : -1));
  };

  const arrow = (side: "previous" | "next") => (
    <IconButton
      aria-label={t(`products.gallery.${side}`)}
      aria-controls={stripId}
      onClick={() => go(shown + (side === "next" ? 1 : -1))}
      size="small"
      sx={{
        position: "absolute",
        top: "50%",
        transform: "translateY(-50%)",
        // "left"/"right" flip in Hebrew (the style cache), as the icons do.
        [side === "next" ? "right" : "left"]: 8,
        bgcolor: "rgba(255, 255, 255, 0.85)",
        boxShadow: 1,
        "&:hover": { bgcolor: "background.paper" },
      }}
    >
      <DirectionalIcon icon={side === "next" ? ChevronRightIcon : ChevronLeftIcon} />
    </IconButton>
  );

  return (
    <Box role="group" aria-label={t("products.gallery.label", { title })} onKeyDown={onKeyDown} sx={{ alignSelf: "start", minWidth: 0 }} data-testid="product-gallery">
      <Box sx={FRAME_SX}>
        <Box
          id={stripId}
          ref={strip}
          role="group"
          aria-label={t("products.gallery.position", { index: shown + 1, total: count })}
          tabIndex={0}
          onScroll={onScroll}
          // A finger or a wheel takes over from a button's scroll.
          onPointerDown={() => (target.current = null)}
          onWheel={() => (target.current = null)}
          data-testid="gallery-strip"
          sx={{
            display: "flex",
            height: "100%",
            overflowX: "auto",
            overflowY: "hidden",
            scrollSnapType: "x mandatory",
            overscrollBehaviorX: "contain",
            scrollbarWidth: "none",
            "&::-webkit-scrollbar": { display: "none" },
            "&:focus-visible": { outline: "3px solid", outlineColor: "primary.main", outlineOffset: -3 },
          }}
        >
          {photos.map((photo, at) => (
            <Box key={`${at}-${photo.image}`} aria-hidden={at === shown ? undefined : true} sx={{ flex: "0 0 100%", height: "100%", scrollSnapAlign: "start", scrollSnapStop: "always" }}>
              {image(photo, at)}
            </Box>
          ))}
        </Box>
        {arrow("previous")}
        {arrow("next")}
      </Box>
      <Box component="span" role="status" sx={visuallyHidden}>
        {t("products.gallery.position", { index: shown + 1, total: count })}
      </Box>
      <Box component="ul" sx={{ listStyle: "none", m: 0, mt: 1.5, p: 0.5, display: "flex", gap: 1, overflowX: "auto" }}>
        {photos.map((photo, at) => (
          <li key={`${at}-${photo.image}`}>
            <Box
              component="button"
              type="button"
              aria-label={photoAlt(photo, title, language)}
              aria-current={at === shown ? "true" : undefined}
              aria-controls={stripId}
              onClick={() => go(at)}
              sx={{
                display: "block",
                width: 64,
                height: 64,
                p: 0,
                border: 2,
                borderColor: at === shown ? "primary.main" : "transparent",
                borderRadius: 1.5,
                overflow: "hidden",
                cursor: "pointer",
                bgcolor: "#f3e9dc",
                opacity: at === shown ? 1 : 0.75,
                "&:hover": { opacity: 1 },
                "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.main", outlineOffset: 2 },
              }}
            >
              <ShopImage src={photo.image} variants={photo.imageVariants} sizes="64px" alt="" width={64} height={64} loading="lazy" fetchPriority="low" sx={IMAGE_SX} />
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
