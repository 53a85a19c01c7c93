/** Password reset and email verification: the forgot-password and emailed-link pages (routed lazily), and checkout's notice. */
export { VerifyEmailNotice } from "./components/VerifyEmailNotice";
