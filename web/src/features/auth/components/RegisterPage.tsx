import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { FirebaseAuthScope } from "../firebase/FirebaseAuthScope";
import { AuthFormHeader } from "./AuthFormHeader";
import { GoogleSignInButton } from "./GoogleSignInButton";
import { RegisterForm } from "./RegisterForm";

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthFormHeader
        title={t("auth.register.title")}
        prompt={t("auth.register.hasAccount")}
        linkText={t("auth.register.loginLink")}
        linkTo={paths.auth.login}
      />
      <FirebaseAuthScope>
        <GoogleSignInButton />
        <RegisterForm />
      </FirebaseAuthScope>
    </>
  );
}

export default RegisterPage;
