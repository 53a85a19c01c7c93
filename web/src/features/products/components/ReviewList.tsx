import VerifiedIcon from "@mui/icons-material/Verified";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { RatingStars } from "@/shared/catalog";
import { dateTimeFormat } from "@/shared/i18n/intlFormats";
import { BadgeLabel, Initial, LoadMore, nextPageOf, QueryState } from "@/shared/ui";
import { useReviews } from "../hooks/useProductQueries";

/**
 * The product's reviews, scrolling inside a 300 px panel (spec 9), newest first, a page at a time:
 * "Load more reviews" at the end of the panel fetches the next page.
 */
export function ReviewList({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const reviews = useReviews(productId);
  const dateFormat = dateTimeFormat(i18n.resolvedLanguage ?? "en", { dateStyle: "medium" });

  // (A later page that fails keeps the reviews shown; LoadMore says so.)
  const body = (
    <QueryState
      query={{ ...reviews, data: reviews.items }}
      loadingLabel={t("app.loading")}
      headingLevel={3}
      errorTitle={t("reviews.loadError")}
      skeleton={
        <Stack spacing={2}>
          {[0, 1].map((i) => (
            <Box key={i} sx={{ display: "flex", gap: 1.5 }}>
              <Skeleton variant="circular" width={36} height={36} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="40%" />
                <Skeleton width="90%" />
              </Box>
            </Box>
          ))}
        </Stack>
      }
      isEmpty={reviews.items.length === 0}
      empty={<Typography color="text.secondary">{t("reviews.empty")}</Typography>}
    >
      {(items) => (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {items.map((review) => {
              // A review whose writer deleted their account keeps its words, not their name.
              const author = review.userName.trim() || t("reviews.formerCustomer");
              return (
              <Box component="li" key={review._id} sx={{ display: "flex", gap: 1.5 }}>
                <Initial letter={review.userName.trim().charAt(0).toUpperCase() || "?"} size={36} sx={{ bgcolor: review.userName.trim() ? "primary.main" : "grey.500", fontSize: 16 }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: "center", flexWrap: "wrap" }}>
                    <Typography sx={{ fontWeight: 600 }}>{author}</Typography>
                    {review.verifiedPurchase && (
                      <BadgeLabel color="success" variant="outlined" icon={<VerifiedIcon />} label={t("reviews.verifiedPurchase")} sx={{ height: 22 }} />
                    )}
                    {review.createdAt && (
                      <Typography variant="caption" color="text.secondary">
                        {dateFormat.format(new Date(review.createdAt))}
                      </Typography>
                    )}
                  </Stack>
                  <Box sx={{ my: 0.5 }}>
                    <RatingStars value={review.reviewValue} />
                  </Box>
                  <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                    {review.reviewMessage}
                  </Typography>
                </Box>
              </Box>
              );
            })}
          </Stack>
          <LoadMore
            dense
            shown={t("reviews.shown", { count: items.length })}
            label={t("reviews.loadMore")}
            {...nextPageOf(reviews)}
          />
        </>
      )}
    </QueryState>
  );

  return (
    <Box
      role="region"
      aria-label={t("reviews.title")}
      tabIndex={0}
      sx={{ maxHeight: 300, overflowY: "auto", pr: 1, py: 0.5, "&:focus-visible": { outline: 2, outlineColor: "secondary.main" } }}
    >
      {body}
    </Box>
  );
}
