import { useTheme } from "@mui/material/styles";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The average rating as shown and read out: to the nearest tenth, between 0 and 5. */
export function roundRating(value: number | undefined): number {
  const number = Number.isFinite(value) ? Number(value) : 0;
  return Math.round(Math.min(5, Math.max(0, number)) * 10) / 10;
}

// Five copies of one star polygon, 24 units apart, drawn as a single path (one node, not five icons).
const STAR = [[12, 17.27], [18.18, 21], [16.54, 13.97], [22, 9.24], [14.81, 8.63], [12, 2], [9.19, 8.63], [2, 9.24], [7.46, 13.97], [5.82, 21]];
const FIVE_STARS = [0, 1, 2, 3, 4]
  .map((i) => `M${STAR.map(([x, y]) => `${x + i * 24} ${y}`).join("L")}Z`)
  .join("");

interface RatingStarsProps {
  value: number | undefined;
  /** Height of one star in px. */
  size?: number;
  /** Hide from assistive technology when the rating is already said in text beside it. */
  decorative?: boolean;
}

/**
 * A read-only star rating: one SVG whose gold copy of the stars is clipped to the rating, filled
 * from the reading start (right in Hebrew). The interactive MUI Rating stays in the review form only;
 * it costs about forty nodes per use, which on a page of tiles adds up.
 */
export function RatingStars({ value, size = 18, decorative = false }: RatingStarsProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const clipId = useId();
  const rating = roundRating(value);
  const filled = (rating / 5) * 120;
  const rtl = theme.direction === "rtl";
  return (
    <svg
      viewBox="0 0 120 24"
      width={size * 5}
      height={size}
      role={decorative ? undefined : "img"}
      aria-label={decorative ? undefined : t("products.ratedLabel", { value: rating })}
      aria-hidden={decorative || undefined}
      focusable="false"
      data-rating={rating}
      style={{ display: "block", flexShrink: 0 }}
    >
      <clipPath id={clipId}>
        <rect x={rtl ? 120 - filled : 0} y="0" width={filled} height="24" />
      </clipPath>
      <path d={FIVE_STARS} fill={theme.palette.action.disabled} />
      <path d={FIVE_STARS} fill="#faaf00" clipPath={`url(#${clipId})`} />
    </svg>
  );
}
