import Alert from "@mui/material/Alert";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { paths } from "@/config/paths";
import { FirebaseAuthScope } from "../firebase/FirebaseAuthScope";
import { AuthFormHeader } from "./AuthFormHeader";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { LoginForm } from "./LoginForm";

/** Why this visitor is asked to sign in, from the page they were sent here from (none when they came on their own). */
export function signInReason(from: unknown): "checkout" | "review" | null {
  if (typeof from !== "string") return null;
  const [path = "", search = ""] = from.split(/[?#]/, 2);
  if (path.toLowerCase().replace(/\/+$/, "") === paths.shop.checkout) return "checkout";
  if (new URLSearchParams(search).get("review") === "1") return "review";
  return null;
}

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as { from?: unknown; email?: unknown } | null;
  const reason = signInReason(state?.from);
  return (
    <>
      <AuthFormHeader
        title={t("auth.login.title")}
        prompt={t("auth.login.noAccount")}
        linkText={t("auth.login.registerLink")}
        linkTo={paths.auth.register}
      />
      {reason && (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="sign-in-reason">
          {t(reason === "checkout" ? "auth.login.checkoutReason" : "auth.login.reviewReason")}
        </Alert>
      )}
      <FirebaseAuthScope>
        <GoogleSignInButton />
        <LoginForm initialEmail={typeof state?.email === "string" ? state.email : ""} />
      </FirebaseAuthScope>
    </>
  );
}

export default LoginPage;
