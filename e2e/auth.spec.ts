import { ADMIN, SHOPPER, expect, expectHeading, signIn, test, uniqueEmail } from "./support";

test("a new shopper registers, is signed in at once, lands on the shop home and signs out", async ({ page }) => {
  const email = uniqueEmail("newcomer");
  await page.goto("/auth/register");
  await page.getByLabel("User name").fill("Noa Newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("Truffle!2026");
  await page.getByRole("button", { name: "Sign up" }).click();

  // Signed in by registering: straight to the shop, never the login page.
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

test("a guest sent from checkout is told why, in English and Hebrew, and returns to checkout", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId("sign-in-reason")).toContainText("Please sign in to check out");

  await page.evaluate(() => window.localStorage.setItem("i18nextLng", "he"));
  await page.reload();
  // The reload keeps the remembered page (history state), so the reason stays, now in Hebrew.
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("sign-in-reason")).toContainText("כדי להשלים את ההזמנה יש להתחבר");
  await page.evaluate(() => window.localStorage.setItem("i18nextLng", "en"));
  await page.reload();

  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expectHeading(page, "Checkout");
});

test("a guest sent from checkout who registers instead comes straight back to checkout", async ({ page }) => {
  await page.goto("/shop/checkout");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole("link", { name: "Register", exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await page.getByLabel("User name").fill("Gil Guest");
  await page.getByLabel("Email").fill(uniqueEmail("guest"));
  await page.getByLabel("Password").fill("Truffle!2026");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expectHeading(page, "Checkout");
});

test("signing in to write a review returns to that product with its review form open", async ({ page }) => {
  await page.goto("/shop/listing?category=chocolate-sculptures");
  const tile = page.getByRole("article").first();
  const title = (await tile.getByRole("heading").first().textContent())?.trim() ?? "";
  await tile.getByRole("button", { name: "View details" }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Sign in to write a review" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByTestId("sign-in-reason")).toContainText("Please sign in to write a review");

  await signIn(page, SHOPPER);
  await expect(page).toHaveURL(/\/shop\/listing\?category=chocolate-sculptures$/);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("review-form")).toBeInViewport();
  await expect(dialog.getByRole("button", { name: "Submit review" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "1 star", exact: true })).toBeFocused();
});
