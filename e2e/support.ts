import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { mailInbox } from "../functions/test/mail-inbox";

export type { InboxEmail } from "../functions/test/mail-inbox";

/**
 * The Firestore emulator of the stack under test (scripts/test.mjs passes it; `npm start`'s by
 * default), reached with the Admin SDK for what a test must set up behind the shop's back.
 */
process.env.FIRESTORE_EMULATOR_HOST = process.env.SHOP_FIRESTORE_HOST ?? process.env.FIRESTORE_EMULATOR_HOST ?? "127.0.0.1:8080";
const PROJECT_ID = process.env.SHOP_PROJECT_ID ?? "demo-chocolate-shop";

export function firestore() {
  const app = getApps().find((a) => a.name === "e2e") ?? initializeApp({ projectId: PROJECT_ID }, "e2e");
  return getFirestore(app);
}

/**
 * The stack's mail inbox (scripts/test.mjs passes SHOP_MAIL_URL; `npm start`'s by default): every
 * email the shop's `mail` documents produced, delivered as the Trigger Email extension would.
 * `inbox.waitForEmail({ to, subjectIncludes })`, `inbox.emailsTo(address)`, `inbox.clear()`. The inbox
 * is shared by the whole run: wait for mail to an address of the journey's own (`uniqueEmail`).
 */
export const inbox = mailInbox(process.env.SHOP_MAIL_URL ?? "http://127.0.0.1:1080");

/**
 * Empties the abuse-limit counters. Under the emulators every browser is the one local client
 * (nothing tells them apart: functions/src/platform/http/client-address.ts), so without this the
 * journeys of earlier tests would count against later ones. The limits themselves are tested
 * in functions/test/api/abuse-limits.test.ts.
 */
export async function resetAbuseLimits(): Promise<void> {
  const counters = await firestore().collection("rateLimits").get();
  if (counters.empty) return;
  const batch = firestore().batch();
  for (const doc of counters.docs) batch.delete(doc.ref);
  await batch.commit();
}

/**
 * The champagne truffles are the one product most journeys buy (22 in the seed), and one run
 * buys more than that across its journeys in both projects. Before each test the stock is
 * brought back to the seed's when it ran low, as the owner restocks; a journey that counts
 * stock reads it after this, so its own before and after still hold.
 */
export const SHARED_PRODUCT = { id: "champagne-truffles", seededStock: 22, low: 12 } as const;

export async function restockSharedProduct(): Promise<void> {
  const db = firestore();
  const ref = db.collection("products").doc(SHARED_PRODUCT.id);
  await db.runTransaction(async (tx) => {
    const stock = (await tx.get(ref)).get("totalStock") as unknown;
    if (typeof stock === "number" && stock < SHARED_PRODUCT.low) tx.update(ref, { totalStock: SHARED_PRODUCT.seededStock });
  });
}

