#!/usr/bin/env node
// `npm run bench:stack-floor`: what the storefront's libraries cost on their own, before any of the
// shop's code, texts or pages. It builds, with the shop's own Vite config (the same plugins, chunking
// and minifier), a page that does the least a storefront page does with each library the stack names
// — React DOM renders, react-router routes, MUI themes a button in an Emotion cache, i18next
// translates, TanStack Query queries — and prints each part's gzip size and the total. It is the
// floor under `bench:web`'s first-load JS: the budget minus this is what the shop's own code may use.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { ROOT } from "../lib/emulator-config.mjs";
import { BUDGET } from "./web-budget.mjs";

const web = join(ROOT, "web");
// Inside web/ so the page resolves web's packages the way the app does; node_modules keeps it out of git.
const dir = join(web, "node_modules", ".stack-floor");

/** Each part adds one library's least use to the ones before it, so the differences are its cost. */
const PARTS = [
  {
    name: "react-dom (React 19 client)",
    imports: `import { createRoot } from "react-dom/client";`,
    wrap: (inner) => inner,
    body: `<p>Cocoa Atelier</p>`,
  },
  {
    name: "react-router (declarative: BrowserRouter, Routes, Link)",
    imports: `import { BrowserRouter, Routes, Route, Link, useLocation, useNavigate, useSearchParams, useParams, Navigate, Outlet } from "react-router-dom";`,
    wrap: (inner) => `<BrowserRouter><Routes><Route path="*" element={${inner}} /></Routes></BrowserRouter>`,
    body: `<><Link to="/shop/listing">Products</Link><Outlet /></>`,
    uses: `function Uses() { useLocation(); useNavigate(); useSearchParams(); useParams(); return <Navigate to="/" />; }`,
  },
  {
    name: "MUI + Emotion (theme, CssBaseline, Button, Typography; RTL cache)",
    imports: `import { ThemeProvider, createTheme } from "@mui/material/styles";
import CssBaseline from "@mui/material/CssBaseline";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { CacheProvider } from "@emotion/react";
import createCache from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
const cache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });`,
    wrap: (inner) => `<CacheProvider value={cache}><ThemeProvider theme={createTheme({ direction: "rtl" })}><CssBaseline />${inner}</ThemeProvider></CacheProvider>`,
    body: `<><Typography variant="h1">Cocoa Atelier</Typography><Button variant="contained">Add to cart</Button></>`,
  },
  {
    name: "i18next + react-i18next",
    imports: `import i18n from "i18next";
import { initReactI18next, useTranslation } from "react-i18next";
void i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: { shop: "Cocoa Atelier" } } } });`,
    wrap: (inner) => inner,
    body: `<Translated />`,
    uses: `function Translated() { const { t } = useTranslation(); return <span>{t("shop")}</span>; }`,
  },
  {
    name: "TanStack Query",
    imports: `import { QueryClient, QueryClientProvider, useQuery, useMutation, HydrationBoundary } from "@tanstack/react-query";
const queryClient = new QueryClient();`,
    wrap: (inner) => `<QueryClientProvider client={queryClient}><HydrationBoundary state={undefined}>${inner}</HydrationBoundary></QueryClientProvider>`,
    body: `<Queried />`,
    uses: `function Queried() { const { data } = useQuery({ queryKey: ["settings"], queryFn: () => fetch("/api").then((r) => r.json()) }); useMutation({ mutationFn: async () => null }); return <span>{String(data)}</span>; }`,
  },
];

/** The page using the first `count` parts. */
function pageSource(count) {
  const parts = PARTS.slice(0, count);
  let tree = `<main>${parts.map((part) => part.body).join("")}</main>`;
  for (const part of [...parts].reverse()) tree = part.wrap(tree);
  const uses = parts.map((part) => part.uses ?? "").join("\n");
  const touch = parts.some((part) => part.uses?.includes("function Uses")) ? "{false && <Uses />}" : "";
  return `${parts.map((part) => part.imports).join("\n")}\n${uses}\ncreateRoot(document.getElementById("root")).render(<>${tree}${touch}</>);\n`;
}

async function firstLoadGzip(count) {
  const entry = join(dir, `page-${count}.tsx`);
  writeFileSync(entry, pageSource(count));
  const output = await build({
    configFile: join(web, "vite.config.ts"),
    root: web,
    logLevel: "error",
    build: { write: false, rollupOptions: { input: entry } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output).filter((item) => item.type === "chunk");
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  const loaded = new Set();
  const visit = (fileName) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    chunks.find((chunk) => chunk.fileName === fileName)?.imports.forEach(visit);
  };
  visit(entryChunk.fileName);
  return chunks.filter((chunk) => loaded.has(chunk.fileName)).reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0);
}

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let before = 0;
console.log("The storefront's libraries alone (first-load JS, gzip, the shop's Vite config):\n");
for (let count = 1; count <= PARTS.length; count += 1) {
  const total = await firstLoadGzip(count);
  console.log(`  + ${PARTS[count - 1].name.padEnd(66)} ${kb(total - before).padStart(9)}   total ${kb(total).padStart(9)}`);
  before = total;
}
rmSync(dir, { recursive: true, force: true });
console.log(`\nA storefront page may load at most ${kb(BUDGET.firstLoadJsBytes.max)} (bench:web); these libraries leave ${kb(BUDGET.firstLoadJsBytes.max - before)} for the shop's own code, texts and page.`);
