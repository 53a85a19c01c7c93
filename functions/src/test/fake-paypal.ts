/**
 * A fake PayPal REST server for tests: a real `node:http` server on 127.0.0.1 (a free port) that
 * answers the calls the PayPal provider makes, the way PayPal documents them. Not part of the build.
 *
 * - `POST /v1/oauth2/token`: Basic auth with the client id and secret and the form body
 *   `grant_type=client_credentials`; answers `{ access_token, token_type, expires_in, ... }`, or
 *   401 `{ error: "invalid_client", error_description }`.
 * - `POST /v2/checkout/orders`, `GET /v2/checkout/orders/{id}`, `POST /v2/checkout/orders/{id}/capture`:
 *   a Bearer token from the token call (401 otherwise), JSON bodies checked against the Orders v2
 *   shapes (400 INVALID_REQUEST), `PayPal-Request-Id` idempotency (a repeated id answers the first
 *   result again), 404 RESOURCE_NOT_FOUND, 422 UNPROCESSABLE_ENTITY with `details[0].issue`
 *   (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, INSTRUMENT_DECLINED).
 * - `POST /v2/payments/captures/{capture_id}/refund` (Payments v2 "Refund captured payment", the
 *   `captures.refund` operation of payments_payment_v2.json in
 *   https://github.com/paypal/paypal-rest-api-specifications): body `{ amount?: { currency_code, value },
 *   invoice_id?, custom_id?, note_to_payer? }` (no amount: what is left of the capture); answers 201 with
 *   the refund, the whole of it under `Prefer: return=representation`, else PayPal's default
 *   `return=minimal` (`id`, `status`, `links`). `PayPal-Request-Id` makes it idempotent: a repeated id
 *   answers the refund that id made, in its latest status, and refunds nothing more. Refusals: 404
 *   RESOURCE_NOT_FOUND (INVALID_RESOURCE_ID), 400 INVALID_REQUEST (MISSING_REQUIRED_PARAMETER,
 *   INVALID_PARAMETER_SYNTAX, INVALID_STRING_LENGTH), 422 UNPROCESSABLE_ENTITY with CAPTURE_FULLY_REFUNDED,
 *   REFUND_AMOUNT_EXCEEDED, REFUND_CAPTURE_CURRENCY_MISMATCH, CANNOT_BE_ZERO_OR_NEGATIVE, DECIMAL_PRECISION,
 *   PENDING_CAPTURE, REFUND_NOT_ALLOWED, DUPLICATE_INVOICE_ID, with the descriptions the document gives.
 *   A capture shows as PARTIALLY_REFUNDED or REFUNDED in its order once refunds (completed or pending) take
 *   part or all of it.
 * - A create's `amount.breakdown` and `items` (issue 36) are checked as Orders v2 checks them: money
 *   parts in the order's currency, items with a name (1-127), a `unit_amount` and a whole-number
 *   `quantity` string (400 INVALID_PARAMETER_VALUE / INVALID_STRING_LENGTH / MISSING_REQUIRED_PARAMETER),
 *   items needing `item_total` (422 ITEM_TOTAL_REQUIRED), the items adding up to it (422
 *   ITEM_TOTAL_MISMATCH) and the parts to the amount (422 AMOUNT_MISMATCH). `breakdownOf(orderId)`
 *   reads what the shop sent, in minor units.
 * - Errors in PayPal's shape: `{ name, message, debug_id, details: [{ issue, description }], links }`.
 *
 * The shopper's side is a hook: `approve(orderId, payerId, funding)` plays "the payer approved on
 * PayPal". `failNext(route, failure)` makes the next call of a route fail in a chosen way (with
 * `afterWork`, after doing what it asked: the refund is made, then the answer is a 500 or never comes).
 * `charges` counts the captures that took (or hold) money, so a test can prove nothing charged twice;
 * `refundsOf(captureId)` and `refundedAmount(captureId)` do the same for refunds.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { minorUnitsToDecimal } from "@cocoa/contracts";

export type FakeRoute = "token" | "create" | "get" | "capture" | "refund";

/** How the payer's money behaves when the order is captured. */
export type FakeFunding =
  /** Captured: capture status COMPLETED. */
  | "ok"
  /** The capture call answers 422 INSTRUMENT_DECLINED; the order stays approved. */
  | "instrument-declined"
  /** The capture is made with status DECLINED (order COMPLETED, no money). */
  | "capture-declined"
  /** The capture is made with status PENDING (PENDING_REVIEW): the money may still move. */
  | "capture-pending";

export type FakeFailure =
  /**
   * Answers this HTTP status with PayPal's error body for it (500, 503, 429, 403, 422...), with
   * `issue` as `details[0].issue` (422 TRANSACTION_REFUSED, 403 PERMISSION_DENIED). With `afterWork`
   * the call does its work first (a refund is made) and the answer is still this error.
   */
  | { kind: "status"; status: number; issue?: string; afterWork?: boolean }
  /** Answers 401 as for an expired token, and expires that token. */
  | { kind: "expired-token" }
  /** Never answers (until the server closes); with `afterWork`, after doing the work (a refund is made). */
  | { kind: "hang"; afterWork?: boolean }
  /** (refund) The refund is made with this status instead of COMPLETED (PENDING: an eCheck). */
  | { kind: "refund-status"; status: "PENDING" | "FAILED" | "CANCELLED" }
  /** Does the work (a capture charges), then drops the connection without answering. */
  | { kind: "drop" }
  /** Another request (not this one's PayPal-Request-Id) captures the order just before this call runs. */
  | { kind: "captured-elsewhere" };

