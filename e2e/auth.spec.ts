import { ADMIN, SHOPPER, expect, expectHeading, signIn, test, uniqueEmail } from "./support";

test("a new shopper registers, signs in, lands on the shop home and signs out", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/auth/register");
  await page.getByLabel("User name").fill("Noa Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Truffle!2026");
  await page.getByRole("button", { name: "Sign up" }).click();

  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, { email, password: "Truffle!2026" });
  await expect(page).toHaveURL(/\/shop\/home$/);
  await expectHeading(page, "Home");

  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByText("Noa Newcomer")).toBeVisible();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);

  // Signed out for real: the session cookie no longer opens the account page.
  await page.goto("/shop/account");
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a wrong password is refused with one generic message", async ({ page }) => {
  await signIn(page, { email: SHOPPER.email, password: "not-the-password" });
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("in Hebrew, a refused sign-in is explained in Hebrew", async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "he"));
  await page.goto("/auth/login");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.locator("input[type=email]").fill(SHOPPER.email);
  await page.locator("input[type=password]").fill("not-the-password");
  await page.locator("button[type=submit]").click();
  await expect(page.getByText("כתובת הדוא״ל או הסיסמה שגויות").first()).toBeVisible();
});

test("an admin signs in and lands on the dashboard", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expectHeading(page, "Dashboard");

  // Admins are kept to the admin area.
  await page.goto("/shop/home");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole("button", { name: "Logout" }).first().click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test("a shopper visiting the admin area is sent to the unauthorised page", async ({ page }) => {
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/home$/);
  await page.goto("/admin/products");
  await expect(page).toHaveURL(/\/unauth-page$/);
  await expect(page.getByText("You don't have access to view this page")).toBeVisible();
});

test("a guest sent to sign in returns to the page they came from", async ({ page }) => {
  await page.goto("/shop/account");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/account$/);
  await expectHeading(page, "Account");

  // Signed-in visitors are sent away from the login page.
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/shop\/home$/);
});
