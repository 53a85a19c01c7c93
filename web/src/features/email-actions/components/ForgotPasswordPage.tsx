import MarkEmailReadOutlinedIcon from "@mui/icons-material/MarkEmailReadOutlined";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link as RouterLink, useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, errorToast } from "@/shared/api";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";
import { requestPasswordReset } from "../api/emailActionsApi";
import { checkResetEmail } from "../lib/accountForms";
import { AccountActionShell, LtrEmail } from "./AccountActionShell";

/**
 * `/auth/forgot-password`: an email field. The answer is the same whether or not the address has an
 * account, so the page only says "check your inbox" (with the address, to catch a typo) and offers
 * another try. A limit (429) is said as the server says it.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const remembered = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof remembered === "string" ? remembered : "");
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const send = useMutation({
    mutationKey: ["auth", "password-reset"],
    mutationFn: (address: string) => requestPasswordReset({ email: address }),
    meta: { errorToast: errorToast((error) => ({ title: errorMessage(error, t("passwordReset.forgot.failure")) })) },
    onSuccess: (_answer, address) => setSentTo(address),
  });

  // The page changes under the reader: take focus to its new heading.
  useEffect(() => {
    if (sentTo) heading.current?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const check = checkResetEmail(email);
    if (!check.ok) {
      setProblem(check.problem === "required" ? t("passwordReset.problems.emailRequired") : t("passwordReset.problems.emailFormat"));
      return;
    }
    send.mutate(check.email);
  };

  const backToLogin = (
    <Link component={RouterLink} to={paths.auth.login} sx={{ fontWeight: 600 }}>
      {t("passwordReset.forgot.backToLogin")}
    </Link>
  );

  if (sentTo) {
    return (
      <AccountActionShell headingRef={heading} icon={<MarkEmailReadOutlinedIcon aria-hidden />} title={t("passwordReset.forgot.sentTitle")}>
        <Stack spacing={2.5} sx={{ textAlign: "center" }}>
          <Typography role="status">
            <Trans i18nKey="passwordReset.forgot.sentBody" values={{ email: sentTo }} components={{ email: <LtrEmail /> }} />
          </Typography>
          <Typography color="text.secondary">{t("passwordReset.forgot.sentHint")}</Typography>
          <Button
            variant="outlined"
            onClick={() => {
              send.reset();
              setSentTo(null);
            }}
          >
            {t("passwordReset.forgot.again")}
          </Button>
          <Typography>{backToLogin}</Typography>
        </Stack>
      </AccountActionShell>
    );
  }

  return (
    <AccountActionShell headingRef={heading} title={t("passwordReset.forgot.title")} intro={t("passwordReset.forgot.intro")}>
      <Stack component="form" onSubmit={submit} spacing={2.5} noValidate>
        <TextField
          label={t("passwordReset.fields.email")}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          error={Boolean(problem)}
          helperText={problem ?? " "}
          sx={LTR_INPUT_SX}
          slotProps={{ htmlInput: LTR_INPUT }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={send.isPending} loadingPosition="start">
          {t("passwordReset.forgot.submit")}
        </Button>
        <Typography sx={{ textAlign: "center" }}>{backToLogin}</Typography>
      </Stack>
    </AccountActionShell>
  );
}

export default ForgotPasswordPage;