export interface FakeCapture {
  id: string;
  /** As made; the order shows a COMPLETED one as PARTIALLY_REFUNDED or REFUNDED once refunded. */
  status: "COMPLETED" | "DECLINED" | "PENDING";
  requestId: string | undefined;
  /** The order's currency and amount (minor units), which the capture took. */
  currency: string;
  amountMinor: number;
}

export interface FakeRefund {
  id: string;
  captureId: string;
  status: "COMPLETED" | "PENDING" | "FAILED" | "CANCELLED";
  currency: string;
  /** What this refund gives back, in minor units. */
  amountMinor: number;
  requestId: string | undefined;
  /** The body the refund call sent, as sent. */
  request: Record<string, unknown>;
  invoiceId?: string;
  customId?: string;
  noteToPayer?: string;
  createTime: string;
  updateTime: string;
}

export interface FakeOrder {
  id: string;
  status: "PAYER_ACTION_REQUIRED" | "APPROVED" | "COMPLETED";
  request: Record<string, unknown>;
  payerId?: string;
  funding: FakeFunding;
  captures: FakeCapture[];
  createTime: string;
}

export interface FakeCall {
  route: FakeRoute | "unknown";
  method: string;
  path: string;
  requestId: string | undefined;
  prefer: string | undefined;
  status: number;
}

export interface FakePaypalOptions {
  clientId?: string;
  clientSecret?: string;
  /** `expires_in` of the tokens it issues, in seconds (PayPal's are about 9 hours). */
  tokenLifetimeSeconds?: number;
  /** Which approval link a created order carries: Orders v2 with experience_context answers `payer-action`. */
  approvalLinkRel?: "payer-action" | "approve" | null;
}

/** A create's breakdown as the shop sent it, in minor units (parts it left out are 0). */
export interface FakeBreakdown {
  amount: number;
  itemTotal: number;
  taxTotal: number;
  shipping: number;
  handling: number;
  shippingDiscount: number;
  discount: number;
  items: { name: string; unitAmount: number; quantity: number; sku?: string; category?: string }[];
}

export interface FakePaypal {
  readonly baseUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly orders: ReadonlyMap<string, FakeOrder>;
  /** Every request, in order. */
  readonly calls: FakeCall[];
  /** Captures that took or hold money (COMPLETED or PENDING). */
  readonly charges: number;
  /** Token calls that issued a token. */
  readonly tokensIssued: number;
  /** Every refund made, by refund id, in order. */
  readonly refunds: ReadonlyMap<string, FakeRefund>;
  options: Required<FakePaypalOptions>;
  /** The payer approves the order on PayPal (the redirect round trip, without a browser). */
  approve(orderId: string, payerId?: string, funding?: FakeFunding): void;
  /** The next call of `route` fails as told (queued: several calls fail in turn). */
  failNext(route: FakeRoute, failure: FakeFailure): void;
  /** Every issued token expires now (PayPal answers 401 to them). */
  expireTokens(): void;
  /** A PENDING capture settles (PayPal finished its review). */
  settleCapture(orderId: string, status: "COMPLETED" | "DECLINED"): void;
  /** The refunds of a capture, in order (failed and cancelled ones included). */
  refundsOf(captureId: string): FakeRefund[];
  /** What the capture has given back, in minor units: its COMPLETED and PENDING refunds. */
  refundedAmount(captureId: string): number;
  /** The breakdown the create of `orderId` sent (undefined when it sent none). */
  breakdownOf(orderId: string): FakeBreakdown | undefined;
  /** A PENDING refund finishes (PayPal cleared the eCheck, or gave up). */
  settleRefund(refundId: string, status: "COMPLETED" | "FAILED"): void;
  callsTo(route: FakeRoute): FakeCall[];
  close(): Promise<void>;
}

const ERROR_MESSAGES: Record<number, [string, string]> = {
  400: ["INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema."],
  401: ["AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header."],
  403: ["NOT_AUTHORIZED", "Authorization failed due to insufficient permissions."],
  404: ["RESOURCE_NOT_FOUND", "The specified resource does not exist."],
  415: ["UNSUPPORTED_MEDIA_TYPE", "The server does not support the request payload's media type."],
  422: ["UNPROCESSABLE_ENTITY", "The requested action could not be performed, semantically incorrect, or failed business validation."],
  429: ["RATE_LIMIT_REACHED", "Too many requests. Blocked due to rate limiting."],
  500: ["INTERNAL_SERVER_ERROR", "An internal server error occurred."],
  503: ["SERVICE_UNAVAILABLE", "Service Unavailable."],
};

