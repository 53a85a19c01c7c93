/**
 * PayPal as a `PaymentProvider`: the Orders v2 REST API in the redirect flow, over plain `fetch`
 * (no SDK, nothing heavy at the top level).
 *
 * The calls, and the PayPal documents they follow:
 * - Access token: `POST /v1/oauth2/token`, Basic auth with `CLIENT_ID:CLIENT_SECRET`, form body
 *   `grant_type=client_credentials`; the answer holds `access_token` and `expires_in` (seconds).
 *   https://developer.paypal.com/api/rest/authentication/
 * - Create: `POST /v2/checkout/orders` with `intent: CAPTURE`, one purchase unit and
 *   `payment_source.paypal.experience_context` (return/cancel URLs, `user_action: PAY_NOW`, locale,
 *   `shipping_preference: NO_SHIPPING`). The answer is `PAYER_ACTION_REQUIRED` with a `payer-action`
 *   link (the older `application_context` style answers an `approve` link; both are accepted).
 *   https://developer.paypal.com/api/rest/integration/orders-api/api-use-cases/standard
 *   https://developer.paypal.com/api/orders/v2/definitions/order_status
 *   Field limits (`description`, `custom_id`, `invoice_id`: 127 characters) from the Orders v2
 *   OpenAPI document, https://github.com/paypal/paypal-rest-api-specifications (checkout_orders_v2.json).
 * - The breakdown (issue 36): `purchase_units[].amount.breakdown` (`amount_with_breakdown`:
 *   `item_total`, `tax_total`, `shipping`, `handling`, `shipping_discount`, `discount`, each
 *   `{ currency_code, value }`; "the amount equals item_total plus tax_total plus shipping plus
 *   handling plus insurance minus shipping_discount minus discount") and `purchase_units[].items`
 *   (`item`: `name` 1-127 characters, `unit_amount`, `quantity` a whole-number string
 *   `^[1-9][0-9]{0,9}$`, `sku` at most 127, `category` PHYSICAL_GOODS (DIGITAL_GOODS for a gift card,
 *   sent by email); `item_total` must equal the sum
 *   of unit_amount times quantity). PayPal refuses a breakdown that does not add up (422
 *   AMOUNT_MISMATCH, ITEM_TOTAL_MISMATCH), so the shop checks it before sending.
 *   https://developer.paypal.com/api/orders/v2/definitions/amount_with_breakdown
 *   https://developer.paypal.com/platforms/checkout/standard/customize/pass-line-items
 * - Read: `GET /v2/checkout/orders/{id}`. Capture: `POST /v2/checkout/orders/{id}/capture`; order ids
 *   match `^[A-Z0-9]+$`, 1 to 36 characters (https://developer.paypal.com/api/orders/v2/orders-capture).
 *   `Prefer: return=representation` asks for the whole order (the default `return=minimal` holds only
 *   id, status and links). "A completed order can indicate a payment was ... captured, or a payment
 *   was declined": the money is told by `purchase_units[].payments.captures[].status` (order_status above).
 * - Idempotency: `PayPal-Request-Id`; a request repeated with the same id answers the first result
 *   instead of acting twice (the server keeps ids for hours).
 *   https://developer.paypal.com/api/rest/reference/idempotency
 * - Errors: `{ name, message, debug_id, details: [{ issue, description }], links }`; 422
 *   UNPROCESSABLE_ENTITY with issues such as INSTRUMENT_DECLINED, ORDER_NOT_APPROVED,
 *   ORDER_ALREADY_CAPTURED, PAYER_ACTION_REQUIRED (the `orders.capture-422` schema of the OpenAPI
 *   document above; https://developer.paypal.com/api/rest/troubleshooting/rest_unprocessable_entity);
 *   404 RESOURCE_NOT_FOUND; OAuth's own `{ error: "invalid_client", error_description }`.
 *   https://developer.paypal.com/api/rest/reference/orders/v2/errors
 *
 * How outcomes map to `PaymentProviderError` kinds (`declined` promises the shopper was not charged):
 * - a capture is only ever attempted after reading the order: its payer must be the one the shopper
 *   came back with and its reference must be this shop order, so a mismatch is refused *before* any
 *   money moves (`declined`). An order PayPal already reports as captured is answered from the order,
 *   never captured again.
 * - capture status PENDING (e.g. PENDING_REVIEW, an eCheck) is `unavailable`, not success and not
 *   `declined`: PayPal holds the capture and the money may still move either way, so the shop order
 *   must stay "processing". Calling `capturePayment` again later re-reads the order and answers
 *   success once the capture is COMPLETED, or `declined` once it is DECLINED.
 * - 422 issues that mean "this payer's money was refused" are `declined`; any other 422
 *   (ORDER_COMPLETION_IN_PROGRESS, account set-up problems, unknown issues) is `unavailable`, because
 *   `declined` would claim more than we know.
 * - 404 is `declined` (no such payment). Network errors, timeouts, 429, 5xx, authentication and
 *   configuration failures are `unavailable`.
 *
 * Refunds: `POST /v2/payments/captures/{capture_id}/refund` (Payments v2 "Refund captured payment",
 * https://developer.paypal.com/docs/api/payments/v2/#captures_refund, the `captures.refund` operation
 * of payments_payment_v2.json in the specifications repository above). Body `amount { currency_code,
 * value }` (always sent: the shop says what it gives back, never "whatever is left"), `invoice_id` (the
 * refund key: PayPal refuses an invoice id used by an earlier refund, DUPLICATE_INVOICE_ID, which still
 * holds after it forgets the request id, 45 days), `custom_id` (the shop order), `note_to_payer`.
 * `PayPal-Request-Id` is the refund key, so a retry answers the refund already made. The answer, 201, is
 * the refund with `status` COMPLETED, PENDING (an eCheck: PayPal finishes it later), FAILED or CANCELLED.
 * - COMPLETED → completed, PENDING → pending; FAILED and CANCELLED are `refused` (no money went back).
 * - 400, 403 (PERMISSION_DENIED), 404 (INVALID_RESOURCE_ID) and 422 (CAPTURE_FULLY_REFUNDED,
 *   REFUND_AMOUNT_EXCEEDED, REFUND_CAPTURE_CURRENCY_MISMATCH, PENDING_CAPTURE, TRANSACTION_REFUSED, ...)
 *   are `refused` with the issue as the code: PayPal decided, and nothing was refunded.
 * - 401 after a fresh token, 409 (PREVIOUS_REQUEST_IN_PROGRESS), 429, 5xx, network errors and timeouts
 *   are `unavailable`: the refund may or may not have been made; retrying with the same key finds out.
 */
