import { CacheProvider, type EmotionCache } from "@emotion/react";
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/material/styles";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { languageDirection } from "@/shared/i18n/languages";
import { emotionCacheFor, servedWithGlobalStyles } from "./emotionCache";
import { createAppTheme } from "./theme";

/**
 * Picks the Emotion cache and MUI theme for the current language's direction; no reload on switch.
 * The server passes its per-request `cache` (entry-server.tsx).
 */
export function DirectionThemeProvider({ children, cache }: { children: ReactNode; cache?: EmotionCache }) {
  const { i18n } = useTranslation();
  const direction = languageDirection(i18n.resolvedLanguage ?? i18n.language);
  const theme = useMemo(() => createAppTheme(direction), [direction]);

  const emotionCache = cache ?? emotionCacheFor(direction);

  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        {/* In a page the server rendered in this direction, its global styles are there to stay. */}
        {!cache && servedWithGlobalStyles(emotionCache) ? null : <CssBaseline />}
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
