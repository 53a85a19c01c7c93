/**
 * Turning the server render into the answer: the built index.html filled with the page, and the
 * headers that go with it. Pure, so it is tested without a bundle or a network.
 */
import { escapeHtml } from "../../platform/http/escape-html";
import { preloadCatalogue } from "@cocoa/contracts";

/** What the web build's server render answers for a storefront page (web/src/entry-server.tsx). */
export interface RenderedPage {
  kind: "page";
  status: number;
  language: string;
  /** `?lang=` named the language, or the browser's Accept-Language chose it (web/src/entry-server.tsx). */
  languageFrom: "address" | "browser";
  direction: "ltr" | "rtl";
  title: string | undefined;
  head: string;
  html: string;
  state: unknown;
  /** The build's names of the lazy chunks the page rendered (`HomePage`…). */
  chunks: string[];
}

/**
 * The web build's manifest (Vite's `build.manifest`, web/dist/.vite/manifest.json): each chunk by its
 * source path, with its file, its name and the chunks it imports statically.
 */
export type BuildManifest = Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

/**
 * The files of the lazy chunks named `chunks` and of everything they import statically, in the order a
 * browser needs them (a chunk before what imports it is not needed: all are fetched at once). A name
 * the manifest lacks (a build older than the page) gives nothing: the app then loads it as it always did.
 */
export function chunkFiles(manifest: BuildManifest, chunks: readonly string[]): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    files.push(`/${entry.file}`);
    entry.imports?.forEach(visit);
  };
  for (const name of chunks) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isDynamicEntry && manifest[candidate]?.name === name);
    if (key) visit(key);
  }
  return files;
}

/**
 * The files the app's entry imports statically, each after the files it imports (the entry itself left
 * out): index.html evaluates them in this order, one a task, before the entry. A browser evaluates a
 * module graph in one task, and the app's was the longest task of a phone's start (35-65 ms unthrottled
 * on the bench's host, some 140-260 ms at Lighthouse's 4x); a file each, the page answers taps and
 * paints in between. A cycle is evaluated where its first file is reached, as the browser would.
 */
export function evaluationOrder(manifest: BuildManifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) return [];
  const files: string[] = [];
  const seen = new Set<string>([entryKey]);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    chunk.imports?.forEach(visit);
    files.push(`/${chunk.file}`);
  };
  manifest[entryKey]?.imports?.forEach(visit);
  return files;
}

/** The web build's server render as this module uses it (web/src/entry-server.tsx). */
export interface StorefrontBundle {
  render(request: { url: string; apiOrigin: string; siteOrigin: string; browserLanguage?: string }): Promise<RenderedPage | { kind: "browser" }>;
  SERVER_STATE_ELEMENT_ID: string;
}

/**
 * An anonymous page (it holds nothing of the visitor's): the browser always asks again (max-age=0,
 * so a shopper who changes something sees it on reload), while Hosting's CDN serves it for 5 minutes
 * and 10 more while it fetches a fresh one in the background. Prices and stock can be that late on a
 * first paint only: the browser re-checks its stale queries right after hydrating.
 */
export const PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";
/** A not-found page: cached briefly, so a product added a moment later is not hidden for long. */
export const NOT_FOUND_CACHE_CONTROL = "public, max-age=0, s-maxage=60";
/** The plain app (a render that failed, or a page the browser renders itself): never kept anywhere. */
export const FALLBACK_CACHE_CONTROL = "no-store";

/**
 * The SPA's Content-Security-Policy, as firebase.json gives Hosting's own files (page.test.ts holds
 * them equal). The API answers with `default-src 'none'` (platform/http/security-headers.ts), which
 * would stop this page's scripts and styles, so an HTML answer carries the SPA's policy instead.
 */