import { minorUnitsToDecimal } from "@cocoa/contracts";
import {
  PaymentProviderError,
  type CapturePaymentInput,
  type CapturedPayment,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentBreakdown,
  type PaymentProvider,
  type RefundPaymentInput,
  type RefundedPayment,
} from "./payment-provider";
import type { PaypalConfig } from "../../../platform/config";

const DEFAULT_TIMEOUT_MS = 15_000;
/** A cached token is dropped this long before PayPal says it expires (at most half its life). */
const TOKEN_EXPIRY_MARGIN_MS = 5 * 60_000;
/** PayPal's limit on `description`, `custom_id` and `invoice_id` (characters). */
const PAYPAL_TEXT_LIMIT = 127;
/** Our order ids go into `custom_id`/`invoice_id` and into `PayPal-Request-Id` headers. */
const SHOP_ORDER_ID_LIMIT = 100;
/** PayPal order ids (Orders v2 path parameter pattern). Also keeps anything odd out of our URLs. */
const PAYPAL_ORDER_ID = /^[A-Z0-9]{1,36}$/;
/** Capture ids are of the same kind; the pattern keeps anything odd out of the refund URL. */
const PAYPAL_CAPTURE_ID = /^[A-Z0-9]{1,36}$/;
/** PayPal's limit on a refund's `note_to_payer` (characters). */
const PAYPAL_NOTE_LIMIT = 255;
/** `custom_id` of a refund: PayPal answers it only if it matches this. */
const PAYPAL_REFUND_CUSTOM_ID = /^[A-Za-z0-9-_.,]{1,127}$/;
/** ISO 4217 currencies without minor units in PayPal; the shop's formatting assumes two decimals. */
const ZERO_DECIMAL_CURRENCIES = new Set(["HUF", "JPY", "TWD"]);

