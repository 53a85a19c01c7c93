/**
 * The app's providers (theme, direction, i18n, query client, toasts) for feature tests that render
 * a component or hook on its own. Features may not import `@/app`; test set-up may.
 */
export { AppProviders as TestProviders } from "@/app/providers/AppProviders";
