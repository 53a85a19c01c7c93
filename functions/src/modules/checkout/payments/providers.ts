/**
 * Which payment provider takes a payment. PayPal when its credentials are configured
 * (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_ENV), else the local sandbox, but only where it
 * cannot take real orders by mistake: under the emulators, or when SHOP_PAYMENTS=sandbox says so.
 * A deployed shop without PayPal credentials refuses to check out rather than give goods away.
 * Providers load on first use (a dynamic import), off the function's cold path.
 */
import { type PaymentMethod } from "@cocoa/contracts";
import { shopConfig } from "../../../platform/config";
import { HttpError } from "../../../platform/errors";
import type { PaymentProvider, ProviderMethod } from "./payment-provider";

let cachedPaypal: PaymentProvider | undefined;

/** Whether the local sandbox may take payments here (its approval page checks this too). */
export function sandboxAllowed(): boolean {
  return shopConfig().sandboxPayments;
}

async function paypal(): Promise<PaymentProvider | undefined> {
  if (cachedPaypal) return cachedPaypal;
  const config = shopConfig().paypal;
  if (!config) return undefined;
  const { createPaypalProvider } = await import("./paypal.provider");
  cachedPaypal = createPaypalProvider(config);
  return cachedPaypal;
}

async function sandbox(): Promise<PaymentProvider | undefined> {
  return sandboxAllowed() ? (await import("./sandbox.provider")).sandboxProvider : undefined;
}

/** The provider new orders pay with; 503 when none is configured. */
export async function checkoutProvider(): Promise<PaymentProvider> {
  const provider = (await paypal()) ?? (await sandbox());
  if (!provider) throw new HttpError(503, "order.providerUnavailable");
  return provider;
}

/** Whether an order of `method` was paid at a provider (not `giftCard` or `none`, which the shop settles itself). */
export function paidAtProvider(method: PaymentMethod): method is ProviderMethod {
  return method === "paypal" || method === "sandbox";
}

/**
 * The provider an existing order was created with. An order the shop settled itself (`giftCard`,
 * `none`) has none: asking for one is a bug of the caller (`paidAtProvider` says which orders have one).
 */
export async function providerFor(method: PaymentMethod): Promise<PaymentProvider> {
  if (!paidAtProvider(method)) throw new Error(`An order paid by "${method}" has no payment provider`);
  const provider = method === "paypal" ? await paypal() : await sandbox();
  if (!provider) throw new HttpError(503, "order.providerUnavailable");
  return provider;
}

/**
 * Which provider checkout uses, without creating one: the storefront labels a sandbox payment as a
 * test and otherwise never mentions it. Undefined when checkout would answer 503.
 */
export async function checkoutPaymentMethod(): Promise<ProviderMethod | undefined> {
  return (await checkoutProvider().catch(() => undefined))?.method;
}

/** For tests that switch configuration between cases. */
export function forgetPaymentProviders(): void {
  cachedPaypal = undefined;
}
