import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, runnerImport, type Plugin } from "vite";
import { catalogueMarker } from "../packages/contracts/src/page-template.ts";
import { robotsTxt } from "../packages/contracts/src/seo.ts";

const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API contract shared with the functions; imported as `@contracts`, never copied. */
const contractsDir = fromHere("../packages/contracts/src");

// The Firebase Hosting emulator serves the built app and rewrites /api/** to the `api` function.
const hostingEmulator = process.env.SHOP_HOSTING_URL ?? "http://127.0.0.1:5000";

/** The endpoint table's shape, as far as this build step needs it. */
interface RouteTable {
  [name: string]: RouteTable | { method: string; path: string };
}

/** The table with each endpoint's method and path only (what the production client uses). */
function routesOf(table: RouteTable): RouteTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [
      name,
      typeof entry.method === "string" && typeof entry.path === "string" ? { method: entry.method, path: entry.path } : routesOf(entry as RouteTable),
    ]),
  );
}

/**
 * Production builds load src/shared/api/endpointTable.ts as the contract's endpoint table without
 * its zod schemas, read from the contract at build time (so it cannot drift). The client checks
 * answers against the schemas only in development and tests; shipping them cost every storefront
 * page zod and all the schemas in its first load.
 */
function endpointRoutesOnly(): Plugin {
  const tableModule = fromHere("./src/shared/api/endpointTable.ts");
  let routes = "";
  return {
    name: "shop-endpoint-routes-only",
    apply: "build",
    async buildStart() {
      const { module } = await runnerImport<{ endpoints: RouteTable }>(fromHere("../packages/contracts/src/endpoints/index.ts"), {
        configFile: false,
        logLevel: "error",
      });
      routes = `export const endpoints = ${JSON.stringify(routesOf(module.endpoints))};\n`;
    },
    load(id) {
      return id.split("?")[0] === tableModule ? routes : null;
    },
  };
}

/**
 * reactfire's one module imports every Firebase product it has hooks for (Firestore, Realtime
 * Database, Storage, Functions, Remote Config), and those register themselves when imported, so no
 * tree-shaking drops them: 150 KB gzip on the sign-in screens, for hooks the shop does not call. The
 * shop uses reactfire for the app and Auth only; its imports of the other products resolve to a
 * module whose functions say so if ever called. Any import of them from the shop's own code is
 * untouched.
 */