/** Collects every Content-Security-Policy violation the pages of `context` report. */
export function watchContentSecurityPolicy(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on("console", (message) => {
    if (/Content Security Policy|Refused to (load|apply|execute|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  // Report-only and blocked violations both fire this event, even when nothing is logged.
  void context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return violations;
}

/**
 * The `test` of every spec: each starts with empty abuse-limit counters and the shared product
 * in stock, and fails when a page
 * of its browser context reports a Content-Security-Policy violation (firebase.json's headers
 * must be ones the built app really runs under).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: async ({ context }, use) => {
    await use(watchContentSecurityPolicy(context));
  },
  context: async ({ context }, use) => {
    await Promise.all([resetAbuseLimits(), restockSharedProduct()]);
    await use(context);
  },
  page: async ({ page, cspViolations }, use) => {
    await use(page);
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
});
export { expect };

export const ADMIN = { email: "admin@chocolate.test", password: "ChocAdmin!2026" };
export const SHOPPER = { email: "shopper@chocolate.test", password: "ChocShopper!2026" };

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  if (!page.url().includes("/auth/login")) await page.goto("/auth/login");
  // The address bar changes before a lazily loaded page replaces the previous one (React Router
  // navigates in a transition): wait for the login form itself before typing into it.
  await page.getByRole("button", { name: "Sign in" }).waitFor();
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs the admin in through the login screen, in the page's language (its words from the SPA's packs). */
export async function signInAsAdmin(page: Page, language: Language = "en") {
  const t = (key: string) => translate(messages(language), key);
  await page.goto("/auth/login");
  await page.getByRole("button", { name: t("auth.login.submit") }).waitFor();
  await page.getByLabel(t("auth.fields.email")).fill(ADMIN.email);
  await page.getByLabel(t("auth.fields.password")).fill(ADMIN.password);
  await page.getByRole("button", { name: t("auth.login.submit") }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/**
 * Serves Google's script loader (https://apis.google.com/js/api.js) from e2e/fixtures/gapi-iframes.js
 * in `context`: this machine has no internet, and the Firebase SDK's Google popup (like the Auth
 * emulator's helper iframe) loads that script. Everything else in the sign-in is real. The emulator's
 * sign-in page styles itself from CDNs; refused at once, it works unstyled.
 */
export async function useLocalGoogleScripts(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ path: join(__dirname, "fixtures", "gapi-iframes.js"), contentType: "text/javascript" }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}

/**
 * Signs in on the Auth emulator's Google page that `open` (a click) pops up, as a new Google account
 * with `email` and `name`, or as the account of that email the page already lists.
 */
export async function signInWithGoogle(page: Page, open: () => Promise<void>, account: { email: string; name: string }): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent("popup"), open()]);
  await popup.waitForLoadState("domcontentloaded");
  const known = popup.getByText(account.email, { exact: true });
  if (await known.isVisible()) {
    await known.click();
    return;
  }
  await popup.getByText("Add new account").click();
  await popup.locator("#email-input").fill(account.email);
  await popup.locator("#display-name-input").fill(account.name);
  await popup.locator("#sign-in").click();
}

/** A fresh address per run, so registration never collides with an earlier run. */
export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@chocolate.test`;
}

/**
 * Confirms a registered shopper's email behind the shop's back (checkout asks for it), as opening the
 * emailed link would: the profile's flag, which every request reads. The journey that opens the real
 * link is e2e/accounts-email.spec.ts.
 */
export async function confirmEmailOf(email: string): Promise<void> {
  const found = await firestore().collection("users").where("email", "==", email).get();
  expect(found.size, `one account for ${email}`).toBe(1);
  await found.docs[0]!.ref.update({ emailVerified: true });
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

export type Messages = Record<string, unknown>;
export type Language = "en" | "he";
const LOCALES = join(__dirname, "..", "web", "src", "shared", "i18n", "locales");
const readMessages = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Messages;

/** `from`'s texts added into `into`, group by group (a pack's `admin.…` beside the storefront's). */
function mergeMessages(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    into[key] = existing && typeof existing === "object" && typeof value === "object" ? mergeMessages(existing as Messages, value as Messages) : value;
  }
  return into;
}

/**
 * The SPA's own texts for a language, every part of them (web/src/shared/i18n/textPacks.ts): the
 * storefront's `locales/<language>.json` and each pack's `locales/<pack>/<language>.json`, so tests
 * find controls by the words people see.
 */
export const messages = (language: Language): Messages =>
  readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((pack) => readMessages(join(LOCALES, pack.name, `${language}.json`)))
    .reduce(mergeMessages, readMessages(join(LOCALES, `${language}.json`)));

/** A translation by dotted key, as i18next reads it, with `{{name}}` values filled in. */
export function translate(dictionary: Messages, key: string, values: Record<string, string | number> = {}): string {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], dictionary);
  if (typeof value !== "string") throw new Error(`No translation for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** A checkout address, as a shopper types it into the address form. */
export interface TypedAddress {
  address: string;
  city: string;
  pincode: string;
  phone: string;
  notes: string;
}

/** Fills the address form (checkout or account) in the page's language, adds it and waits for the toast. */
export async function addAddressInForm(page: Page, t: (key: string) => string, typed: TypedAddress) {
  for (const field of ["address", "city", "pincode", "phone", "notes"] as const) {
    await page.getByRole("textbox", { name: t(`addresses.fields.${field}`), exact: true }).fill(typed[field]);
  }
  await page.getByRole("button", { name: t("addresses.add") }).click();
  await expect(page.getByText(t("addresses.added")).first()).toBeVisible();
}

/**
 * Waits until React owns `element` (hydrated it). index.html keeps taps on buttons and checkboxes and
 * text typed into fields until then, but not a press that opens MUI's Select (it opens on mousedown, which
 * is not kept): a known gap, so a journey that opens a Select right after arriving waits for the app.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  // A part of the page below the fold is React's once it comes near the screen (shared/ui HydrateOnView),
  // as a shopper scrolls to it before using it.
  await element.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(element)).toBe(true);
}

/** Whether React owns `element` yet (it marks the elements it owns with a "__reactProps$" key). */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")));
}

/** A paid order a new shopper placed through the API (as the checkout would), and that shopper's session. */
export interface PaidOrder {
  /** A page signed in as the shopper (close it when done). */
  shopper: Page;
  email: string;
  orderId: string;
  /** What people read (CA-…). */
  orderNumber: string;
}

/**
 * A new shopper (`userName`, in `language`) buys `quantity` × `productId`, shipped to `address`, and
 * pays on the sandbox approval page, all through the API: the journeys that start from a paid order
 * (the admin's fulfilment, refunds) need one without walking the checkout again.
 */
export async function placePaidOrder(
  browser: Browser,
  { userName, language = "en", productId = "champagne-truffles", quantity = 1, address }: { userName: string; language?: Language; productId?: string; quantity?: number; address: TypedAddress },
): Promise<PaidOrder> {
  const shopper = await browser.newPage();
  if (language === "he") await shopper.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  const email = uniqueEmail(userName.toLowerCase().replace(/[^a-z]+/g, "-") || "shopper");
  const password = "Ganache!2026";
  await shopper.request.post("/api/auth/register", { data: { userName, email, password } });
  await shopper.request.post("/api/auth/login", { data: { email, password } });
  const me = ((await (await shopper.request.get("/api/auth/check-auth")).json()) as { user: { id: string } }).user;
  // Checkout wants a confirmed email: confirmed behind the shop's back, as opening the emailed link would (the profile's flag counts).
  await firestore().collection("users").doc(me.id).set({ emailVerified: true }, { merge: true });
  const added = await shopper.request.post("/api/shop/address/add", { data: { userId: me.id, ...address } });
  expect(added.ok(), await added.text()).toBe(true);
  const addressId = ((await added.json()) as { data: { _id: string } }).data._id;
  expect((await shopper.request.post("/api/shop/cart/add", { data: { userId: me.id, productId, quantity } })).ok()).toBe(true);
  const created = (await (await shopper.request.post("/api/shop/order/create", { data: { userId: me.id, addressId }, headers: { "Accept-Language": language } })).json()) as {
    orderId: string;
    orderNumber: string;
    approvalURL: string;
  };
  expect(created.orderId).toBeTruthy();
  const approval = new URL(created.approvalURL);
  const decided = await shopper.request.post(`${approval.pathname}/approve${approval.search}`, { maxRedirects: 0, form: {} });
  const back = new URL(decided.headers()["location"] ?? "", "http://shop.invalid");
  const captured = await shopper.request.post("/api/shop/order/capture", {
    data: { orderId: created.orderId, paymentId: back.searchParams.get("paymentId"), payerId: back.searchParams.get("PayerID") },
  });
  expect(captured.ok(), await captured.text()).toBe(true);
  return { shopper, email, orderId: created.orderId, orderNumber: created.orderNumber };
}

/**
 * Fills the product sheet's "What is in it" (issue 35) as the owner would for a dark chocolate: the
 * ingredients, every allergen answered at once ("Free from all others"), kosher parve with its certifier.
 */
export async function declareFood(sheet: Locator, t: (key: string) => string): Promise<void> {
  const food = sheet.getByRole("region", { name: t("admin.productsPage.food.title") });
  await food.getByRole("textbox", { name: t("admin.productsPage.food.fields.ingredients"), exact: true }).fill("Cocoa mass, sugar, cocoa butter.");
  await food.getByRole("button", { name: t("admin.productsPage.food.allergens.freeFromAllOthers") }).first().click();
  await food.getByLabel(t("admin.productsPage.food.fields.kosherStatus")).selectOption("parve");
  await food.getByRole("textbox", { name: t("admin.productsPage.food.fields.certifier"), exact: true }).fill("Rabbinate of Tel Aviv-Yafo");
}
