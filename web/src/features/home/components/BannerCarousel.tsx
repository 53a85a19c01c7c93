import type { FeatureImage } from "@contracts";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import useMediaQuery from "@mui/material/useMediaQuery";
import { alpha, useTheme } from "@mui/material/styles";
import { useId, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { DirectionalIcon } from "@/shared/ui";
import { swipeDirection, useCarousel } from "../hooks/useCarousel";

const ASPECT = { xs: "16 / 9", sm: "8 / 3" };

export function BannerSkeleton() {
  return <Skeleton variant="rounded" sx={{ width: "100%", height: "auto", aspectRatio: ASPECT, borderRadius: 4 }} />;
}

/**
 * The home banner: feature images moving on every 15 s (paused while hovered or focused, and for
 * visitors who prefer reduced motion), previous/next buttons mirrored in Hebrew, dots, and swipe.
 */
export function BannerCarousel({ images }: { images: FeatureImage[] }) {
  const { t } = useTranslation();
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
    position: "absolute",
    top: "50%",
    transform: "translateY(-50%)",
    bgcolor: alpha(theme.palette.background.paper, 0.85),
    color: "primary.main",
    boxShadow: 2,
    "&:hover": { bgcolor: "background.paper" },
    width: { xs: 36, sm: 44 },
    height: { xs: 36, sm: 44 },
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
        position: "relative",
        borderRadius: 4,
        overflow: "hidden",
        bgcolor: "primary.dark",
        aspectRatio: ASPECT,
        touchAction: "pan-y",
        userSelect: "none",
        boxShadow: 3,
      }}
    >
      <Box id={regionId} aria-live={hovered || focused ? "polite" : "off"} sx={{ position: "absolute", inset: 0 }}>
        {images.map((image, i) => (
          <Box
            key={image._id}
            role="group"
            aria-roledescription={t("home.carousel.slide")}
            aria-label={t("home.carousel.slideLabel", { index: i + 1, total: images.length })}
            aria-hidden={i !== index}
            sx={{
              position: "absolute",
              inset: 0,
              opacity: i === index ? 1 : 0,
              visibility: i === index ? "visible" : "hidden",
              transition: reducedMotion ? "none" : "opacity .7s ease, visibility .7s",
            }}
          >
            <Box
              component="img"
              src={image.image}
              alt=""
              draggable={false}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
            />
          </Box>
        ))}
      </Box>
      {many && (
        <>
          <IconButton aria-controls={regionId} aria-label={t("home.carousel.previous")} onClick={previous} sx={{ ...arrowSx, insetInlineStart: { xs: 8, sm: 16 } }}>
            <DirectionalIcon icon={ChevronLeftIcon} />
          </IconButton>
          <IconButton aria-controls={regionId} aria-label={t("home.carousel.next")} onClick={next} sx={{ ...arrowSx, insetInlineEnd: { xs: 8, sm: 16 } }}>
            <DirectionalIcon icon={ChevronRightIcon} />
          </IconButton>
          <Box sx={{ position: "absolute", bottom: { xs: 8, sm: 14 }, insetInline: 0, display: "flex", justifyContent: "center", gap: 0.5 }}>
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
                    boxShadow: 1,
                    transition: reducedMotion ? "none" : "width .3s",
                  },
                  "&:focus-visible": { outline: "2px solid", outlineColor: "secondary.light", borderRadius: 99 },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