const ISSUE_DESCRIPTIONS: Record<string, string> = {
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
  ORDER_ALREADY_CAPTURED: "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  INVALID_RESOURCE_ID: "Specified resource ID does not exist. Please check the resource ID and try again.",
  // The refund's issues, worded as payments_payment_v2.json (captures.refund-422, 403) words them.
  CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
  REFUND_CAPTURE_CURRENCY_MISMATCH: "Refund must be in the same currency as the capture",
  REFUND_NOT_ALLOWED: "Capture cannot be refunded.",
  REFUND_AMOUNT_EXCEEDED: "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  PENDING_CAPTURE:
    "Cannot initiate a refund as the capture is pending. Capture is typically pending when the payer has funded the transaction using e-check/bank funded.",
  DUPLICATE_INVOICE_ID: "Invoice ID was previously used to refund a capture.",
  CANNOT_BE_ZERO_OR_NEGATIVE: "Must be greater than zero.",
  DECIMAL_PRECISION: "If the currency supports decimals, only two decimal place precision is supported.",
  TRANSACTION_REFUSED: "The request was refused.",
  REFUND_FAILED_INSUFFICIENT_FUNDS:
    "Capture could not be refunded due to insufficient funds. Please check to see if you have sufficient funds in your PayPal account or if the bank account linked to your PayPal account is verified and has sufficient funds.",
  PERMISSION_DENIED: "You do not have permission to access or perform operations on this resource.",
  // The create's breakdown issues, as the Orders v2 errors page words them.
  ITEM_TOTAL_REQUIRED:
    "If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.",
  ITEM_TOTAL_MISMATCH: "Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.",
  AMOUNT_MISMATCH: "Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.",
};

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

function paypalId(length = 17): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join("");
}

