/**
 * The account page's "Profile and privacy" tab, in English and in Hebrew: a shopper with a paid order
 * changes their name (the header's menu shows it), changes their email (the link from the inbox,
 * opened on the shop's /auth/action page, applies it), downloads their data as a JSON file, and
 * deletes the account: they land on the home page as a guest and cannot sign in again, while the
 * admin still sees the order, marked as a deleted account, without the name. axe checks the tab.
 * Labels come from the SPA's own translation files.
 */
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { ADMIN, expect, inbox, messages, placePaidOrder, test, translate, uniqueEmail, type Language } from "./support";

const PASSWORD = "Ganache!2026"; // placePaidOrder's
const ADDRESS = { address: "9 Privacy Lane", city: "Haifa", pincode: "3303400", phone: "+972 4 555 0123", notes: "Knock softly" };

/** axe's serious and critical findings on what the page shows now. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

const signInByApi = (page: Page, email: string, password = PASSWORD) => page.request.post("/api/auth/login", { data: { email, password } });

for (const language of ["en", "he"] as Language[]) {
  test(`${language}: a shopper renames, moves to a new email, downloads their data and deletes the account; the admin keeps the order without the name`, async ({ page, browser }) => {
    // An order paid at the sandbox, an email round trip, a download, axe and an admin: generous on a busy 2-core machine.
    test.setTimeout(180_000);
    const t = (key: string, values?: Record<string, string | number>) => translate(messages(language), key, values);
    const en = (key: string, values?: Record<string, string | number>) => translate(messages("en"), key, values);
    const oldName = language === "he" ? "דנה פרטית" : "Dana Private";
    const newName = language === "he" ? "רוני חדשה" : "Ronit Renamed";
    const paid = await placePaidOrder(browser, { userName: oldName, language, address: ADDRESS });
    await paid.shopper.close();

    if (language === "he") await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
    expect((await signInByApi(page, paid.email)).ok()).toBe(true);
    await page.goto("/shop/account?tab=profile");
    await expect(page.getByRole("tab", { name: t("account.tabs.profile"), selected: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", language === "he" ? "rtl" : "ltr");

    // The name: saved, the header's account menu shows it at once.
    const name = page.getByRole("textbox", { name: t("profile.name.label") });
    await expect(name).toHaveValue(oldName);
    await name.fill(newName);
    await page.getByRole("button", { name: t("profile.name.save") }).click();
    await expect(page.getByText(t("profile.name.saved")).first()).toBeVisible();
    await page.getByRole("button", { name: t("header.accountMenu") }).click();
    await expect(page.getByRole("menu")).toContainText(newName);
    await page.keyboard.press("Escape");

    // axe on the whole tab.
    expect(await axeFindings(page)).toEqual([]);

    // The email: a link goes to the new address; the tab says so until it is opened.
    const newEmail = uniqueEmail("dana-moved");
    const emailSection = page.getByRole("region", { name: t("profile.email.title") });
    await emailSection.getByRole("textbox", { name: t("profile.email.newLabel") }).fill(newEmail);
    await emailSection.getByLabel(t("profile.email.password")).fill(PASSWORD);
    await emailSection.getByRole("button", { name: t("profile.email.submit") }).click();
    await expect(emailSection.getByRole("status")).toContainText(newEmail);
    const mail = await inbox.waitForEmail({ to: newEmail });
    // The plain-text part holds the link unescaped.
    const href = /(https?:\/\/\S+\/auth\/action\?\S+)/.exec(mail.text ?? "")?.[1];
    expect(href, "the email's link").toBeTruthy();
    const link = new URL(href ?? "");
    expect(link.searchParams.get("mode")).toBe("verifyAndChangeEmail");
    expect(link.searchParams.get("lang")).toBe(language);
    // Opened on the shop's own /auth/action page (H1's), which applies it.
    const applied = page.waitForResponse((response) => response.url().includes("/api/auth/action") && response.request().method() === "POST");
    await page.goto(`${link.pathname}${link.search}`);
    expect((await applied).ok()).toBe(true);
    // Changing the email signs every device out: in again with the new address.
    expect((await signInByApi(page, paid.email)).status()).toBe(401);
    expect((await signInByApi(page, newEmail)).ok()).toBe(true);

    // Download my data: a JSON file of the shopper's own.
    await page.goto("/shop/account?tab=profile");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: t("profile.data.button") }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cocoa-atelier-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile(await download.path(), "utf8")) as { profile: { email: string; userName: string }; orders: { _id: string }[]; addresses: { address: string }[] };
    expect(data.profile).toMatchObject({ email: newEmail, userName: newName });
    expect(data.orders.map((order) => order._id)).toEqual([paid.orderId]);
    expect(data.addresses.map((address) => address.address)).toEqual([ADDRESS.address]);

    // Delete my account: the dialog says what goes and what stays, and wants the email typed.
    await page.getByRole("button", { name: t("profile.delete.button") }).click();
    const dialog = page.getByRole("dialog", { name: t("profile.delete.dialogTitle") });
    await expect(dialog).toContainText(t("profile.delete.kept"));
    const confirm = dialog.getByRole("button", { name: t("profile.delete.confirm") });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole("textbox", { name: t("profile.delete.confirmLabel") }).fill(newEmail.toUpperCase());
    await confirm.click();
    await expect(page).toHaveURL(/\/shop\/home$/);
    await expect(page.getByRole("button", { name: t("header.accountMenu") })).toHaveCount(0);
    expect((await signInByApi(page, newEmail)).status()).toBe(401);

    // The admin still has the order: marked as a deleted account, without the name, street or phone.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    expect((await signInByApi(admin, ADMIN.email, ADMIN.password)).ok()).toBe(true);
    await admin.goto("/admin/orders");
    await admin.getByRole("button", { name: en("orders.viewDetailsLabel", { id: paid.orderNumber }) }).click();
    const details = admin.getByRole("dialog");
    await expect(details).toContainText(en("orders.deletedAccount"));
    await expect(details).toContainText(ADDRESS.city);
    for (const personal of [oldName, newName, ADDRESS.address, ADDRESS.phone]) await expect(details).not.toContainText(personal);
    await adminContext.close();
  });
}
