import type { PageMeta } from "./pageMeta";

/**
 * The head tags of a page, as data: the server writes them as HTML (`renderHeadTags`), the SPA as DOM
 * elements (PageMetaHead.tsx). One list, so both say the same. Every tag carries `data-page-meta`, so
 * the SPA replaces the server's (and its own earlier) tags instead of adding to them.
 */
export interface HeadTag {
  name: "title" | "meta" | "link" | "script";
  attributes: Record<string, string>;
  /** Text inside the element (`<title>`, JSON-LD); never HTML. */
  text?: string;
}

/** The attribute that marks the tags this module manages. */
export const PAGE_META_ATTRIBUTE = "data-page-meta";

const OG_LOCALES = { en: "en_US", he: "he_IL" } as const;

/** A shop path or an absolute URL, made absolute against the origin (`https://shop.example`). */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, `${origin.replace(/\/+$/, "")}/`).href;
  } catch {
    return pathOrUrl;
  }
}

/**
 * JSON for inside a `<script>`: `<`, `>`, `&` and the JS line separators as \u escapes, so no text of a
 * product (`</script>`, `<!--`) can end the element or be read as markup.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function headTags(meta: PageMeta, origin: string): HeadTag[] {
  const tag = (name: HeadTag["name"], attributes: Record<string, string>, text?: string): HeadTag => ({
    name,
    attributes: { [PAGE_META_ATTRIBUTE]: "", ...attributes },
    ...(text === undefined ? {} : { text }),
  });
  const named = (name: string, content: string) => tag("meta", { name, content });
  const property = (name: string, content: string) => tag("meta", { property: name, content });
  const canonical = meta.canonicalPath ? absoluteUrl(meta.canonicalPath, origin) : undefined;
  const image = meta.image ? absoluteUrl(meta.image.url, origin) : undefined;

  const tags: HeadTag[] = [tag("title", {}, meta.title), named("description", meta.description)];
  if (meta.keywords.length > 0) tags.push(named("keywords", meta.keywords.join(", ")));
  if (meta.noindex) tags.push(named("robots", "noindex, nofollow"));
  if (canonical) tags.push(tag("link", { rel: "canonical", href: canonical }));
  for (const alternate of meta.alternates) {
    tags.push(tag("link", { rel: "alternate", hreflang: alternate.hreflang, href: absoluteUrl(alternate.path, origin) }));
  }

  tags.push(
    property("og:type", meta.type),
    property("og:site_name", meta.siteName),
    property("og:title", meta.title),
    property("og:description", meta.description),
    property("og:locale", OG_LOCALES[meta.language]),
  );
  for (const alternate of meta.alternates) {
    if (alternate.hreflang !== "x-default" && alternate.hreflang !== meta.language) {
      tags.push(property("og:locale:alternate", OG_LOCALES[alternate.hreflang]));
    }
  }
  if (canonical) tags.push(property("og:url", canonical));
  if (image && meta.image) tags.push(property("og:image", image), property("og:image:alt", meta.image.alt));

  tags.push(
    named("twitter:card", image ? "summary_large_image" : "summary"),
    named("twitter:title", meta.title),
    named("twitter:description", meta.description),
  );
  if (image && meta.image) tags.push(named("twitter:image", image), named("twitter:image:alt", meta.image.alt));

  for (const data of meta.jsonLd) tags.push(tag("script", { type: "application/ld+json" }, jsonForScript(data)));
  return tags;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text or an attribute value, escaped for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

function tagHtml({ name, attributes, text }: HeadTag): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => (value === "" ? ` ${key}` : ` ${key}="${escapeHtml(value)}"`))
    .join("");
  if (name === "meta" || name === "link") return `<${name}${attrs}>`;
  // A script's JSON is already safe inside the element (jsonForScript); HTML entities would corrupt it.
  const body = name === "script" ? (text ?? "") : escapeHtml(text ?? "");
  return `<${name}${attrs}>${body}</${name}>`;
}

/**
 * The HTML of every head tag of a page, one per line, each value escaped: the server puts it in the
 * page's `<head>` in place of the template's static `<title>` and description.
 */
export function renderHeadTags(meta: PageMeta, origin: string): string {
  return headTags(meta, origin).map(tagHtml).join("\n");
}
