import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import "@/shared/i18n";
import { Toaster } from "@/shared/toast";
import { DirectionThemeProvider } from "./DirectionThemeProvider";
import { createQueryClient } from "./queryClient";

/** Everything the app runs inside: React Query, i18n, the direction-aware theme and the toasts. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <DirectionThemeProvider>
        {children}
        <Toaster />
      </DirectionThemeProvider>
    </QueryClientProvider>
  );
}
