import { fileURLToPath } from "node:url";
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
    // Screens the server never renders and whose libraries are large: a stub in their place (Vite
    // puts these aliases before the shared ones, so they win over "@").
    resolve: {
      alias: [{ find: /^@\/features\/admin-insights$/, replacement: fileURLToPath(new URL("./src/app/server-stubs/admin-insights.ts", import.meta.url)) }],
    },
    // React, MUI and the router pick their production builds by NODE_ENV at run time, which the
    // function does not set: fixed here, so the server never runs React's slower development build.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      ssr: "src/entry-server.tsx",
      outDir: "dist-server",
      emptyOutDir: true,
      target: "node20",
      sourcemap: false,
      // Smaller to load on a cold start; a failed render is logged and the plain app served.
      minify: true,
      copyPublicDir: false,
      rolldownOptions: {
        output: { format: "cjs", entryFileNames: "entry-server.cjs", codeSplitting: false },
      },
    },
  }),
);