function errorReply(
  status: number,
  issue?: string,
  extra: { field?: string; location?: "body" | "path"; description?: string; api?: "orders/v2" | "payments/v2" } = {},
): Reply {
  const [name, message] = ERROR_MESSAGES[status] ?? ["UNKNOWN_ERROR", "An unknown error occurred."];
  const details = issue
    ? [
        {
          ...(extra.field ? { field: extra.field, location: extra.location ?? "body" } : {}),
          issue,
          description: extra.description ?? ISSUE_DESCRIPTIONS[issue] ?? issue,
        },
      ]
    : undefined;
  return new Reply(status, {
    name,
    message,
    debug_id: randomBytes(6).toString("hex"),
    ...(details ? { details } : {}),
    links: [
      {
        href: `https://developer.paypal.com/api/rest/reference/${extra.api ?? "orders/v2"}/errors/#${issue ?? name}`,
        rel: "information_link",
        method: "GET",
      },
    ],
  });
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/** Checks a create-order body the way Orders v2 validates it (the parts the shop sends). */
function validateCreate(body: unknown): Reply | undefined {
  const order = record(body);
  const bad = (field: string, issue: string, description: string) =>
    errorReply(400, issue, { field, description });
  if (!order) return bad("/", "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.");
  if (order.intent !== "CAPTURE" && order.intent !== "AUTHORIZE") return bad("/intent", "INVALID_PARAMETER_VALUE", "intent");
  const units = order.purchase_units;
  if (!Array.isArray(units) || units.length < 1 || units.length > 10) {
    return bad("/purchase_units", "MISSING_REQUIRED_PARAMETER", "purchase_units");
  }
  const unit = record(units[0]);
  const amount = record(unit?.amount);
  if (!unit || !amount) return bad("/purchase_units/@reference_id=='default'/amount", "MISSING_REQUIRED_PARAMETER", "amount");
  if (typeof amount.currency_code !== "string" || !/^[A-Z]{3}$/.test(amount.currency_code)) {
    return bad("/purchase_units/0/amount/currency_code", "INVALID_PARAMETER_VALUE", "currency_code");
  }
  if (typeof amount.value !== "string" || !/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/.test(amount.value)) {
    return bad("/purchase_units/0/amount/value", "INVALID_PARAMETER_SYNTAX", "The value of a field does not conform to the expected format.");
  }
  if (!/^\d{1,15}\.\d{2}$/.test(amount.value) || /^0+\.00$/.test(amount.value)) {
    return bad("/purchase_units/0/amount/value", "DECIMAL_PRECISION", "If the currency supports decimals, only two decimal place precision is supported.");
  }
  for (const [key, limit] of [["reference_id", 256], ["custom_id", 127], ["invoice_id", 127], ["description", 127]] as const) {
    const value = unit[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length < 1 || value.length > limit) {
      return bad(`/purchase_units/0/${key}`, "INVALID_STRING_LENGTH", "The value of a field is either too short or too long.");
    }
  }
  const invalidBreakdown = validateBreakdown(unit, amount.currency_code, amount.value);
  if (invalidBreakdown) return invalidBreakdown;
  const context = record(record(record(order.payment_source)?.paypal)?.experience_context);
  if (context) {
    for (const key of ["return_url", "cancel_url"] as const) {
      const url = context[key];
      if (typeof url !== "string" || !URL.canParse(url)) {
        return bad(`/payment_source/paypal/experience_context/${key}`, "INVALID_PARAMETER_SYNTAX", key);
      }
    }
    if (context.user_action !== undefined && context.user_action !== "PAY_NOW" && context.user_action !== "CONTINUE") {
      return bad("/payment_source/paypal/experience_context/user_action", "INVALID_PARAMETER_VALUE", "user_action");
    }
    if (
      context.shipping_preference !== undefined &&
      !["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"].includes(String(context.shipping_preference))
    ) {
      return bad("/payment_source/paypal/experience_context/shipping_preference", "INVALID_PARAMETER_VALUE", "shipping_preference");
    }
    if (context.locale !== undefined && (typeof context.locale !== "string" || !/^[a-z]{2}-[A-Z]{2}$/.test(context.locale))) {
      return bad("/payment_source/paypal/experience_context/locale", "INVALID_PARAMETER_VALUE", "locale");
    }
  }
  return undefined;
}

const BREAKDOWN_PARTS = ["item_total", "tax_total", "shipping", "handling", "insurance", "shipping_discount", "discount"] as const;

/** A money object's value in minor units, or undefined when it is not `{ currency_code, value }` of two decimals. */
function moneyMinor(value: unknown, currency: string): number | undefined {
  const money = record(value);
  if (!money || money.currency_code !== currency || typeof money.value !== "string" || !/^\d{1,15}(\.\d{1,2})?$/.test(money.value)) return undefined;
  const minor = valueToMinor(money.value);
  return typeof minor === "number" ? minor : undefined;
}

/** Checks a purchase unit's `amount.breakdown` and `items` as Orders v2 does (400s for shapes, 422s for sums). */
function validateBreakdown(unit: Record<string, unknown>, currency: string, total: string): Reply | undefined {
  const amount = record(unit.amount) ?? {};
  const bad = (field: string, issue: string) => errorReply(400, issue, { field });
  const breakdown = amount.breakdown === undefined ? undefined : record(amount.breakdown);
  if (amount.breakdown !== undefined && !breakdown) return bad("/purchase_units/0/amount/breakdown", "INVALID_PARAMETER_SYNTAX");
  const parts: Partial<Record<(typeof BREAKDOWN_PARTS)[number], number>> = {};
  for (const key of BREAKDOWN_PARTS) {
    if (breakdown?.[key] === undefined) continue;
    const minor = moneyMinor(breakdown[key], currency);
    if (minor === undefined) return bad(`/purchase_units/0/amount/breakdown/${key}`, "INVALID_PARAMETER_VALUE");
    parts[key] = minor;
  }
  const items = unit.items;
  if (items !== undefined && !Array.isArray(items)) return bad("/purchase_units/0/items", "INVALID_PARAMETER_SYNTAX");
  let itemsSum = 0;
  for (const [index, raw] of (items ?? []).entries()) {
    const item = record(raw);
    const at = `/purchase_units/0/items/${index}`;
    if (!item) return bad(at, "INVALID_PARAMETER_SYNTAX");
    if (typeof item.name !== "string") return bad(`${at}/name`, "MISSING_REQUIRED_PARAMETER");
    if (item.name.length < 1 || item.name.length > 127) return bad(`${at}/name`, "INVALID_STRING_LENGTH");
    if (typeof item.quantity !== "string" || !/^[1-9][0-9]{0,9}$/.test(item.quantity)) return bad(`${at}/quantity`, "INVALID_PARAMETER_VALUE");
    if (item.sku !== undefined && (typeof item.sku !== "string" || item.sku.length > 127)) return bad(`${at}/sku`, "INVALID_STRING_LENGTH");
    if (item.category !== undefined && !["DIGITAL_GOODS", "PHYSICAL_GOODS", "DONATION"].includes(String(item.category))) return bad(`${at}/category`, "INVALID_PARAMETER_VALUE");
    if (item.unit_amount === undefined) return bad(`${at}/unit_amount`, "MISSING_REQUIRED_PARAMETER");
    const unitAmount = moneyMinor(item.unit_amount, currency);
    if (unitAmount === undefined) return bad(`${at}/unit_amount`, "INVALID_PARAMETER_VALUE");
    itemsSum += unitAmount * Number(item.quantity);
  }
  const unprocessable = (issue: string, field: string) => errorReply(422, issue, { field });
  if ((items ?? []).length > 0 && parts.item_total === undefined) return unprocessable("ITEM_TOTAL_REQUIRED", "/purchase_units/0/amount/breakdown/item_total");
  if ((items ?? []).length > 0 && itemsSum !== parts.item_total) return unprocessable("ITEM_TOTAL_MISMATCH", "/purchase_units/0/amount/breakdown/item_total");
  if (breakdown) {
    const sum =
      (parts.item_total ?? 0) + (parts.tax_total ?? 0) + (parts.shipping ?? 0) + (parts.handling ?? 0) + (parts.insurance ?? 0) - (parts.shipping_discount ?? 0) - (parts.discount ?? 0);
    if (sum !== valueToMinor(total)) return unprocessable("AMOUNT_MISMATCH", "/purchase_units/0/amount/value");
  }
  return undefined;
}

/** What a valid refund body asks for; `value` is checked against the capture later (422s). */
interface RefundAsk {
  amount?: { currency: string; value: string };
  invoiceId?: string;
  customId?: string;
  noteToPayer?: string;
}

/** Checks a refund body the way the `refund_request` schema reads (400 INVALID_REQUEST otherwise). */
function validateRefund(body: unknown): RefundAsk | Reply {
  const bad = (field: string, issue: string, description?: string) =>
    errorReply(400, issue, { field, description, api: "payments/v2" });
  const ask = body === undefined ? {} : record(body);
  if (!ask) return bad("/", "MALFORMED_REQUEST_JSON", "The request JSON is not well formed.");
  const out: RefundAsk = {};
  if (ask.amount !== undefined) {
    const amount = record(ask.amount);
    if (!amount) return bad("/amount", "INVALID_PARAMETER_SYNTAX", "amount");
    if (amount.currency_code === undefined) return bad("/amount/currency_code", "MISSING_REQUIRED_PARAMETER", "A required field / parameter is missing.");
    if (amount.value === undefined) return bad("/amount/value", "MISSING_REQUIRED_PARAMETER", "A required field / parameter is missing.");
    if (typeof amount.currency_code !== "string" || amount.currency_code.length !== 3) {
      return bad("/amount/currency_code", "INVALID_STRING_LENGTH", "The value of a field is either too short or too long.");
    }
    if (typeof amount.value !== "string" || amount.value.length > 32 || !/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/.test(amount.value)) {
      return bad("/amount/value", "INVALID_PARAMETER_SYNTAX", "The value of a field does not conform to the expected format.");
    }
    out.amount = { currency: amount.currency_code, value: amount.value };
  }
  for (const [key, limit, into] of [
    ["invoice_id", 127, "invoiceId"],
    ["custom_id", 127, "customId"],
    ["note_to_payer", 255, "noteToPayer"],
  ] as const) {
    const value = ask[key];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length < 1 || value.length > limit) {
      return bad(`/${key}`, "INVALID_STRING_LENGTH", "The value of a field is either too short or too long.");
    }
    out[into] = value;
  }
  return out;
}

