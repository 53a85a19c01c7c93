import { expect, signIn, test, uniqueEmail } from "./support";

test("a guest fills a cart, signs in and finds it in the server cart", async ({ page }) => {
  const email = uniqueEmail("cart");
  const password = "Praline!2026";
  expect((await page.request.post("/api/auth/register", { data: { userName: "Gal Guest", email, password } })).ok()).toBe(true);

  await page.goto("/shop/listing?category=bars");
  const tiles = page.getByRole("article");
  await tiles.nth(0).getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByText("Product is added to cart").first()).toBeVisible();
  await tiles.nth(1).getByRole("button", { name: "Add to cart" }).click();
  const firstTitle = (await tiles.nth(0).getByRole("heading").textContent())!.trim();
  const secondTitle = (await tiles.nth(1).getByRole("heading").textContent())!.trim();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("guestCart") ?? "[]").length)).toBe(2);

  await page.goto("/auth/login");
  await signIn(page, { email, password });
  await expect(page).toHaveURL(/\/shop\/home$/);

  // The guest cart moved to the server and the local one was cleared.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("guestCart"))).toBeNull();
  const me = (await (await page.request.get("/api/auth/check-auth")).json()) as { user: { id: string } };
  const cart = (await (await page.request.get(`/api/shop/cart/get/${me.user.id}`)).json()) as {
    data: { items: { title: string; quantity: number }[] };
  };
  expect(cart.data.items.map((i) => i.title).sort()).toEqual([firstTitle, secondTitle].sort());

  await page.getByRole("button", { name: "Cart" }).first().click();
  const sheet = page.getByRole("dialog").or(page.getByRole("presentation")).filter({ hasText: "Your cart" }).first();
  await expect(sheet).toContainText(firstTitle);
  await expect(sheet).toContainText(secondTitle);
});

test("another shopper's cart is out of reach", async ({ page }) => {
  const email = uniqueEmail("prying");
  const password = "Nougat!2026";
  await page.request.post("/api/auth/register", { data: { userName: "Pry", email, password } });
  await page.request.post("/api/auth/login", { data: { email, password } });
  const answer = await page.request.get("/api/shop/cart/get/someone-else");
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toMatchObject({ success: false });
});
