/**
 * The owner's catalogue in a spreadsheet (issue 37), in Hebrew: the products screen's Export saves a
 * CSV Excel opens (a BOM, Hebrew intact); the owner adds a product to it with a photo named by its
 * address on the web and a price written wrong; the import's preview refuses that row, naming its row
 * and column in Hebrew, and offers no Apply; the fixed file previews as one new product and is applied:
 * the product is in the catalogue with the photo fetched, resized and stored by the shop. axe checks the
 * import dialog. A local server stands in for the web (the emulators let loopback through).
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import sharp from "sharp";
import { expect, firestore, messages, signInAsAdmin, test, translate } from "./support";

const he = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);

test("the owner exports the products, adds one with a photo from the web, and imports the file in Hebrew", async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#5a3220" } }).jpeg().toBuffer();
  let photoRequests = 0;
  const web = createServer((req, res) => {
    if (req.url !== "/photos/pistachio.jpg") return void res.writeHead(404).end();
    photoRequests += 1;
    res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  const photoUrl = `http://127.0.0.1:${(web.address() as AddressInfo).port}/photos/pistachio.jpg`;

  try {
    await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, "he");
    await page.goto("/admin/products");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

    // Export: the browser saves the file.
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: he("admin.productsCsv.export") }).click()]);
    expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header = [], ...rows] = parse(bytes.toString("utf8"), { bom: true }) as string[][];
    const column = (name: string) => header.indexOf(name);
    const truffles = rows.find((row) => row[column("id")] === "champagne-truffles");
    expect(truffles?.[column("titleHe")]).toMatch(/[\u0590-\u05FF]/);

    // A new product: a copy of the truffles' row with no id, its own titles, a photo on the web.
    const title = `Pistachio Rose Bonbons ${Date.now()}`;
    const titleHe = "בונבון פיסטוק ורד";
    const newRow = (price: string) =>
      header.map((name, at) => ({ id: "", slug: "", sku: "", title, titleHe, image: photoUrl, gallery: "", price, salePrice: "0.00", stock: "12" })[name] ?? truffles?.[at] ?? "");
    const file = (price: string) => Buffer.from(stringify([header, newRow(price)], { bom: true, record_delimiter: "windows" }), "utf8");

    await page.getByRole("button", { name: he("admin.productsCsv.import") }).click();
    const dialog = page.getByRole("dialog", { name: he("admin.productsCsv.title") });
    await expect(dialog).toBeVisible();
    await dialog.locator('input[type="file"]').setInputFiles({ name: "new-products.csv", mimeType: "text/csv", buffer: file("twenty") });
    await expect(dialog.getByRole("status").filter({ hasText: he("admin.productsCsv.summary", { create: 0, change: 0, unchanged: 0, refused: 1 }) })).toBeVisible();
    const refusedRow = dialog.getByRole("row").filter({ hasText: title });
    await expect(refusedRow).toContainText(he("admin.productsCsv.actions.refused"));
    // The server's words (the contracts' catalogue), in the admin's language: the file's terms, not minor units.
    await expect(refusedRow).toContainText(`${he("admin.productsCsv.at", { row: 2, column: "price" })} יש לכתוב כאן מספר (כמו 24.00).`);
    await expect(dialog.getByRole("button", { name: he("admin.productsCsv.apply") })).toBeDisabled();
    const findings = (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(findings.map((violation) => violation.id)).toEqual([]);

    // The price fixed: one new product, then applied.
    await dialog.locator('input[type="file"]').setInputFiles({ name: "new-products.csv", mimeType: "text/csv", buffer: file("24.50") });
    await expect(dialog.getByRole("status").filter({ hasText: he("admin.productsCsv.summary", { create: 1, change: 0, unchanged: 0, refused: 0 }) })).toBeVisible();
    await dialog.getByRole("button", { name: he("admin.productsCsv.apply") }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/יובאו/)).toBeVisible();

    const stored = await firestore().collection("products").where("title", "==", title).get();
    expect(stored.size).toBe(1);
    const product = stored.docs[0]?.data() ?? {};
    expect(product).toMatchObject({ titleHe, price: 2450, totalStock: 12 });
    // The shop's own copy, resized like an upload; the web was asked once (by the preview of the good file).
    expect(String(product.image)).not.toBe(photoUrl);
    expect((product.imageVariants as { width: number }[]).map((variant) => variant.width)).toEqual([320, 640, 800]);
    expect(photoRequests).toBe(1);
    const shown = await page.request.get(String(product.image));
    expect(shown.status()).toBe(200);
  } finally {
    web.close();
  }
});
