/**
 * Receipts (issue 37): a paid order's receipt as the shopper and the owner read it. The shopper (in
 * Hebrew) opens the receipt from their order, right to left with its number left to right, and
 * downloads its PDF; the owner opens the admin's receipt page and downloads the same PDF. A page of the
 * PDF is rendered (poppler's pdftoppm, when the machine has it) and attached to the run to look at.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import type { Order } from "../packages/contracts/src";
import { ADMIN, expect, messages, placePaidOrder, test, translate } from "./support";

const t = (key: string, values?: Record<string, string | number>) => translate(messages("he"), key, values);

test("the shopper and the owner read a paid order's receipt and download its PDF (he)", async ({ page, browser }, testInfo) => {
  const order = await placePaidOrder(browser, {
    userName: "דנה לוי",
    language: "he",
    address: { address: "רחוב שינקין 3", city: "תל אביב", pincode: "6522103", phone: "+972 3 555 0199", notes: "קומה 2" },
  });
  const shopper = order.shopper;
  const paid = ((await (await shopper.request.get(`/api/shop/order/details/${order.orderId}`)).json()) as { data: Order }).data;
  const number = paid.receipt?.number ?? "no receipt";
  expect(number).toMatch(/^R-\d{6}$/);

  // The shopper's page, from the link the receipt email carries.
  await shopper.goto(`/shop/orders/${order.orderId}/receipt?lang=he`);
  const receipt = shopper.getByTestId("receipt");
  await expect(receipt).toHaveAttribute("dir", "rtl");
  await expect(receipt.getByTestId("receipt-number")).toContainText(number);
  const download = shopper.getByRole("link", { name: t("orders.receipt.page.downloadPdfLabel", { number }) });
  await expect(download).toBeVisible();
  const pdf = await shopper.request.get((await download.getAttribute("href")) ?? "");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // The owner's page and PDF of the same receipt.
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  expect((await page.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
  await page.goto(`/admin/orders/${order.orderId}/receipt`);
  await expect(page.getByTestId("receipt").getByTestId("receipt-number")).toContainText(number);
  const adminPdf = await page.request.get(`/api/admin/orders/receipt/${order.orderId}`);
  expect(adminPdf.ok()).toBe(true);

  // A page of the PDF, rendered, for a person to look at.
  const file = testInfo.outputPath(`${number}.pdf`);
  writeFileSync(file, bytes);
  await testInfo.attach(`${number}.pdf`, { path: file, contentType: "application/pdf" });
  const rendered = spawnSync("pdftoppm", ["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile", file, file.replace(/\.pdf$/, "")]);
  if (!rendered.error && rendered.status === 0) await testInfo.attach(`${number}.png`, { path: file.replace(/\.pdf$/, ".png"), contentType: "image/png" });
  await shopper.close();
});
