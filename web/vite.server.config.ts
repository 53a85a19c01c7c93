import { defineConfig, mergeConfig } from "vite";
import base from "./vite.config.ts";

/**
 * The server-side render (src/entry-server.tsx) for the `api` function: ONE self-contained CommonJS
 * file in dist-server/ (every dependency inside, `ssr.noExternal`), so the deployed function needs no
 * web dependency and loads it with a plain require from its CommonJS build. The browser build
 * (vite.config.ts) stays as it is; only its aliases and plugins are shared.
 */
export default mergeConfig(
  { ...base, build: {} },
  defineConfig({
    ssr: { noExternal: true, target: "node" },
    build: {
      ssr: "src/entry-server.tsx",
      outDir: "dist-server",
      emptyOutDir: true,
      target: "node20",
      sourcemap: false,
      minify: false,
      copyPublicDir: false,
      rolldownOptions: {
        output: { format: "cjs", entryFileNames: "entry-server.cjs", codeSplitting: false },
      },
    },
  }),
);
