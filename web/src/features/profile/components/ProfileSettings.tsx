import Stack from "@mui/material/Stack";
import { useCurrentSession } from "@/shared/session";
import { DeleteAccount } from "./DeleteAccount";
import { DownloadData } from "./DownloadData";
import { EmailForm } from "./EmailForm";
import { NameForm } from "./NameForm";
import { PasswordForm } from "./PasswordForm";
import { SignOutEverywhere } from "./SignOutEverywhere";

/**
 * The account page's "Profile and privacy" tab: the name, the email (confirmed from the new inbox),
 * the password, signing out everywhere, downloading the data, and deleting the account.
 */
export function ProfileSettings() {
  const { user } = useCurrentSession();
  if (!user) return null;
  return (
    <Stack spacing={3}>
      {/* Keyed by the saved name: another tab's change starts the form afresh. */}
      <NameForm key={user.userName} userName={user.userName} />
      <EmailForm email={user.email} />
      <PasswordForm />
      <SignOutEverywhere />
      <DownloadData />
      <DeleteAccount email={user.email} />
    </Stack>
  );
}
