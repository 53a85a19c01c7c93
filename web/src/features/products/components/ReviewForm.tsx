import { REVIEW_MESSAGE_MAX_LENGTH } from "@contracts";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import Rating from "@mui/material/Rating";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { useAddReview } from "../hooks/useProductQueries";
import { isReviewSubmitDisabled, reviewProblem, reviewToSend } from "../lib/reviewRules";

/** Stars 1-5 (radio buttons "1 star" … "5 stars"), the text, and "Submit review". */
export function ReviewForm({ productId, autoFocus = false }: { productId: string; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const addReview = useAddReview({ errorToast: errorToast((error) => ({ title: errorMessage(error, t("reviews.failed")) })) });
  const [rating, setRating] = useState(0);
  const [message, setMessage] = useState("");
  const [showRatingError, setShowRatingError] = useState(false);
  const ratingLabelId = useId();
  const ratingErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Back from signing in to review: the form is what the shopper came for.
  useEffect(() => {
    if (!autoFocus) return;
    const form = formRef.current;
    form?.scrollIntoView({ block: "center" });
    form?.querySelector<HTMLInputElement>("input[type=radio]")?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = reviewProblem({ message, rating });
    if (problem === "rating") {
      setShowRatingError(true);
      return;
    }
    const review = reviewToSend(productId, { message, rating });
    if (!review) return;
    addReview.mutate(review, {
      onSuccess: (response) => {
        toast({ title: serverText(response, t("reviews.added")) });
        setMessage("");
        setRating(0);
      },
    });
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} data-testid="review-form" sx={{ display: "grid", gap: 1.5 }}>
      <Typography variant="h6" component="h3">
        {t("reviews.write")}
      </Typography>
      <Box role="radiogroup" aria-labelledby={ratingLabelId} aria-describedby={showRatingError ? ratingErrorId : undefined}>
        <Typography id={ratingLabelId} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
          {t("reviews.rating")}
        </Typography>
        <Rating
          name={`review-rating-${productId}`}
          value={rating || null}
          onChange={(_, value) => {
            setRating(value ?? 0);
            if (value) setShowRatingError(false);
          }}
          getLabelText={(value: number) => t("reviews.stars", { count: value })}
          emptyLabelText={t("reviews.noRating")}
          size="large"
        />
        {showRatingError && (
          <FormHelperText id={ratingErrorId} error>
            {t("reviews.chooseRating")}
          </FormHelperText>
        )}
      </Box>
      <TextField
        label={t("reviews.yourReview")}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: REVIEW_MESSAGE_MAX_LENGTH } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={isReviewSubmitDisabled({ message, rating }, addReview.isPending)}>
          {addReview.isPending ? t("reviews.submitting") : t("reviews.submit")}
        </Button>
      </Box>
    </Box>
  );
}

/** The default export, for ProductDetails' lazy import. */
export default ReviewForm;
