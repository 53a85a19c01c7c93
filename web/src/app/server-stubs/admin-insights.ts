/**
 * What the server render (vite.server.config.ts) gets for `@/features/admin-insights`: the server
 * renders storefront pages only, and the Insights screen brings @mui/x-charts (~450 KB of code that the
 * function would parse on every cold start and never run).
 */
export function AdminInsightsPage(): null {
  return null;
}
