export { ProfileSettings } from "./components/ProfileSettings";
export { NameForm } from "./components/NameForm";
export { EmailForm } from "./components/EmailForm";
export { PasswordForm } from "./components/PasswordForm";
export { SignOutEverywhere } from "./components/SignOutEverywhere";
export { DownloadData } from "./components/DownloadData";
export { DeleteAccount } from "./components/DeleteAccount";