export const PAGE_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self' 'sha256-AO9PwB8bYkogi2ERmBQdmtZAP9V43sZerwfIGvXdSEs=' https://apis.google.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://firebasestorage.googleapis.com http://127.0.0.1:9199; font-src 'self' data:; connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9099; frame-src 'self' http://127.0.0.1:9099; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The Auth emulator's address as firebase.json writes it (the start stack's). */
const LOCAL_AUTH_EMULATOR = "127.0.0.1:9099";

/**
 * The policy a rendered page is sent with: the Firebase SDK on the sign-in screens (which the SPA
 * opens from these pages without a reload) talks to Identity Toolkit, or locally to the Auth
 * emulator, wherever this stack runs it.
 */
export function pageContentSecurityPolicy(authEmulatorHost: string | undefined): string {
  return authEmulatorHost ? PAGE_CONTENT_SECURITY_POLICY.replaceAll(LOCAL_AUTH_EMULATOR, authEmulatorHost) : PAGE_CONTENT_SECURITY_POLICY;
}

export { escapeHtml };

/**
 * JSON for a `<script type="application/json">`: `<` written as \u003c (still the same JSON), so no
 * value (a product description holding `</script>`) can end the element early.
 */
export function serializeState(state: unknown): string {
  return JSON.stringify(state ?? null).replace(/</g, "\\u003c");
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The `<html>` attribute of a page rendered in the browser's language (read by index.html's first script). */
export const LANGUAGE_FROM_BROWSER = 'data-language-from="browser"';

/** The element naming the app a server-rendered page starts (read by index.html's inline script). */
export const APP_START_ELEMENT_ID = "shop-app-start";
const APP_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template's app script and module preloads, moved out of the head into a JSON element that
 * index.html's inline script reads once the page's hero image has arrived: the page is already
 * readable, so on a phone's connection its picture goes first and the app after it. The page's own
 * chunks (`pageFiles`) join the list, so they download with the app instead of after it has run.
 *
 * Measured (bench:web, home and product, 3 runs): naming the page's chunks as `<link rel=modulepreload>`
 * in the head, where the preload scanner finds them at once, made LCP 2.2-2.3 s instead of 1.1-1.3 s (the
 * scripts share the phone's bandwidth with the hero image), and every module there 3.4-4.4 s; in this list,
 * LCP 1.1-1.3 s and the page's code no longer waits for the app to run.
 */
export function deferAppStart(html: string, pageFiles: readonly string[] = [], stages: readonly string[] = []): { html: string; element: string } {
  const entry = APP_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error("index.html has no module script: it is not the SPA's built template");
  const preload: string[] = [];
  const rest = html.replace(APP_SCRIPT, "").replace(MODULE_PRELOAD, (_link, href: string) => {
    preload.push(href);
    return "";
  });
  for (const file of pageFiles) if (file !== entry && !preload.includes(file)) preload.push(file);
  const plan = stages.length ? { entry, preload, stages } : { entry, preload };
  return { html: rest, element: `<script type="application/json" id="${APP_START_ELEMENT_ID}">${serializeState(plan)}</script>` };
}

/** The built index.html with the page in it: language and direction, title, head tags, the app and its state. */
export function fillTemplate(template: string, page: RenderedPage, stateElementId: string, manifest?: BuildManifest): string {
  if (!template.includes(ROOT_ELEMENT) || !/<html[^>]*>/.test(template) || !template.includes("</head>")) {
    throw new Error("index.html lacks <html>, </head> or an empty #root: it is not the SPA's template");
  }
  const language = escapeHtml(page.language);
  const state = `<script type="application/json" id="${escapeHtml(stateElementId)}">${serializeState(page.state)}</script>`;
  // A page in the browser's language says so: index.html's first script then applies a different
  // choice the shopper stored earlier before anything is drawn (the address names that language).
  const languageFrom = page.languageFrom === "browser" ? ` ${LANGUAGE_FROM_BROWSER}` : "";
  let html = template.replace(/<html[^>]*>/, `<html lang="${language}" dir="${page.direction === "rtl" ? "rtl" : "ltr"}"${languageFrom}>`);
  if (/<title[\s>]/.test(page.head)) {
    // The page's own head tags (web/src/shared/seo) say its title and description: the template's go.
    html = html.replace(/\s*<title>[\s\S]*?<\/title>/, "").replace(/\s*<meta name="description"[^>]*>/, "");
  } else if (page.title) {
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.title ?? "")}</title>`);
  }
  // The page's language texts download beside the app; the other language's never do.
  html = preloadCatalogue(html, page.language);
  const app = deferAppStart(html, manifest ? chunkFiles(manifest, page.chunks) : [], manifest ? evaluationOrder(manifest) : []);
  html = app.html;
  // The page is readable without JavaScript now: the "needs JavaScript" notice would be untrue.
  html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, "");
  // Replacer functions: a `$&` in the page's text must stay text, not a replacement pattern.
  html = html.replace("</head>", () => `${page.head}</head>`);
  return html.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${state}${app.element}`);
}
