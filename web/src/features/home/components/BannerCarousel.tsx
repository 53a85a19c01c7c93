import type { FeatureImage } from "@contracts";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { alpha, useTheme } from "@mui/material/styles";
import { useId, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { bannerTexts } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { BANNER_SIZES, DirectionalIcon, ShopImage } from "@/shared/ui";
import { swipeDirection, useCarousel } from "../hooks/useCarousel";

const ASPECT = { xs: "16 / 9", sm: "8 / 3" };
/**
 * The shop's banner art keeps its subject in the right part of the picture and leaves the left calm
 * for the words (scripts/generate-seed-images.mjs). On a phone the picture is cropped to that subject;
 * on wider screens it shows whole, with the words over its calm side.
 */
const ART_POSITION = { xs: "78% 50%", sm: "50% 50%" };

export function BannerSkeleton() {
  return <Skeleton variant="rounded" sx={{ width: "100%", height: "auto", aspectRatio: ASPECT, borderRadius: 4 }} />;
}

/**
 * The home banner: each slide shows its artwork (alt text in the page's language), headline, line of
 * text and a button to where it links. Slides move on every 15 s (paused while hovered or focused, and
 * for visitors who prefer reduced motion); previous/next buttons (mirrored in Hebrew) and dots sit in
 * a bar below the artwork, never on it; swipe works too. On a phone the words sit below the picture.
 */
export function BannerCarousel({ images }: { images: FeatureImage[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, next, previous, goTo } = useCarousel(images.length, { paused: hovered || focused || reducedMotion });
  const start = useRef<{ x: number; y: number } | null>(null);
  const regionId = useId();
  const many = images.length > 1;

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!start.current) return;
    const move = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y, rtl);
    start.current = null;
    if (move === "next") next();
    if (move === "previous") previous();
  };

  const arrowSx = {
    color: "primary.contrastText",
    border: "1px solid",
    borderColor: alpha("#fff", 0.5),
    "&:hover": { bgcolor: alpha("#fff", 0.12) },
    "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.light", outlineOffset: 2 },
    width: 40,
    height: 40,
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription={t("home.carousel.roledescription")}
      aria-label={t("home.carousel.label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      sx={{
        borderRadius: 4,
        overflow: "hidden",
        bgcolor: "primary.dark",
        color: "primary.contrastText",
        touchAction: "pan-y",
        userSelect: "none",
        boxShadow: 3,
      }}
    >
      {/* The slides share one grid cell, so the region is as tall as the tallest slide on a phone. */}
      <Box id={regionId} aria-live={hovered || focused ? "polite" : "off"} sx={{ display: "grid" }}>
        {images.map((image, i) => {
          const { headline, text, alt } = bannerTexts(image, language);
          const current = i === index;
          return (
            <Box
              key={image._id}
              role="group"
              aria-roledescription={t("home.carousel.slide")}
              aria-label={t("home.carousel.slideLabel", { index: i + 1, total: images.length })}
              aria-hidden={!current}
              data-testid="banner-slide"
              sx={{
                gridArea: "1 / 1",
                position: "relative",
                opacity: current ? 1 : 0,
                visibility: current ? "visible" : "hidden",
                transition: reducedMotion ? "none" : "opacity .7s ease, visibility .7s",
              }}
            >
              <Box sx={{ aspectRatio: ASPECT, overflow: "hidden" }}>
                <ShopImage
                  src={image.image}
                  variants={image.imageVariants}
                  sizes={BANNER_SIZES}
                  alt={alt}
                  draggable={false}
                  // The art is 1600 × 600; the box above sets the shape, these let the browser know it early.
                  width={1600}
                  height={600}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                  sx={{ width: "100%", height: "100%", objectFit: "cover", objectPosition: ART_POSITION, display: "block" }}
                />
              </Box>
              {(headline || text || image.link) && (
                <Box
                  // The art's calm side is its left in both languages, so the words stay there in Hebrew too.
                  sx={{
                    position: { xs: "static", sm: "absolute" },
                    insetBlock: { sm: 0 },
                    left: { sm: 0 },
                    width: { sm: "52%" },
                    display: "flex",
                    flexDirection: "column",
                    justifyContent: "center",
                    alignItems: "flex-start",
                    gap: { xs: 1, md: 1.5 },
                    px: { xs: 2.5, sm: 4, md: 6 },
                    pt: { xs: 2, sm: 0 },
                    pb: { xs: 0.5, sm: 0 },
                    background: { sm: `linear-gradient(90deg, ${alpha(theme.palette.primary.dark, 0.92)} 0%, ${alpha(theme.palette.primary.dark, 0.75)} 65%, transparent 100%)` },
                  }}
                >
                  {headline && (
                    <Typography component="h2" variant="h3" sx={{ color: "inherit", fontSize: { xs: "1.5rem", sm: "1.75rem", md: "2.5rem" }, lineHeight: 1.15 }}>
                      {headline}
                    </Typography>
                  )}
                  {text && (
                    <Typography sx={{ color: alpha("#fff", 0.9), fontSize: { xs: "0.95rem", md: "1.1rem" }, maxWidth: 460 }}>{text}</Typography>
                  )}
                  {image.link && (
                    <Button
                      component={RouterLink}
                      to={image.link}
                      variant="contained"
                      color="secondary"
                      tabIndex={current ? 0 : -1}
                      endIcon={<DirectionalIcon icon={ArrowForwardIcon} />}
                      sx={{ mt: 0.5 }}
                    >
                      {t("home.carousel.shopNow")}
                    </Button>
                  )}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {many && (
        <Box data-testid="banner-controls" sx={{ display: "flex", alignItems: "center", justifyContent: "center", gap: 1.5, px: 2, py: 1 }}>
          <IconButton aria-controls={regionId} aria-label={t("home.carousel.previous")} onClick={previous} sx={arrowSx}>
            <DirectionalIcon icon={ChevronLeftIcon} />
          </IconButton>
          <Box sx={{ display: "flex", gap: 0.5 }}>
            {images.map((image, i) => (
              <Box
                key={image._id}
                component="button"
                type="button"
                aria-label={t("home.carousel.goTo", { index: i + 1 })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => goTo(i)}
                sx={{
                  border: 0,
                  p: 0,
                  cursor: "pointer",
                  width: 24,
                  height: 24,
                  bgcolor: "transparent",
                  display: "grid",
                  placeItems: "center",
                  "&::after": {
                    content: '""',
                    width: i === index ? 22 : 9,
                    height: 9,
                    borderRadius: 99,
                    bgcolor: i === index ? "secondary.light" : alpha("#fff", 0.7),
                    transition: reducedMotion ? "none" : "width .3s",
                  },
                  "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.light", borderRadius: 99 },
                }}
              />
            ))}
          </Box>
          <IconButton aria-controls={regionId} aria-label={t("home.carousel.next")} onClick={next} sx={arrowSx}>
            <DirectionalIcon icon={ChevronRightIcon} />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
