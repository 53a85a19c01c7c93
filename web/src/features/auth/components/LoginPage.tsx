import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { AuthFormHeader } from "./AuthFormHeader";
import { LoginForm } from "./LoginForm";

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <AuthFormHeader
        title={t("auth.login.title")}
        prompt={t("auth.login.noAccount")}
        linkText={t("auth.login.registerLink")}
        linkTo={paths.auth.register}
      />
      <LoginForm />
    </>
  );
}

export default LoginPage;
