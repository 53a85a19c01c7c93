import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import LinkOffOutlinedIcon from "@mui/icons-material/LinkOffOutlined";
import LockResetOutlinedIcon from "@mui/icons-material/LockResetOutlined";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { errorMessage, isApiError } from "@/shared/api";
import { SESSION_QUERY_KEY, useCurrentSession } from "@/shared/session";
import { applyEmailActionOnce } from "../api/emailActionsApi";
import { readEmailActionLink } from "../lib/accountForms";
import { AccountActionShell } from "./AccountActionShell";
import { ResetPasswordForm } from "./ResetPasswordForm";

type PageState =
  | { kind: "form" }
  | { kind: "working" }
  | { kind: "passwordChanged" }
  | { kind: "emailVerified" }
  | { kind: "emailChanged" }
  | { kind: "failed"; message: string; resetLink: boolean };

/**
 * `/auth/action?mode=…&oobCode=…&lang=…`: the one page of every account email's link. It speaks the
 * link's language (`lang`), then: a reset link shows the new-password form; a verification link is
 * applied as the page opens (once, StrictMode's second effect included), and the session query is
 * read again, so checkout opens at once. Every end says what happened and offers a way on.
 */
export function EmailActionPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const link = readEmailActionLink(search);
  const queryClient = useQueryClient();
  const session = useCurrentSession();
  const heading = useRef<HTMLHeadingElement>(null);
  const verifying = link.ok && link.mode !== "resetPassword";
  const [state, setState] = useState<PageState>(verifying ? { kind: "working" } : { kind: "form" });

  const lang = link.ok ? link.lang : null;
  useEffect(() => {
    if (lang && i18n.resolvedLanguage !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);

  const oobCode = link.ok ? link.oobCode : "";
  useEffect(() => {
    if (!verifying) return;
    let live = true;
    applyEmailActionOnce(oobCode).then(
      (answer) => {
        if (!live) return;
        setState({ kind: answer.data.mode === "verifyAndChangeEmail" ? "emailChanged" : "emailVerified" });
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      },
      (error: unknown) => {
        if (!live) return;
        const refused = isApiError(error) && (error.status === 400 || error.status === 409);
        setState({ kind: "failed", resetLink: false, message: refused ? errorMessage(error, t("verification.invalid.body")) : t("verification.action.failure") });
      },
    );
    return () => {
      live = false;
    };
  }, [verifying, oobCode, queryClient, t]);

  // Each new state is a new page to the reader: focus its heading.
  useEffect(() => {
    if (state.kind !== "form" && state.kind !== "working") heading.current?.focus();
  }, [state.kind]);

  const action = (to: string, label: string, variant: "contained" | "outlined" = "contained") => (
    <Button component={RouterLink} to={to} variant={variant} size="large" fullWidth>
      {label}
    </Button>
  );
  const shell = (title: string, icon: ReactNode, body: ReactNode, actions: ReactNode) => (
    <AccountActionShell headingRef={heading} title={title} icon={icon}>
      <Stack spacing={2.5} sx={{ textAlign: "center" }}>
        <Typography role="status">{body}</Typography>
        {actions}
      </Stack>
    </AccountActionShell>
  );

  if (!link.ok) {
    return shell(t("verification.invalid.title"), <LinkOffOutlinedIcon aria-hidden />, t("verification.invalid.incomplete"), (
      <>
        {action(paths.auth.forgotPassword, t("verification.invalid.newResetLink"))}
        {action(paths.shop.home, t("verification.action.toShop"), "outlined")}
      </>
    ));
  }

  switch (state.kind) {
    case "working":
      return (
        <AccountActionShell title={t("verification.action.checkingTitle")}>
          <Stack spacing={2} sx={{ alignItems: "center" }} role="status" aria-live="polite">
            <CircularProgress aria-hidden />
            <Typography>{t("verification.action.checking")}</Typography>
          </Stack>
        </AccountActionShell>
      );
    case "emailVerified":
      return shell(t("verification.action.verifiedTitle"), <CheckCircleOutlineIcon aria-hidden />, t("verification.action.verifiedBody"), (
        <>
          {action(session.isAuthenticated ? paths.shop.checkout : paths.auth.login, t(session.isAuthenticated ? "verification.action.toCheckout" : "verification.action.signIn"))}
          {action(paths.shop.home, t("verification.action.toShop"), "outlined")}
        </>
      ));
    case "emailChanged":
      return shell(t("verification.action.changedTitle"), <CheckCircleOutlineIcon aria-hidden />, t("verification.action.changedBody"), action(paths.auth.login, t("verification.action.signIn")));
    case "passwordChanged":
      return shell(t("passwordReset.reset.doneTitle"), <CheckCircleOutlineIcon aria-hidden />, t("passwordReset.reset.doneBody"), action(paths.auth.login, t("passwordReset.reset.signIn")));
    case "failed":
      return shell(t("verification.invalid.title"), <LinkOffOutlinedIcon aria-hidden />, state.message, (
        <>
          {state.resetLink
            ? action(paths.auth.forgotPassword, t("verification.invalid.newResetLink"))
            : action(session.isAuthenticated ? paths.shop.checkout : paths.auth.login, t(session.isAuthenticated ? "verification.invalid.newVerifyLink" : "verification.action.signIn"))}
          {action(paths.shop.home, t("verification.action.toShop"), "outlined")}
        </>
      ));
    case "form":
      return (
        <AccountActionShell headingRef={heading} title={t("passwordReset.reset.title")} intro={t("passwordReset.reset.intro")} icon={<LockResetOutlinedIcon aria-hidden />}>
          <ResetPasswordForm
            oobCode={oobCode}
            onDone={() => {
              setState({ kind: "passwordChanged" });
              // Every session of the account has ended, this browser's too when it was that account's.
              void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
            }}
            onInvalidCode={() => setState({ kind: "failed", resetLink: true, message: t("verification.invalid.body") })}
          />
        </AccountActionShell>
      );
  }
}

export default EmailActionPage;
