import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { robotsTxt } from "../packages/contracts/src/seo.ts";

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API contract shared with the functions; imported as `@contracts`, never copied. */
const contractsDir = fromHere("../packages/contracts/src");

// The Firebase Hosting emulator serves the built app and rewrites /api/** to the `api` function.
const hostingEmulator = process.env.SHOP_HOSTING_URL ?? "http://127.0.0.1:5000";

/**
 * /robots.txt as a static file of the build: Cloud Functions' server answers that path with a 404
 * before any function sees it. Its sitemap URL must be absolute: SHOP_PUBLIC_URL at build time (the
 * address the functions' sitemap uses too), else the local Hosting emulator's.
 */
function robotsFile(): Plugin {
  const origin = new URL(process.env.SHOP_PUBLIC_URL?.trim() || "http://127.0.0.1:5000").origin;
  return {
    name: "cocoa-robots-txt",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "robots.txt", source: robotsTxt(origin) });
    },
  };
}

export default defineConfig({
  plugins: [react(), robotsFile()],
  resolve: {
    alias: {
      "@contracts": fromHere("../packages/contracts/src/index.ts"),
      "@": fromHere("./src"),
    },
  },
  server: {
    host: "127.0.0.1",
    port: 5173,
    fs: { allow: [fromHere("."), contractsDir] },
    proxy: {
      "/api": { target: hostingEmulator },
      "/images": { target: hostingEmulator },
    },
  },
  preview: { host: "127.0.0.1" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks that every screen needs. The admin area is split off by its own
        // lazy import (src/app/router.tsx), so its code never lands in these groups or the entry.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            { name: "i18n", test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector|html-parse-stringify|void-elements)[\\/]/ },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
