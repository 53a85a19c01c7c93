import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_START_ELEMENT_ID, PAGE_CONTENT_SECURITY_POLICY, chunkFiles, escapeHtml, evaluationOrder, fillTemplate, pageContentSecurityPolicy, serializeState, type BuildManifest, type RenderedPage } from "./page";

const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta name="description" content="Handmade chocolate." />
    <title>Cocoa Atelier</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <!--shop-catalogue:en=/assets/en-1.js-->
    <!--shop-catalogue:he=/assets/he-2.js-->
  </head>
  <body>
    <noscript>Cocoa Atelier needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  kind: "page",
  status: 200,
  language: "en",
  languageFrom: "address",
  direction: "ltr",
  title: "Shop · Cocoa Atelier",
  head: '<style data-emotion="mui abc">.x{}</style>',
  html: "<main>Truffles</main>",
  state: { queries: [] },
  chunks: [],
  ...over,
});

describe("serializeState", () => {
  it("writes < as \\u003c so no value can close the script element, and stays the same JSON", () => {
    const state = { description: "</script><script>alert(1)</script>", note: "a <b> tag" };
    const text = serializeState(state);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(state);
  });
});

describe("fillTemplate", () => {
  it("puts the language and direction, the title, the head tags, the app and its state in the template", () => {
    const html = fillTemplate(TEMPLATE, page({ language: "he", direction: "rtl", title: "חנות · Cocoa" }), "shop-server-state");
    expect(html).toContain('<html lang="he" dir="rtl">');
    expect(html).toContain("<title>חנות · Cocoa</title>");
    expect(html).toContain('<style data-emotion="mui abc">.x{}</style></head>');
    expect(html).toContain('<div id="root"><main>Truffles</main></div><script type="application/json" id="shop-server-state">{"queries":[]}</script>');
  });

  it("marks a page in the browser's language, for index.html to hand over to a language chosen earlier", () => {
    expect(fillTemplate(TEMPLATE, page({ language: "he", direction: "rtl", languageFrom: "browser" }), "s")).toContain(
      '<html lang="he" dir="rtl" data-language-from="browser">',
    );
    expect(fillTemplate(TEMPLATE, page({ language: "he", direction: "rtl" }), "s")).toContain('<html lang="he" dir="rtl">');
  });

  it("names the app and its modules in a JSON element instead of loading them from the head (index.html starts it after the hero image)", () => {
    const html = fillTemplate(TEMPLATE, page({ language: "he", direction: "rtl" }), "s");
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const plan = new RegExp(`<script type="application/json" id="${APP_START_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(plan?.[1] ?? "null")).toEqual({ entry: "/assets/index.js", preload: ["/assets/react.js", "/assets/he-2.js"] });
  });

  it("escapes the title and keeps $ patterns in the page's text as text", () => {
    const html = fillTemplate(TEMPLATE, page({ title: "A & B <i>", html: "<p>$& $1 $$</p>" }), "s");
    expect(html).toContain("<title>A &amp; B &lt;i&gt;</title>");
    expect(html).toContain("<p>$& $1 $$</p>");
  });

  it("keeps the template's title when the page has none", () => {
    expect(fillTemplate(TEMPLATE, page({ title: undefined }), "s")).toContain("<title>Cocoa Atelier</title>");
  });

  it("lets the page's own head tags replace the template's title and description, and drops the no-JavaScript notice", () => {
    const head = '<title data-page-meta="">Swan · Cocoa</title>\n<meta data-page-meta="" name="description" content="A swan.">';
    const html = fillTemplate(TEMPLATE, page({ head }), "s");
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain("Swan · Cocoa</title>");
    expect(html).not.toContain("needs JavaScript");
  });

  it("preloads the texts of the page's language only (the other language loads when chosen)", () => {
    const hebrew = fillTemplate(TEMPLATE, page({ language: "he", direction: "rtl" }), "s");
    expect(hebrew).toContain('"/assets/he-2.js"');
    expect(hebrew).not.toContain("en-1.js");
    const english = fillTemplate(TEMPLATE, page(), "s");
    expect(english).toContain('"/assets/en-1.js"');
    expect(english).not.toContain("he-2.js");
  });

  it("refuses a template that is not the SPA's (the route then serves the plain app)", () => {
    expect(() => fillTemplate("<html><body></body></html>", page(), "s")).toThrow(/template/);
  });
});

/** A web build's manifest as Vite writes it (web/dist/.vite/manifest.json). */
const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index.js", name: "index", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js", name: "react" },
  "src/app/routes/home/HomePage.tsx": { file: "assets/HomePage-1.js", name: "HomePage", isDynamicEntry: true, imports: ["_react.js", "_Grid.js"] },
  "_Grid.js": { file: "assets/Grid-2.js", name: "Grid", imports: ["_react.js", "_Tile.js"] },
  "_Tile.js": { file: "assets/Tile-3.js", name: "Tile", imports: ["_Grid.js"] },
  "src/features/cart/components/CartSheet.tsx": { file: "assets/CartSheet-4.js", name: "CartSheet", isDynamicEntry: true },
};

describe("chunkFiles", () => {
  it("names a page chunk's file and every file it imports, each once (cycles too)", () => {
    expect(chunkFiles(MANIFEST, ["HomePage"])).toEqual(["/assets/HomePage-1.js", "/assets/react.js", "/assets/Grid-2.js", "/assets/Tile-3.js"]);
  });

  it("names nothing for a chunk the build does not have (an older build): the app loads the page as before", () => {
    expect(chunkFiles(MANIFEST, ["AboutPage"])).toEqual([]);
    expect(chunkFiles(MANIFEST, [])).toEqual([]);
  });
});

describe("evaluationOrder", () => {
  it("names what the entry imports, each file after the files it imports and once, cycles included, the entry last and left out", () => {
    const manifest: BuildManifest = {
      "index.html": { file: "assets/index.js", isEntry: true, imports: ["_ui.js", "_react.js", "_theme.js"] },
      "_react.js": { file: "assets/react.js" },
      "_ui.js": { file: "assets/ui.js", imports: ["_theme.js", "_react.js"] },
      "_theme.js": { file: "assets/theme.js", imports: ["_react.js", "_palette.js"] },
      "_palette.js": { file: "assets/palette.js", imports: ["_theme.js", "index.html"] },
      "src/app/routes/home/HomePage.tsx": { file: "assets/HomePage-1.js", isDynamicEntry: true, imports: ["index.html"] },
    };
    expect(evaluationOrder(manifest)).toEqual(["/assets/react.js", "/assets/palette.js", "/assets/theme.js", "/assets/ui.js"]);
  });

  it("names nothing without an entry (the app then evaluates at once, as before)", () => {
    expect(evaluationOrder({ "_react.js": { file: "assets/react.js" } })).toEqual([]);
  });
});

describe("the page's own chunks", () => {
  it("join the app's start plan, after the app's modules and once each, never as head links (they would race the hero image)", () => {
    const html = fillTemplate(TEMPLATE, page({ chunks: ["HomePage"] }), "s", MANIFEST);
    const plan = new RegExp(`<script type="application/json" id="${APP_START_ELEMENT_ID}">(.*?)</script>`).exec(html);
    expect(JSON.parse(plan?.[1] ?? "null")).toEqual({
      entry: "/assets/index.js",
      preload: ["/assets/react.js", "/assets/en-1.js", "/assets/HomePage-1.js", "/assets/Grid-2.js", "/assets/Tile-3.js"],
      stages: ["/assets/react.js"],
    });
    expect(html).not.toContain('rel="modulepreload"');
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters HTML gives meaning to", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("PAGE_CONTENT_SECURITY_POLICY", () => {
  it("is the SPA's policy from firebase.json (a rendered page runs the same scripts as index.html)", () => {
    const config = JSON.parse(readFileSync(join(__dirname, "..", "..", "..", "..", "firebase.json"), "utf8")) as {
      hosting: { headers: Array<{ headers: Array<{ key: string; value: string }> }> };
    };
    const policies = config.hosting.headers.flatMap((rule) => rule.headers).filter((header) => header.key === "Content-Security-Policy");
    expect(policies.map((header) => header.value)).toEqual([PAGE_CONTENT_SECURITY_POLICY]);
  });

  it("allows index.html's one inline script (early taps: web/src/app/early-taps.test.tsx) by its hash, which follows any change to it", () => {
    const indexHtml = readFileSync(join(__dirname, "..", "..", "..", "..", "web", "index.html"), "utf8");
    const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inlineScripts).toHaveLength(1);
    const hash = createHash("sha256").update(inlineScripts[0], "utf8").digest("base64");
    expect(PAGE_CONTENT_SECURITY_POLICY).toContain(`script-src 'self' 'sha256-${hash}' `);
  });
});

describe("pageContentSecurityPolicy", () => {
  it("lets the Firebase SDK reach the Auth emulator this stack runs, and only under the emulators", () => {
    expect(pageContentSecurityPolicy(undefined)).toBe(PAGE_CONTENT_SECURITY_POLICY);
    const local = pageContentSecurityPolicy("127.0.0.1:9299");
    expect(local).toContain("connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com http://127.0.0.1:9299;");
    expect(local).toContain("frame-src 'self' http://127.0.0.1:9299;");
    expect(local).not.toContain("9099");
  });
});