const REACTFIRE_UNUSED_PRODUCTS = new Set(["firebase/database", "firebase/firestore", "firebase/functions", "firebase/remote-config", "firebase/storage"]);
const UNUSED_PRODUCT_MODULE = "\0reactfire-unused-firebase-product";
function reactfireAuthOnly(): Plugin {
  return {
    name: "shop-reactfire-auth-only",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]reactfire[\\/]/.test(importer) || !REACTFIRE_UNUSED_PRODUCTS.has(source)) return null;
      return `${UNUSED_PRODUCT_MODULE}:${source}`;
    },
    load(id) {
      if (!id.startsWith(UNUSED_PRODUCT_MODULE)) return null;
      const product = id.slice(UNUSED_PRODUCT_MODULE.length + 1);
      const names: Record<string, string[]> = {
        "firebase/database": ["get", "off", "onChildAdded", "onChildChanged", "onChildMoved", "onChildRemoved", "onValue"],
        "firebase/firestore": ["onSnapshot", "queryEqual"],
        "firebase/functions": ["httpsCallable"],
        "firebase/remote-config": ["ensureInitialized", "getAll", "getBoolean", "getNumber", "getString", "getValue"],
        "firebase/storage": ["getDownloadURL", "ref"],
      };
      const unused = `() => { throw new Error(${JSON.stringify(`${product} is not bundled: the shop uses reactfire for Auth only (vite.config.ts)`)}); }`;
      return (names[product] ?? []).map((name) => `export const ${name} = ${unused};`).join("\n");
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-theme-variables builder and provider
 * (createThemeWithVars, CssVarsProvider with its color-scheme storage and init script) and pick them
 * at run time only for a theme made with `cssVariables` or `colorSchemes`. The shop's theme
 * (src/app/providers/theme.ts) uses neither, so those two imports resolve to a module that says so if
 * ever called: about 10 KB gzip less on every page's first load. The unit test of the theme
 * (theme.test.ts) fails if the theme starts needing them.
 */
const MUI_CSS_VARS_MODULE = "\0mui-css-theme-variables-unused";
function muiWithoutCssThemeVariables(): Plugin {
  return {
    name: "shop-mui-without-css-theme-variables",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]@mui[\\/]material[\\/]styles[\\/](createTheme|ThemeProvider)\.m?js$/.test(importer)) return null;
      if (source === "./createThemeWithVars.mjs" || source === "./ThemeProviderWithVars.mjs") return `${MUI_CSS_VARS_MODULE}:${source}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(MUI_CSS_VARS_MODULE)) return null;
      const unused = `() => { throw new Error("MUI's CSS theme variables are not bundled: the shop's theme does not use them (vite.config.ts)"); }`;
      return id.endsWith("createThemeWithVars.mjs")
        ? `export default ${unused};`
        : ["CssVarsProvider", "useColorScheme", "getInitColorSchemeScript", "Experimental_CssVarsProvider"].map((name) => `export const ${name} = ${unused};`).join("\n");
    },
  };
}

/** Source that only declares things (no effect when imported): see `treeshake` below. */
const SIDE_EFFECT_FREE = /packages[\\/]contracts[\\/]src[\\/](?!zod\.ts$)|web[\\/]src[\\/](features|shared[\\/](ui|catalog|seo))[\\/]/;

/** Where a module comes from: its npm package, or its folder under src/ (two levels). */
function moduleOwner(id: string): string {
  const inPackage = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  if (inPackage) return inPackage[1].replace("\\", "/");
  const inSource = /(?:web[\\/]src|contracts[\\/]src)[\\/]([^\\/]+(?:[\\/][^\\/.]+)?)/.exec(id);
  return inSource ? (id.includes("contracts") ? `contracts/${inSource[1]}` : `src/${inSource[1]}`) : id;
}

/** The lazy route chunks of the storefront's pages (src/app/router.tsx), which the report sums one by one. */
const STOREFRONT_PAGE_CHUNKS = ["HomePage", "ListingPage", "ProductPage", "SearchPage", "AboutPage", "ContactPage"];

/**
 * `SHOP_CHUNK_REPORT=1 npx vite build`: prints what each chunk holds (rendered bytes by package or
 * source folder, before minification) and the chunks the entry loads at once — to see what a
 * storefront page downloads and why. Sizes are of the files as written (after Vite's own last step,
 * which adds the preload lists of every lazy import to the entry: ~4 KB gzip), and each page counts
 * its language's storefront texts, as bench:web counts them: the same figures, without a browser.
 */
function chunkReport(): Plugin {
  return {
    name: "shop-chunk-report",
    apply: "build",
    writeBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      const firstLoad = new Set<string>();
      const visit = (fileName: string) => {
        if (firstLoad.has(fileName)) return;
        firstLoad.add(fileName);
        const chunk = chunks.find((c) => c.fileName === fileName);
        chunk?.imports.forEach(visit);
      };
      if (entry) visit(entry.fileName);
      const lines: string[] = [];
      let firstLoadGzip = 0;
      for (const chunk of [...chunks].sort((a, b) => b.code.length - a.code.length)) {
        const gzip = gzipSync(chunk.code).length;
        if (firstLoad.has(chunk.fileName)) firstLoadGzip += gzip;
        if (gzip < 4096 && !firstLoad.has(chunk.fileName)) continue;
        const owners = new Map<string, number>();
        for (const [id, info] of Object.entries(chunk.modules)) {
          owners.set(moduleOwner(id), (owners.get(moduleOwner(id)) ?? 0) + info.renderedLength);
        }
        const top = [...owners].sort((a, b) => b[1] - a[1]).slice(0, 12);
        lines.push(`${firstLoad.has(chunk.fileName) ? "*" : " "} ${chunk.fileName}  ${(gzip / 1024).toFixed(1)} KB gzip`);
        for (const [owner, bytes] of top) lines.push(`      ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${owner}`);
      }
      lines.push(`first load (entry and its static imports, marked *): ${(firstLoadGzip / 1024).toFixed(1)} KB gzip`);
      // Each storefront page adds its lazy route chunk and that chunk's static imports. None of it may
      // hold zod or a module that makes schemas (one importing the contracts' zod.ts): forms load them.
      const zodModule = (id: string) => /node_modules[\\/]zod[\\/]|contracts[\\/]src[\\/]zod\.ts$/.test(id);
      const makesSchemas = (id: string) => zodModule(id) || (this.getModuleInfo(id)?.importedIds ?? []).some(zodModule);
      const pages = STOREFRONT_PAGE_CHUNKS.map((name) => {
        const page = chunks.find((chunk) => chunk.name === name && chunk.isDynamicEntry);
        const loaded = new Set(firstLoad);
        const add = (fileName: string) => {
          if (loaded.has(fileName)) return;
          loaded.add(fileName);
          chunks.find((c) => c.fileName === fileName)?.imports.forEach(add);
        };
        if (page) add(page.fileName);
        const loadedChunks = chunks.filter((chunk) => loaded.has(chunk.fileName));
        const gzip = loadedChunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
        const texts = (language: string) => gzipSync(chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`shared/i18n/catalogues/${language}.ts`))?.code ?? "").length;
        const schemas = loadedChunks.flatMap((chunk) => Object.entries(chunk.modules).filter(([id, info]) => info.renderedLength > 0 && makesSchemas(id)).map(([id]) => id.replace(/^.*?(contracts\/src|node_modules\/zod)/, "$1")));
        return `  ${name}: ${page ? `${((gzip + texts("en")) / 1024).toFixed(1)} KB gzip in English, ${((gzip + texts("he")) / 1024).toFixed(1)} in Hebrew` : "no such chunk"}${schemas.length ? `, zod or schemas: ${[...new Set(schemas.map((id) => (id.startsWith("node_modules/zod") ? "zod" : id)))].join(", ")}` : ""}`;
      });
      lines.push(`storefront pages (first load, the page's chunks and its language's texts; any zod or schema module named):\n${pages.join("\n")}`);
      // SHOP_CHUNK_EDGES=schemas: which first-load modules import modules of the chunk named so.
      const into = process.env.SHOP_CHUNK_EDGES;
      if (into) {
        const target = chunks.find((chunk) => chunk.name === into);
        const targetIds = new Set(Object.keys(target?.modules ?? {}));
        lines.push(`edges into ${target?.fileName ?? "no chunk named " + into} (${targetIds.size} modules):`);
        for (const chunk of chunks.filter((c) => firstLoad.has(c.fileName) && c !== target)) {
          for (const id of Object.keys(chunk.modules)) {
            const hits = (this.getModuleInfo(id)?.importedIds ?? []).filter((imported) => targetIds.has(imported));
            if (hits.length) lines.push(`  ${chunk.name}: ${id.replace(/^.*?(web\/src|contracts\/src|node_modules)/, "$1")} -> ${hits.map((h) => h.replace(/^.*?(web\/src|contracts\/src|node_modules)/, "$1")).join(", ")}`);
          }
        }
      }
      // SHOP_CHUNK_MODULES=<chunk name>: that chunk's modules, largest first (what to move out of it).
      const listed = process.env.SHOP_CHUNK_MODULES;
      if (listed) {
        for (const chunk of chunks.filter((c) => c.name === listed)) {
          lines.push(`modules of ${chunk.fileName}:`);
          const modules = Object.entries(chunk.modules).filter(([, info]) => info.renderedLength > 0).sort((a, b) => b[1].renderedLength - a[1].renderedLength);
          for (const [id, info] of modules.slice(0, 60)) lines.push(`  ${(info.renderedLength / 1024).toFixed(1).padStart(6)} KB  ${id.replace(/^.*?(web\/src|contracts\/src|node_modules)/, "$1")}`);
        }
      }
      // SHOP_CHUNK_REPORT=zod (any package name) also says which modules outside it import it.
      const why = process.env.SHOP_CHUNK_REPORT ?? "";
      if (why && why !== "1") {
        const rendered = new Set(chunks.flatMap((chunk) => Object.entries(chunk.modules).filter(([, info]) => info.renderedLength > 0).map(([id]) => id)));
        const importers = new Set<string>();
        for (const id of this.getModuleIds()) {
          if (moduleOwner(id) !== why) continue;
          for (const importer of this.getModuleInfo(id)?.importers ?? []) if (moduleOwner(importer) !== why && rendered.has(importer)) importers.add(importer.replace(/^.*?(web\/src|contracts\/src)/, "$1"));
        }
        lines.push(`imported by: ${[...importers].join(", ") || "nothing"}`);
      }
      console.log(`\n${lines.join("\n")}`);
    },
  };
}

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

/**
 * Redoc's standalone bundle, copied as it is published, for the API reference page the functions serve
 * at /api/docs (functions/src/modules/api-docs: API_REFERENCE_SCRIPT names this path). Served by Hosting
 * from the shop's own origin, it loads with that page only, never with the shop's.
 */
function apiReferenceBundle(): Plugin {
  const bundle = createRequire(import.meta.url).resolve("redoc/bundles/redoc.standalone.js");
  return {
    name: "shop-api-reference-bundle",
    // The client build only: the server build (vite.server.config.ts) goes into the function's upload.
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: "api-reference/redoc.standalone.js", source: readFileSync(bundle) });
    },
  };
}

/**
 * Leaves each language's text chunk (src/shared/i18n/catalogues/<language>.ts) in index.html as a
 * marker the storefront function turns into a preload for the page's language (contracts: page-template).
 */
function catalogueMarkers(): Plugin {
  return {
    name: "shop-catalogue-markers",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const markers = Object.values(context.bundle ?? {}).flatMap((item) => {
          const language = item.type === "chunk" ? /shared[\\/]i18n[\\/]catalogues[\\/]([a-z]{2})\.ts$/.exec(item.facadeModuleId ?? "")?.[1] : undefined;
          return language ? [catalogueMarker(language, `/${item.fileName}`)] : [];
        });
        return html.replace("</head>", () => `  ${markers.join("\n    ")}\n  </head>`);
      },
    },
  };
}

/**
 * The app's one stylesheet (the heading font's @font-face rules, under 1 KB) goes into index.html
 * itself: as a file it was a render-blocking request, a full round trip before a phone's first paint.
 */
function inlineStylesheet(): Plugin {
  return {
    name: "shop-inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        return html.replace(/\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (link, fileName: string) => {
          const asset = context.bundle?.[fileName];
          if (asset?.type !== "asset" || typeof asset.source !== "string") return link;
          // The file stays: a lazy chunk's preload list still names it (loaded again then, harmlessly).
          return `\n    <style>${asset.source.trim()}</style>`;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), reactfireAuthOnly(), muiWithoutCssThemeVariables(), endpointRoutesOnly(), robotsFile(), apiReferenceBundle(), catalogueMarkers(), inlineStylesheet(), ...(process.env.SHOP_CHUNK_REPORT ? [chunkReport()] : [])],
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
    // dist/.vite/manifest.json: each chunk's files, for the storefront function to name a page's code in
    // its HTML (functions/src/modules/storefront/page.ts). Hosting does not serve dot-folders.
    manifest: true,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      // The contract's modules only declare schemas, types and constants: what a page does not use can go.
      // Its zod.ts alone has an effect (zod's configuration) and is kept wherever a schema is.
      // The features and shared/ui, catalog, seo only declare components, hooks and functions too. Said
      // so, an import through a feature's index.ts (the router's prefetch needs productQueries) no
      // longer ties every component that index names to the entry: the listing's filters, the product
      // page's review form and the grids stay in the chunks of the pages that render them.
      treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
      output: {
        // Long-lived vendor chunks that every screen needs. The admin area is split off by its own
        // lazy import (src/app/router.tsx), so its code never lands in these groups or the entry.
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
            // Not react-i18next's <Trans> (and the HTML parser it brings): only two sign-in screens use it,
            // so it goes with their chunk instead of every page's first load.
            { name: "i18n", test: /node_modules[\\/](i18next[\\/]|i18next-browser-languagedetector[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/](?:Icu)?Trans))/ },
            { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod (with the contract's one configured `z`): for forms, loaded with them, not for a first paint.
            { name: "zod", test: /node_modules[\\/]zod[\\/]|packages[\\/]contracts[\\/]src[\\/]zod\.ts$/ },
          ],
        },
      },
    },
  },
});
