import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AuthProvider, FirebaseAppProvider } from "reactfire";
import { QueryState } from "@/shared/ui";
import { authClientConfigQuery } from "../api/authApi";
import { browserFirebase } from "./firebaseAuth";

/**
 * The sign-in screens' Firebase: reactfire hands the app and its Auth to the forms below. It lives in
 * the auth screens' chunk, so the storefront's pages never download the Firebase SDK.
 */
export function FirebaseAuthScope({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = useQuery(authClientConfigQuery);
  return (
    <QueryState
      query={config}
      loadingLabel={t("auth.loadingSignIn")}
      skeleton={
        <Stack spacing={2.5}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      }
    >
      {(data) => {
        const { app, auth } = browserFirebase(data);
        return (
          <FirebaseAppProvider firebaseApp={app}>
            <AuthProvider sdk={auth}>{children}</AuthProvider>
          </FirebaseAppProvider>
        );
      }}
    </QueryState>
  );
}
