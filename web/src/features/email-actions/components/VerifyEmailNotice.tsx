import MarkEmailUnreadOutlinedIcon from "@mui/icons-material/MarkEmailUnreadOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { errorMessage, serverText } from "@/shared/api";
import { SESSION_QUERY_KEY } from "@/shared/session";
import { resendVerification } from "../api/emailActionsApi";
import { LtrEmail } from "./AccountActionShell";

/**
 * Checkout's notice for a shopper whose email is not confirmed yet: what to do, "Send the link again"
 * (limited by the server: its answer, success or limit, shows here), and "I have confirmed it", which
 * reads the session again (the link may have been opened in another tab or on the phone).
 */
export function VerifyEmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rechecked, setRechecked] = useState(false);
  const resend = useMutation({ mutationKey: ["auth", "verification-email"], mutationFn: () => resendVerification() });
  const recheck = useMutation({
    mutationKey: ["auth", "recheck-verification"],
    mutationFn: () => queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true }),
    onSettled: () => setRechecked(true),
  });

  const answer = resend.isSuccess
    ? { severity: "success" as const, text: serverText(resend.data, t("verification.notice.sent")) }
    : resend.isError
      ? { severity: "error" as const, text: errorMessage(resend.error, t("verification.notice.failure")) }
      : rechecked
        ? { severity: "info" as const, text: t("verification.notice.stillUnverified") }
        : null;

  return (
    <Alert severity="warning" icon={<MarkEmailUnreadOutlinedIcon aria-hidden />} data-testid="verify-email-notice" sx={{ "& .MuiAlert-message": { width: "100%" } }}>
      <AlertTitle component="h2" sx={{ fontSize: "1.1rem", fontWeight: 700 }}>
        {t("verification.notice.title")}
      </AlertTitle>
      <Typography>
        <Trans i18nKey="verification.notice.body" values={{ email }} components={{ email: <LtrEmail /> }} />
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2 }}>
        <Button variant="contained" color="primary" onClick={() => resend.mutate()} loading={resend.isPending} loadingPosition="start">
          {t("verification.notice.resend")}
        </Button>
        <Button variant="outlined" color="primary" onClick={() => recheck.mutate()} loading={recheck.isPending} loadingPosition="start">
          {t("verification.notice.recheck")}
        </Button>
      </Stack>
      <Typography role="status" aria-live="polite" sx={{ mt: answer ? 1.5 : 0 }} color={answer?.severity === "error" ? "error" : "text.primary"}>
        {answer?.text ?? ""}
      </Typography>
    </Alert>
  );
}
