import { afterEach, describe, expect, it, vi } from "vitest";
import { checkoutPaymentMethod, forgetPaymentProviders } from "./providers";

// The storefront says "test payment" only when this answers "sandbox".
describe("checkoutPaymentMethod", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    forgetPaymentProviders();
  });

  it("answers paypal when PayPal is configured, even where the sandbox is allowed", async () => {
    vi.stubEnv("PAYPAL_CLIENT_ID", "id");
    vi.stubEnv("PAYPAL_CLIENT_SECRET", "secret");
    vi.stubEnv("SHOP_PAYMENTS", "sandbox");
    expect(await checkoutPaymentMethod()).toBe("paypal");
  });

  it("answers sandbox only when the sandbox really takes the payments", async () => {
    vi.stubEnv("PAYPAL_CLIENT_ID", "");
    vi.stubEnv("PAYPAL_CLIENT_SECRET", "");
    vi.stubEnv("SHOP_PAYMENTS", "sandbox");
    expect(await checkoutPaymentMethod()).toBe("sandbox");
  });

  it("answers nothing when no provider is configured", async () => {
    vi.stubEnv("PAYPAL_CLIENT_ID", "");
    vi.stubEnv("PAYPAL_CLIENT_SECRET", "");
    vi.stubEnv("SHOP_PAYMENTS", "");
    vi.stubEnv("FUNCTIONS_EMULATOR", "");
    vi.stubEnv("FIREBASE_AUTH_EMULATOR_HOST", "");
    expect(await checkoutPaymentMethod()).toBeUndefined();
  });
});
