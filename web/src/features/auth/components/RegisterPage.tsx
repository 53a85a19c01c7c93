import { useTranslation } from "react-i18next";
import { paths } from "@/config/paths";
import { AuthFormHeader } from "./AuthFormHeader";
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
      <RegisterForm />
    </>
  );
}

export default RegisterPage;
