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
      // Whole-app renders in jsdom take 2-3 s on a quiet 2-core machine and over 6 s while emulators and
      // builds share it; the default 5 s made them fail on load, not on behaviour.
      testTimeout: 15_000,
    },
  }),
);