/**
 * 422 issues of the capture call that mean the payer's money was refused or the payer still has
 * to act: nothing was captured, and the shopper may try again (perhaps with another funding source).
 */
const DECLINE_ISSUES = new Set([
  "INSTRUMENT_DECLINED",
  "ORDER_NOT_APPROVED",
  "PAYER_ACTION_REQUIRED",
  "TRANSACTION_REFUSED",
  "PAYER_CANNOT_PAY",
  "PAYER_ACCOUNT_LOCKED_OR_CLOSED",
  "PAYER_ACCOUNT_RESTRICTED",
  "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING",
  "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
  "TRANSACTION_LIMIT_EXCEEDED",
  "TRANSACTION_BLOCKED_BY_PAYEE",
  "PAYEE_BLOCKED_TRANSACTION",
  "COMPLIANCE_VIOLATION",
  "DECLINED_DUE_TO_RELATED_TXN",
  "CARD_EXPIRED",
  "ORDER_EXPIRED",
]);


/**
 * Integer minor units to PayPal's decimal string with two decimals, with string operations only
 * (1234 → "12.34", 5 → "0.05", 100000 → "1000.00"). PayPal wants a positive amount.
 */
export function formatPaypalAmount(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`A PayPal amount must be a positive integer of minor units, not ${amount}.`);
  }
  return minorUnitsToDecimal(amount);
}

/**
 * PayPal's decimal string of a two-decimal currency back to integer minor units, with string
 * operations only ("12.34" → 1234, "5" → 500, "0.5" → 50); undefined for anything else.
 */
export function parsePaypalAmount(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const match = /^(\d{1,15})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Text PayPal accepts in a length-limited field: no control characters, at most `limit` code points. */
export function paypalText(text: string, limit = PAYPAL_TEXT_LIMIT): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]+/g, " ").replace(/\s+/g, " ").trim();
  const points = Array.from(clean); // by code point: never splits a surrogate pair
  if (points.length <= limit) return clean;
  return `${points.slice(0, limit - 1).join("").trimEnd()}…`;
}

/** PayPal's item quantity: a whole number, 1 to 10 digits. */
const PAYPAL_QUANTITY = /^[1-9][0-9]{0,9}$/;

/** A part of the breakdown as PayPal's decimal string: like `formatPaypalAmount`, but a part may be nothing. */
function paypalPart(amount: number, what: string): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`A PayPal ${what} must be a whole number of minor units, 0 or more, not ${amount}.`);
  return minorUnitsToDecimal(amount);
}

/**
 * The purchase unit's `amount.breakdown` and `items` for `breakdown`, checked to add up as PayPal
 * checks them: the items to `item_total`, the parts to `amount` (a RangeError otherwise, before
 * PayPal is called: the shop's own figures disagreeing is a bug, not the payer's problem). Parts
 * that are nothing are left out; `item_total` is always sent, as `items` require it.
 */
export function paypalBreakdown(breakdown: PaymentBreakdown, amount: number, currency: string): { breakdown: Record<string, unknown>; items: Record<string, unknown>[] } {
  const money = (value: number, what: string) => ({ currency_code: currency, value: paypalPart(value, what) });
  const items = breakdown.items.map((item) => {
    const quantity = String(item.quantity);
    if (!Number.isSafeInteger(item.quantity) || !PAYPAL_QUANTITY.test(quantity)) throw new RangeError(`A PayPal item quantity must be a whole number from 1, not ${item.quantity}.`);
    const sku = item.sku === undefined ? "" : paypalText(item.sku);
    return {
      name: paypalText(item.name) || "—",
      unit_amount: money(item.unitAmount, "unit amount"),
      quantity,
      ...(sku ? { sku } : {}),
      // A gift card is sent by email: nothing to ship.
      category: item.digital ? "DIGITAL_GOODS" : "PHYSICAL_GOODS",
    };
  });
  const itemsSum = breakdown.items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (itemsSum !== breakdown.itemTotal) throw new RangeError(`The items add up to ${itemsSum}, not the item total ${breakdown.itemTotal}.`);
  const sum = breakdown.itemTotal + breakdown.taxTotal + breakdown.shipping + breakdown.handling - breakdown.shippingDiscount - breakdown.discount;
  if (sum !== amount) throw new RangeError(`The breakdown adds up to ${sum}, not the amount ${amount}.`);
  const parts: [string, number][] = [
    ["shipping", breakdown.shipping],
    ["handling", breakdown.handling],
    ["tax_total", breakdown.taxTotal],
    ["shipping_discount", breakdown.shippingDiscount],
    ["discount", breakdown.discount],
  ];
  return {
    breakdown: {
      item_total: money(breakdown.itemTotal, "item_total"),
      ...Object.fromEntries(parts.filter(([, value]) => value !== 0).map(([key, value]) => [key, money(value, key)])),
    },
    items,
  };
}

