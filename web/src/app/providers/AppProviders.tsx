import type { EmotionCache } from "@emotion/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useState, type ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n as appI18n } from "@/shared/i18n";
import { Toaster } from "@/shared/toast";
import { DirectionThemeProvider } from "./DirectionThemeProvider";
import { createQueryClient } from "./queryClient";

/**
 * Everything the app runs inside: React Query, i18n, the direction-aware theme and the toasts.
 * The browser uses one of each for the visit; the server passes its per-request query client,
 * i18n instance (the request's language) and Emotion cache (entry-server.tsx).
 */
export function AppProviders({
  children,
  queryClient,
  i18n,
  emotionCache,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
  emotionCache?: EmotionCache;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n ?? appI18n}>
      <QueryClientProvider client={client}>
        <DirectionThemeProvider cache={emotionCache}>
          {children}
          <Toaster />
        </DirectionThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