/** A two-decimal PayPal value in minor units; `precision` when it has more decimals, `negative` below zero. */
function valueToMinor(value: string): number | "precision" | "negative" {
  if (value.startsWith("-")) return "negative";
  const [whole = "", fraction = ""] = value.split(".");
  if (fraction.length > 2) return "precision";
  return Number(whole || "0") * 100 + Number(fraction.padEnd(2, "0"));
}

export async function startFakePaypal(init: FakePaypalOptions = {}): Promise<FakePaypal> {
  const options: Required<FakePaypalOptions> = {
    clientId: init.clientId ?? "fake-client-id",
    clientSecret: init.clientSecret ?? "fake-client-secret",
    tokenLifetimeSeconds: init.tokenLifetimeSeconds ?? 32_400,
    approvalLinkRel: init.approvalLinkRel === undefined ? "payer-action" : init.approvalLinkRel,
  };
  const orders = new Map<string, FakeOrder>();
  const refunds = new Map<string, FakeRefund>();
  /** PayPal-Request-Id of a refund call → the refund it made (a repeat answers its latest status). */
  const refundRequests = new Map<string, string>();
  const tokens = new Map<string, number>(); // token → expiry (ms since epoch)
  const idempotent = new Map<string, Reply>(); // "route request-id" → first answer
  const failures = new Map<FakeRoute, FakeFailure[]>();
  const calls: FakeCall[] = [];
  let charges = 0;
  let tokensIssued = 0;
  let baseUrl = "";

  function representation(order: FakeOrder): Record<string, unknown> {
    const request = order.request;
    const units = Array.isArray(request.purchase_units) ? request.purchase_units : [];
    const unit = record(units[0]) ?? {};
    const amount = record(unit.amount);
    const approvalLinks =
      order.status === "PAYER_ACTION_REQUIRED" && options.approvalLinkRel
        ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: options.approvalLinkRel, method: "GET" }]
        : [];
    const captureLinks = order.status === "APPROVED" ? [{ href: `${baseUrl}/v2/checkout/orders/${order.id}/capture`, rel: "capture", method: "POST" }] : [];
    return {
      id: order.id,
      intent: request.intent,
      status: order.status,
      payment_source: { paypal: order.payerId ? { account_id: order.payerId, email_address: "payer@example.com" } : {} },
      purchase_units: [
        {
          reference_id: unit.reference_id ?? "default",
          ...(unit.custom_id !== undefined ? { custom_id: unit.custom_id } : {}),
          ...(unit.invoice_id !== undefined ? { invoice_id: unit.invoice_id } : {}),
          ...(unit.description !== undefined ? { description: unit.description } : {}),
          amount: unit.amount,
          ...(order.captures.length > 0
            ? {
                payments: {
                  captures: order.captures.map((capture) => ({
                    id: capture.id,
                    status: shownCaptureStatus(capture),
                    ...(capture.status === "PENDING" ? { status_details: { reason: "PENDING_REVIEW" } } : {}),
                    amount,
                    final_capture: true,
                    custom_id: unit.custom_id,
                    invoice_id: unit.invoice_id,
                    create_time: new Date().toISOString(),
                  })),
                },
              }
            : {}),
        },
      ],
      ...(order.payerId
        ? { payer: { name: { given_name: "Test", surname: "Payer" }, email_address: "payer@example.com", payer_id: order.payerId } }
        : {}),
      create_time: order.createTime,
      links: [{ href: `${baseUrl}/v2/checkout/orders/${order.id}`, rel: "self", method: "GET" }, ...approvalLinks, ...captureLinks],
    };
  }

  function refundedMinor(captureId: string): number {
    let total = 0;
    for (const refund of refunds.values()) {
      if (refund.captureId === captureId && (refund.status === "COMPLETED" || refund.status === "PENDING")) total += refund.amountMinor;
    }
    return total;
  }

  /** What PayPal shows of a capture: a completed one refunded in part or whole says so. */
  function shownCaptureStatus(capture: FakeCapture): string {
    if (capture.status !== "COMPLETED") return capture.status;
    const refunded = refundedMinor(capture.id);
    if (refunded === 0) return "COMPLETED";
    return refunded >= capture.amountMinor ? "REFUNDED" : "PARTIALLY_REFUNDED";
  }

  function findCapture(captureId: string): FakeCapture | undefined {
    for (const order of orders.values()) {
      const found = order.captures.find((c) => c.id === captureId);
      if (found) return found;
    }
    return undefined;
  }

  function money(currency: string, minor: number) {
    return { currency_code: currency, value: minorUnitsToDecimal(minor) };
  }

  /** A refund as PayPal answers it: whole under `Prefer: return=representation`, else minimal. */
  function refundRepresentation(refund: FakeRefund, prefer: string | undefined): Record<string, unknown> {
    const links = [
      { href: `${baseUrl}/v2/payments/refunds/${refund.id}`, rel: "self", method: "GET" },
      { href: `${baseUrl}/v2/payments/captures/${refund.captureId}`, rel: "up", method: "GET" },
    ];
    const statusDetails = refund.status === "PENDING" || refund.status === "FAILED" ? { status_details: { reason: "ECHECK" } } : {};
    if (!/return=representation/.test(prefer ?? "")) return { id: refund.id, status: refund.status, ...statusDetails, links };
    return {
      id: refund.id,
      amount: money(refund.currency, refund.amountMinor),
      ...(refund.invoiceId !== undefined ? { invoice_id: refund.invoiceId } : {}),
      ...(refund.customId !== undefined ? { custom_id: refund.customId } : {}),
      ...(refund.noteToPayer !== undefined ? { note_to_payer: refund.noteToPayer } : {}),
      seller_payable_breakdown: {
        gross_amount: money(refund.currency, refund.amountMinor),
        paypal_fee: money(refund.currency, 0),
        net_amount: money(refund.currency, refund.amountMinor),
        total_refunded_amount: money(refund.currency, refundedMinor(refund.captureId)),
      },
      status: refund.status,
      ...statusDetails,
      create_time: refund.createTime,
      update_time: refund.updateTime,
      links,
    };
  }

  /** `POST /v2/payments/captures/{id}/refund`, after the request id found no earlier refund. */
  function refund(captureId: string, body: unknown, requestId: string | undefined, prefer: string | undefined, failure: FakeFailure | undefined): Reply {
    const refusal = (issue: string) => errorReply(422, issue, { api: "payments/v2" });
    const capture = findCapture(captureId);
    if (!capture) return errorReply(404, "INVALID_RESOURCE_ID", { field: "capture_id", location: "path", api: "payments/v2" });
    const ask = validateRefund(body);
    if (ask instanceof Reply) return ask;
    if (capture.status === "PENDING") return refusal("PENDING_CAPTURE");
    if (capture.status !== "COMPLETED") return refusal("REFUND_NOT_ALLOWED");
    const remaining = capture.amountMinor - refundedMinor(capture.id);
    if (remaining <= 0) return refusal("CAPTURE_FULLY_REFUNDED");
    let amountMinor = remaining; // no amount: what is left of the capture
    if (ask.amount) {
      if (ask.amount.currency !== capture.currency) return refusal("REFUND_CAPTURE_CURRENCY_MISMATCH");
      const asked = valueToMinor(ask.amount.value);
      if (asked === "precision") return refusal("DECIMAL_PRECISION");
      if (asked === "negative" || asked === 0) return refusal("CANNOT_BE_ZERO_OR_NEGATIVE");
      if (asked > remaining) return refusal("REFUND_AMOUNT_EXCEEDED");
      amountMinor = asked;
    }
    if (ask.invoiceId !== undefined && [...refunds.values()].some((r) => r.invoiceId === ask.invoiceId)) return refusal("DUPLICATE_INVOICE_ID");
    const now = new Date().toISOString();
    const made: FakeRefund = {
      id: paypalId(),
      captureId: capture.id,
      status: failure?.kind === "refund-status" ? failure.status : "COMPLETED",
      currency: capture.currency,
      amountMinor,
      requestId,
      request: record(body) ?? {},
      ...(ask.invoiceId !== undefined ? { invoiceId: ask.invoiceId } : {}),
      ...(ask.customId !== undefined ? { customId: ask.customId } : {}),
      ...(ask.noteToPayer !== undefined ? { noteToPayer: ask.noteToPayer } : {}),
      createTime: now,
      updateTime: now,
    };
    refunds.set(made.id, made);
    if (requestId) refundRequests.set(requestId, made.id);
    return new Reply(201, refundRepresentation(made, prefer));
  }

  function capture(order: FakeOrder, requestId: string | undefined): Reply {
    if (order.status === "COMPLETED") return errorReply(422, "ORDER_ALREADY_CAPTURED");
    if (order.status !== "APPROVED") return errorReply(422, "ORDER_NOT_APPROVED");
    if (order.funding === "instrument-declined") {
      const reply = errorReply(422, "INSTRUMENT_DECLINED");
      const body = record(reply.body);
      if (body && Array.isArray(body.links)) {
        body.links.push({ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: "redirect", method: "GET" });
      }
      return reply;
    }
    const status = order.funding === "capture-declined" ? "DECLINED" : order.funding === "capture-pending" ? "PENDING" : "COMPLETED";
    const amount = record(record(Array.isArray(order.request.purchase_units) ? order.request.purchase_units[0] : undefined)?.amount);
    const value = valueToMinor(String(amount?.value ?? "0"));
    order.captures.push({
      id: paypalId(),
      status,
      requestId,
      currency: String(amount?.currency_code ?? ""),
      amountMinor: typeof value === "number" ? value : 0,
    });
    order.status = "COMPLETED";
    if (status !== "DECLINED") charges++;
    return new Reply(201, representation(order));
  }

  function checkBasic(req: IncomingMessage): boolean {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64")}`;
    return req.headers.authorization === expected;
  }

  function checkBearer(req: IncomingMessage): Reply | undefined {
    const token = bearerOf(req);
    const expiry = token ? tokens.get(token) : undefined;
    if (expiry === undefined) return errorReply(401);
    if (Date.now() >= expiry) {
      return new Reply(401, { error: "invalid_token", error_description: "The token passed in was found to be expired" });
    }
    return undefined;
  }

  function bearerOf(req: IncomingMessage): string | undefined {
    return /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
  }

  async function handle(req: IncomingMessage, route: FakeCall["route"], path: string, failure: FakeFailure | undefined): Promise<Reply> {
    const method = req.method ?? "GET";
    const raw = await readBody(req);

    if (route === "token") {
      if (!checkBasic(req)) return new Reply(401, { error: "invalid_client", error_description: "Client Authentication failed" });
      if (!/^application\/x-www-form-urlencoded/.test(req.headers["content-type"] ?? "")) {
        return new Reply(400, { error: "invalid_request", error_description: "Unsupported content type" });
      }
      if (new URLSearchParams(raw).get("grant_type") !== "client_credentials") {
        return new Reply(400, { error: "unsupported_grant_type", error_description: "Grant Type is NULL" });
      }
      const token = `A21AA${paypalId(40)}`;
      tokens.set(token, Date.now() + options.tokenLifetimeSeconds * 1000);
      tokensIssued++;
      return new Reply(200, {
        scope: "https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/orders",
        access_token: token,
        token_type: "Bearer",
        app_id: "APP-80W284485P519543T",
        expires_in: options.tokenLifetimeSeconds,
        nonce: `${new Date().toISOString()}${paypalId(8)}`,
      });
    }

    if (route === "unknown") return errorReply(404);
    if (failure?.kind === "expired-token") {
      const token = bearerOf(req);
      if (token) tokens.set(token, 0);
      return new Reply(401, { error: "invalid_token", error_description: "The token passed in was found to be expired" });
    }
    const unauthorised = checkBearer(req);
    if (unauthorised) return unauthorised;

    const requestId = typeof req.headers["paypal-request-id"] === "string" ? req.headers["paypal-request-id"] : undefined;
    const prefer = typeof req.headers.prefer === "string" ? req.headers.prefer : undefined;
    // A refund asked again under the same request id: PayPal answers that refund in its latest status.
    const earlierRefund = route === "refund" && requestId ? refunds.get(refundRequests.get(requestId) ?? "") : undefined;
    if (earlierRefund) return new Reply(201, refundRepresentation(earlierRefund, prefer));
    const replayKey = requestId && method === "POST" && route !== "refund" ? `${route} ${requestId}` : undefined;
    const replay = replayKey ? idempotent.get(replayKey) : undefined;
    if (replay) return replay;

    let body: unknown = undefined;
    if (method === "POST" && raw !== "") {
      if (!/^application\/json/.test(req.headers["content-type"] ?? "")) {
        return errorReply(415);
      }
      try {
        body = JSON.parse(raw) as unknown;
      } catch {
        return errorReply(400, "MALFORMED_REQUEST_JSON", { description: "The request JSON is not well formed." });
      }
    }

    let reply: Reply;
    if (route === "create") {
      const invalid = validateCreate(body);
      if (invalid) return invalid;
      const order: FakeOrder = {
        id: paypalId(),
        status: "PAYER_ACTION_REQUIRED",
        request: record(body) ?? {},
        funding: "ok",
        captures: [],
        createTime: new Date().toISOString(),
      };
      orders.set(order.id, order);
      reply = new Reply(200, representation(order));
    } else if (route === "refund") {
      const captureId = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path)?.[1] ?? "";
      return refund(decodeURIComponent(captureId), body, requestId, prefer, failure);
    } else {
      const id = /^\/v2\/checkout\/orders\/([^/]+)/.exec(path)?.[1] ?? "";
      const order = orders.get(id);
      if (!order) return errorReply(404, "INVALID_RESOURCE_ID", { field: "order_id" });
      if (route === "get") return new Reply(200, representation(order));
      if (failure?.kind === "captured-elsewhere") capture(order, "someone-else");
      reply = capture(order, requestId);
    }
    // PayPal keeps the result of a request id and answers it again to a repeat (only successes are
    // kept here: whether PayPal also repeats a refusal is not documented, and the shop never relies on it).
    if (replayKey && reply.status >= 200 && reply.status < 300) idempotent.set(replayKey, reply);
    return reply;
  }

  function routeOf(method: string, path: string): FakeCall["route"] {
    if (method === "POST" && path === "/v1/oauth2/token") return "token";
    if (method === "POST" && path === "/v2/checkout/orders") return "create";
    if (method === "GET" && /^\/v2\/checkout\/orders\/[^/]+$/.test(path)) return "get";
    if (method === "POST" && /^\/v2\/checkout\/orders\/[^/]+\/capture$/.test(path)) return "capture";
    if (method === "POST" && /^\/v2\/payments\/captures\/[^/]+\/refund$/.test(path)) return "refund";
    return "unknown";
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? "GET";
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const route = routeOf(method, path);
    const failure = route === "unknown" ? undefined : failures.get(route)?.shift();
    const call: FakeCall = {
      route,
      method,
      path,
      requestId: typeof req.headers["paypal-request-id"] === "string" ? req.headers["paypal-request-id"] : undefined,
      prefer: typeof req.headers.prefer === "string" ? req.headers.prefer : undefined,
      status: 0,
    };
    calls.push(call);

    const answerFailure = (failed: { status: number; issue?: string }) => {
      const reply = errorReply(failed.status, failed.issue, { api: route === "refund" ? "payments/v2" : "orders/v2" });
      call.status = reply.status;
      res.writeHead(reply.status, { "Content-Type": "application/json", "Paypal-Debug-Id": "fakedebug" });
      res.end(JSON.stringify(reply.body));
    };
    if (failure?.kind === "hang" && !failure.afterWork) return; // the socket stays open until close()
    if (failure?.kind === "status" && !failure.afterWork) return answerFailure(failure);
    handle(req, route, path, failure).then(
      (reply) => {
        call.status = reply.status;
        if (failure?.kind === "drop") {
          req.socket.destroy();
          return;
        }
        if (failure?.kind === "hang") return; // the work is done; the answer never comes
        if (failure?.kind === "status") return answerFailure(failure); // done, yet answered as failed
        res.writeHead(reply.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(reply.body));
      },
      (error: unknown) => {
        call.status = 500;
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ name: "INTERNAL_SERVER_ERROR", message: String(error) }));
      },
    );
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    orders,
    calls,
    get charges() {
      return charges;
    },
    get tokensIssued() {
      return tokensIssued;
    },
    refunds,
    options,
    approve(orderId, payerId = "PAYERTEST123", funding = "ok") {
      const order = orders.get(orderId);
      if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
      if (order.status !== "PAYER_ACTION_REQUIRED") throw new Error(`fake PayPal: order ${orderId} is ${order.status}`);
      order.status = "APPROVED";
      order.payerId = payerId;
      order.funding = funding;
    },
    failNext(route, failure) {
      const queue = failures.get(route) ?? [];
      queue.push(failure);
      failures.set(route, queue);
    },
    expireTokens() {
      for (const token of tokens.keys()) tokens.set(token, 0);
    },
    settleCapture(orderId, status) {
      const pending = orders.get(orderId)?.captures.find((c) => c.status === "PENDING");
      if (!pending) throw new Error(`fake PayPal: order ${orderId} has no pending capture`);
      pending.status = status;
      if (status === "DECLINED") charges--;
    },
    breakdownOf(orderId) {
      const units = orders.get(orderId)?.request.purchase_units;
      const unit = record(Array.isArray(units) ? units[0] : undefined);
      const amount = record(unit?.amount);
      const breakdown = record(amount?.breakdown);
      if (!unit || !amount || !breakdown) return undefined;
      const currency = String(amount.currency_code);
      const part = (key: string) => moneyMinor(breakdown[key], currency) ?? 0;
      const items = Array.isArray(unit.items) ? unit.items.map(record) : [];
      return {
        amount: moneyMinor(amount, currency) ?? 0,
        itemTotal: part("item_total"),
        taxTotal: part("tax_total"),
        shipping: part("shipping"),
        handling: part("handling"),
        shippingDiscount: part("shipping_discount"),
        discount: part("discount"),
        items: items.map((item) => ({
          name: String(item?.name ?? ""),
          unitAmount: moneyMinor(item?.unit_amount, currency) ?? 0,
          quantity: Number(item?.quantity ?? 0),
          ...(typeof item?.sku === "string" ? { sku: item.sku } : {}),
          ...(typeof item?.category === "string" ? { category: item.category } : {}),
        })),
      };
    },
    refundsOf(captureId) {
      return [...refunds.values()].filter((refund) => refund.captureId === captureId);
    },
    refundedAmount(captureId) {
      return refundedMinor(captureId);
    },
    settleRefund(refundId, status) {
      const pending = refunds.get(refundId);
      if (pending?.status !== "PENDING") throw new Error(`fake PayPal: refund ${refundId} is not pending`);
      pending.status = status;
      pending.updateTime = new Date().toISOString();
    },
    callsTo(route) {
      return calls.filter((call) => call.route === route);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
