#!/usr/bin/env node
// `npm run screenshots -- [path ...]`: screenshots of the running shop (npm start) in English and
// Hebrew, at desktop and phone width, into .data/screenshots — to look at before calling UI done.
// Options: --as=admin|shopper signs in first; --base=http://127.0.0.1:5000.
// --mail[=http://127.0.0.1:1080]: instead, every email in the local inbox (each in its own language),
// at both widths, as a mail client would show its HTML part.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/emulator-config.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const base = option("base", "http://127.0.0.1:5000");
const as = option("as", "");
const mail = args.find((a) => a === "--mail" || a.startsWith("--mail=")) ? option("mail", "http://127.0.0.1:1080") : "";
const paths = args.filter((a) => !a.startsWith("--"));
if (paths.length === 0) paths.push("/shop/home", "/auth/login", "/auth/register");

const ACCOUNTS = {
  admin: { email: "admin@chocolate.test", password: "ChocAdmin!2026" },
  shopper: { email: "shopper@chocolate.test", password: "ChocShopper!2026" },
};
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } };
const outDir = join(ROOT, ".data", "screenshots");
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync"],
});
/** Every email of the inbox at both widths: `mail-<n>-<subject>.<width>.png`. */
async function shootInbox() {
  // maildev's REST API: each message with its subject and parts (functions/test/mail-inbox.ts reads it the same way).
  const response = await fetch(`${mail}/api/email`);
  if (!response.ok) throw new Error(`No inbox at ${mail}: ${response.status}`);
  const emails = await response.json();
  for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    for (const [index, email] of emails.entries()) {
      await page.setContent(email.html || `<pre>${email.text.replace(/[&<]/g, (c) => (c === "&" ? "&amp;" : "&lt;"))}</pre>`, { waitUntil: "load" });
      const slug = email.subject.toLowerCase().replace(/[^a-z0-9\u0590-\u05ff]+/g, "-").replace(/^-|-$/g, "").slice(0, 60);
      const name = `mail-${String(index + 1).padStart(2, "0")}-${slug}.${viewportName}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
    }
    await context.close();
  }
}

try {
  if (mail) await shootInbox();
  else for (const language of ["en", "he"]) {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, locale: language === "he" ? "he-IL" : "en-US" });
      await context.addInitScript((lng) => window.localStorage.setItem("i18nextLng", lng), language);
      const page = await context.newPage();
      if (as) {
        const response = await page.request.post(`${base}/api/auth/login`, { data: ACCOUNTS[as] });
        if (!response.ok()) throw new Error(`Could not sign in as ${as}: ${response.status()}`);
      }
      for (const path of paths) {
        await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
        // Scroll through the page so lazily loaded images are in the full-page shot.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
            window.scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        // Blocks below the fold are painted only when scrolled near (shared/ui laidOutWhenNear:
        // content-visibility: auto), and a full-page shot does not scroll: paint them all for it.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        await page.waitForTimeout(400);
        const name = `${path.replace(/^\//, "").replace(/[/?=&]+/g, "_") || "root"}${as ? `.${as}` : ""}.${language}.${viewportName}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true });
        console.log(join(outDir, name));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
