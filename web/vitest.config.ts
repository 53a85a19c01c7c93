import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: "jsdom",
      globals: false,
      setupFiles: ["./src/test/setup.ts"],
      include: ["src/**/*.test.{ts,tsx}"],
      css: false,
      restoreMocks: true,
      // Whole-app renders and the owner's forms in jsdom take up to 13 s on a quiet 2-core machine (typing
      // into MUI fields is slow there) and more while two test workers share it; 15 s per describe failed
      // on load, not on behaviour, and so did 30 s once on a busy CI machine (the settings page's
      // longest take 17 s on a quiet one). One limit for every web test, set here only.
      testTimeout: 60_000,
    },
  }),
);