export function createPaypalProvider(config: PaypalConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const apiBase = config.apiBase.replace(/\/+$/, "");
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const basicAuth = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`, "utf8").toString("base64")}`;

  let cachedToken: { token: string; expiresAt: number } | undefined;
  let tokenInFlight: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<PaypalAnswer> {
    try {
      const response = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      return { status: response.status, body: parseJson(text) };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new PaymentProviderError(
        "unavailable",
        timedOut
          ? `PayPal did not answer within ${timeoutMs} ms.`
          : `PayPal could not be reached: ${error instanceof Error ? error.message : String(error)}.`,
        timedOut ? "TIMEOUT" : "NETWORK_ERROR",
      );
    }
  }

  async function requestToken(): Promise<string> {
    const answer = await send(`${apiBase}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: basicAuth,
        Accept: "application/json",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    const token = text(answer.body, "access_token");
    const expiresIn = field(answer.body, "expires_in");
    if (isOk(answer.status) && token && typeof expiresIn === "number" && expiresIn > 0) {
      const lifetime = expiresIn * 1000;
      cachedToken = { token, expiresAt: Date.now() + lifetime - Math.min(TOKEN_EXPIRY_MARGIN_MS, lifetime / 2) };
      return token;
    }
    const code = text(answer.body, "error") ?? errorCode(answer.body) ?? `HTTP_${answer.status}`;
    if (answer.status === 401 || code === "invalid_client") {
      throw new PaymentProviderError(
        "unavailable",
        "PayPal refused the shop's API credentials (check PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_ENV).",
        code,
      );
    }
    throw new PaymentProviderError("unavailable", `PayPal gave no access token (HTTP ${answer.status}).`, code);
  }

  /** The cached token while it is fresh; concurrent callers share one token request. */
  function accessToken(): Promise<string> {
    if (cachedToken && Date.now() < cachedToken.expiresAt) return Promise.resolve(cachedToken.token);
    tokenInFlight ??= requestToken().finally(() => {
      tokenInFlight = undefined;
    });
    return tokenInFlight;
  }

  /** One REST call; a 401 (expired or revoked token) drops the token and tries once more with a new one. */
  async function api(method: "GET" | "POST", path: string, options: { body?: unknown; requestId?: string } = {}) {
    for (let attempt = 1; ; attempt++) {
      const token = await accessToken();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: "application/json",
        Prefer: "return=representation",
      };
      if (method === "POST") headers["Content-Type"] = "application/json";
      if (options.requestId) headers["PayPal-Request-Id"] = options.requestId;
      const answer = await send(`${apiBase}${path}`, {
        method,
        headers,
        body: method === "POST" ? JSON.stringify(options.body ?? {}) : undefined,
      });
      if (answer.status !== 401 || attempt > 1) return answer;
      if (cachedToken?.token === token) cachedToken = undefined;
    }
  }

  async function getOrder(paymentId: string): Promise<unknown> {
    const answer = await api("GET", `/v2/checkout/orders/${paymentId}`);
    if (isOk(answer.status)) return answer.body;
    throw failure(answer, "read");
  }

  return {
    method: "paypal",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const orderId = checkShopOrderId(input.orderId);
      const currency = checkCurrency(input.currency);
      const description = paypalText(input.description);
      const detail = input.breakdown ? paypalBreakdown(input.breakdown, input.amount, currency) : undefined;
      const body = {
        intent: "CAPTURE",
        purchase_units: [
          {
            reference_id: orderId,
            custom_id: orderId,
            invoice_id: orderId,
            ...(description ? { description } : {}),
            amount: { currency_code: currency, value: formatPaypalAmount(input.amount), ...(detail ? { breakdown: detail.breakdown } : {}) },
            ...(detail && detail.items.length > 0 ? { items: detail.items } : {}),
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              user_action: "PAY_NOW",
              shipping_preference: "NO_SHIPPING",
              locale: input.language === "he" ? "he-IL" : "en-US",
            },
          },
        },
      };
      // The same shop order always sends the same request id: a retried create answers the PayPal
      // order made the first time instead of making a second one.
      const answer = await api("POST", "/v2/checkout/orders", { body, requestId: `create-${orderId}` });
      if (!isOk(answer.status)) throw failure(answer, "create");
      const paymentId = text(answer.body, "id");
      if (!paymentId || !PAYPAL_ORDER_ID.test(paymentId)) {
        throw new PaymentProviderError("unavailable", "PayPal created an order without a usable id.", "NO_ORDER_ID");
      }
      const approvalUrl = approvalLink(answer.body);
      if (!approvalUrl) {
        throw new PaymentProviderError(
          "unavailable",
          `PayPal order ${paymentId} has no payer-action or approve link.`,
          "NO_APPROVAL_LINK",
        );
      }
      return { paymentId, approvalUrl };
    },

    async capturePayment(input: CapturePaymentInput): Promise<CapturedPayment> {
      const orderId = checkShopOrderId(input.orderId);
      const { paymentId, payerId } = input;
      if (!PAYPAL_ORDER_ID.test(paymentId)) {
        throw new PaymentProviderError("declined", "This is not a PayPal order id.", "INVALID_RESOURCE_ID");
      }

      // Read first: the checks below refuse before any money moves, and an order that is already
      // captured (an earlier attempt whose answer was lost) is answered without capturing again.
      const order = await getOrder(paymentId);
      checkOrderReference(order, orderId);
      const status = text(order, "status");
      if (status === "COMPLETED") return settle(order, payerId);
      if (status === "VOIDED") {
        throw new PaymentProviderError("declined", `PayPal order ${paymentId} was voided.`, "ORDER_VOIDED");
      }
      const approvedBy = reportedPayer(order);
      if (approvedBy !== undefined && approvedBy !== payerId) {
        throw new PaymentProviderError(
          "declined",
          `PayPal order ${paymentId} was approved by another payer than the one the shopper came back with.`,
          "PAYER_MISMATCH",
        );
      }

      // One request id per shop order: a retry (after a timeout, a lost answer, a second click)
      // answers the first capture instead of charging again.
      const answer = await api("POST", `/v2/checkout/orders/${paymentId}/capture`, {
        requestId: `capture-${orderId}`,
      });
      if (isOk(answer.status)) return settle(answer.body, payerId);
      if (answer.status === 422 && errorCode(answer.body) === "ORDER_ALREADY_CAPTURED") {
        // Captured by another request between our read and our capture: answer that capture.
        return settle(await getOrder(paymentId), payerId);
      }
      throw failure(answer, "capture");
    },

    /**
     * Orders v2 has no call that voids an order created with `intent: CAPTURE`: void exists only
     * for authorizations (`POST /v2/payments/authorizations/{id}/void`), and this shop never
     * authorizes. An order the payer never approved, or approved but nobody captured, lapses at
     * PayPal on its own (within about 3 hours by default; see PENDING_ORDER_LIFETIME_MINUTES), and
     * the shop refuses to capture it after its own expiry, so no money can move. Nothing to call.
     */
    async voidPayment(): Promise<boolean> {
      return false;
    },

    async refundPayment(input: RefundPaymentInput): Promise<RefundedPayment> {
      const orderId = checkShopOrderId(input.orderId);
      const refundKey = checkShopOrderId(input.refundKey); // the same limits: it goes into a header and invoice_id
      const currency = checkCurrency(input.currency);
      const value = formatPaypalAmount(input.amount);
      if (!PAYPAL_CAPTURE_ID.test(input.captureId)) {
        throw new PaymentProviderError("refused", "This is not a PayPal capture id.", "INVALID_RESOURCE_ID");
      }
      const note = input.note === undefined ? "" : paypalText(input.note, PAYPAL_NOTE_LIMIT);
      const body = {
        amount: { currency_code: currency, value },
        invoice_id: refundKey,
        ...(PAYPAL_REFUND_CUSTOM_ID.test(orderId) ? { custom_id: orderId } : {}),
        ...(note ? { note_to_payer: note } : {}),
      };
      // The refund key is the request id: a retry (after a timeout, a 5xx, a lost answer) answers the
      // refund the first request made instead of refunding again.
      const answer = await api("POST", `/v2/payments/captures/${input.captureId}/refund`, { body, requestId: refundKey });
      if (!isOk(answer.status)) throw refundFailure(answer, input.captureId);
      return refunded(answer.body, input);
    },
  };
}

function checkCurrency(code: string): string {
  const currency = code.toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency) || ZERO_DECIMAL_CURRENCIES.has(currency)) {
    throw new RangeError(`Unsupported currency for PayPal: "${code}".`);
  }
  return currency;
}

/** A refund PayPal answered (201) as the provider's answer, or `refused` when it failed. */
function refunded(refund: unknown, input: RefundPaymentInput): RefundedPayment {
  const refundId = text(refund, "id");
  const status = text(refund, "status");
  if (!refundId || !status) {
    // Answered 201 without a refund in it: a refund may exist. Unsure, so retry with the same key.
    throw new PaymentProviderError("unavailable", `PayPal answered the refund of capture ${input.captureId} without a refund.`, "NO_REFUND");
  }
  if (status === "FAILED" || status === "CANCELLED") {
    const reason = text(field(refund, "status_details"), "reason");
    throw new PaymentProviderError(
      "refused",
      `PayPal refund ${refundId} of capture ${input.captureId} is ${status}${reason ? ` (${reason})` : ""}: nothing was given back.`,
      `REFUND_${status}`,
    );
  }
  if (status !== "COMPLETED" && status !== "PENDING") {
    throw new PaymentProviderError("unavailable", `PayPal refund ${refundId} is ${status}; needs review.`, `REFUND_${status}`);
  }
  // Under `return=minimal` there is no amount: PayPal refunded what was asked. A repeated key answers
  // the first refund, whose amount the answer carries.
  const amount = parsePaypalAmount(field(field(refund, "amount"), "value")) ?? input.amount;
  return { refundId, status: status === "COMPLETED" ? "completed" : "pending", amount };
}

/** A refund PayPal did not make, by whether it decided (`refused`) or we cannot know (`unavailable`). */
function refundFailure(answer: PaypalAnswer, captureId: string): PaymentProviderError {
  const code = errorCode(answer.body) ?? `HTTP_${answer.status}`;
  const detail = text(list(answer.body, "details")[0], "description") ?? text(answer.body, "message") ?? "";
  const debugId = text(answer.body, "debug_id");
  const message =
    `PayPal refused to refund capture ${captureId} (HTTP ${answer.status} ${code})` +
    (detail ? `: ${detail}` : "") +
    (debugId ? ` [debug_id ${debugId}]` : "");
  const decided = answer.status === 400 || answer.status === 403 || answer.status === 404 || answer.status === 422;
  return new PaymentProviderError(decided ? "refused" : "unavailable", message, code);
}

interface PaypalAnswer {
  status: number;
  body: unknown;
}

/** Turns an order PayPal reports as captured into the provider's answer, or the right refusal. */
function settle(order: unknown, payerId: string): CapturedPayment {
  const orderId = text(order, "id") ?? "?";
  const captures = list(field(list(order, "purchase_units")[0], "payments"), "captures");
  const capture =
    captures.find((c) => text(c, "status") === "COMPLETED") ??
    captures.find((c) => text(c, "status") === "PENDING") ??
    captures[captures.length - 1];
  const captureId = text(capture, "id");
  const captureStatus = text(capture, "status");
  if (!captureId || !captureStatus) {
    throw new PaymentProviderError("unavailable", `PayPal order ${orderId} reports no capture.`, "NO_CAPTURE");
  }
  if (captureStatus === "DECLINED" || captureStatus === "FAILED") {
    throw new PaymentProviderError(
      "declined",
      `PayPal ${captureStatus.toLowerCase()} the capture of order ${orderId}.`,
      `CAPTURE_${captureStatus}`,
    );
  }
  const reported = reportedPayer(order);
  if (reported !== undefined && reported !== payerId) {
    // Money has moved (or may): never `declined` here. The shop order stays processing for review.
    throw new PaymentProviderError(
      "unavailable",
      `PayPal order ${orderId} was captured for payer ${reported}, not the payer the shopper came back with; needs review.`,
      "PAYER_MISMATCH",
    );
  }
  if (captureStatus === "PENDING") {
    const reason = text(field(capture, "status_details"), "reason");
    throw new PaymentProviderError(
      "unavailable",
      `PayPal holds capture ${captureId} as PENDING${reason ? ` (${reason})` : ""}: the money may still move, ` +
        "so the order stays processing until PayPal completes or declines it.",
      "CAPTURE_PENDING",
    );
  }
  if (captureStatus !== "COMPLETED") {
    throw new PaymentProviderError(
      "unavailable",
      `PayPal capture ${captureId} is ${captureStatus}; needs review.`,
      `CAPTURE_${captureStatus}`,
    );
  }
  return reported === undefined ? { captureId } : { captureId, payerId: reported };
}

/** A PayPal error answer as the provider's error. `action` says which call failed, for the message. */
function failure(answer: PaypalAnswer, action: "create" | "read" | "capture"): PaymentProviderError {
  const code = errorCode(answer.body) ?? `HTTP_${answer.status}`;
  const detail = text(list(answer.body, "details")[0], "description") ?? text(answer.body, "message") ?? "";
  const debugId = text(answer.body, "debug_id");
  const message =
    `PayPal refused to ${action} the payment (HTTP ${answer.status} ${code})` +
    (detail ? `: ${detail}` : "") +
    (debugId ? ` [debug_id ${debugId}]` : "");
  if (answer.status === 404) return new PaymentProviderError("declined", message, code);
  if (action === "capture" && answer.status === 422 && DECLINE_ISSUES.has(code)) {
    return new PaymentProviderError("declined", message, code);
  }
  return new PaymentProviderError("unavailable", message, code);
}

/** Refuses a PayPal order that was made for another shop order. */
function checkOrderReference(order: unknown, orderId: string): void {
  const unit = list(order, "purchase_units")[0];
  const references = [text(unit, "reference_id"), text(unit, "custom_id")].filter((r) => r !== undefined);
  if (references.length > 0 && !references.includes(orderId)) {
    throw new PaymentProviderError(
      "declined",
      `PayPal order ${text(order, "id") ?? "?"} belongs to another shop order.`,
      "ORDER_MISMATCH",
    );
  }
}

function checkShopOrderId(orderId: string): string {
  if (!orderId || orderId.length > SHOP_ORDER_ID_LIMIT || /[\u0000-\u001f\u007f]/.test(orderId)) {
    throw new RangeError(`Not a usable shop order id for PayPal: "${orderId}".`);
  }
  return orderId;
}

function approvalLink(order: unknown): string | undefined {
  const links = list(order, "links");
  for (const rel of ["payer-action", "approve"]) {
    const href = text(
      links.find((link) => text(link, "rel") === rel),
      "href",
    );
    if (href && /^https?:\/\//i.test(href)) return href;
  }
  return undefined;
}

function reportedPayer(order: unknown): string | undefined {
  return text(field(order, "payer"), "payer_id");
}

/** The first detail's issue, else the error name (PayPal's most specific code first). */
function errorCode(body: unknown): string | undefined {
  return text(list(body, "details")[0], "issue") ?? text(body, "name") ?? text(body, "error");
}

function isOk(status: number): boolean {
  return status >= 200 && status < 300;
}

function parseJson(body: string): unknown {
  if (!body) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function text(value: unknown, key: string): string | undefined {
  const found = field(value, key);
  return typeof found === "string" && found !== "" ? found : undefined;
}

function list(value: unknown, key: string): unknown[] {
  const found = field(value, key);
  return Array.isArray(found) ? (found as unknown[]) : [];
}
