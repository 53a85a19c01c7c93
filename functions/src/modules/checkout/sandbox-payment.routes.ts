/**
 * /api/payments/sandbox — the local sandbox provider's approval page (see
 * ./payments/sandbox.provider.ts). Like a real provider's site it needs no shop session:
 * the payment id is unguessable, and approving only lets the order's owner capture it.
 *
 * GET  /:paymentId?lang=en|he        the page: amount, order, Pay now / declined card / Cancel
 * POST /:paymentId/approve|decline|cancel   303 to the shop's return (paymentId, PayerID) or cancel URL
 * A payment the shop voided (its order expired) is refused on both: a page that says so, and the
 * way back to the shop's checkout.
 *
 * The forms post `application/x-www-form-urlencoded` with no fields; app.ts lets exactly these
 * paths through the JSON-only rule (they read no cookie, so there is nothing to forge).
 */
import { Router, type Request } from "express";
import { z } from "zod";
import { approvalPage, messagePage, type PageLanguage } from "./payments/sandbox-approval-page";
import { sandboxAllowed } from "./payments/providers";
import { decideSandboxPayment, getSandboxPayment, redirectAfter, type SandboxPayment } from "./payments/sandbox.provider";

const paymentIdSchema = z.string().regex(/^SBX[0-9A-F]{24}$/);
const decisionSchema = z.enum(["approve", "decline", "cancel"]);

/** The decision routes, for the JSON-only rule's exemption. */
export const SANDBOX_DECISION_PATH = /^\/api\/payments\/sandbox\/SBX[0-9A-F]{24}\/(approve|decline|cancel)$/;

function pageLanguage(req: Request): PageLanguage {
  if (req.query.lang === "he" || req.query.lang === "en") return req.query.lang;
  return req.acceptsLanguages("en", "he") === "he" ? "he" : "en";
}

/** The shop's checkout, on the origin the payment returns to. */
const checkoutUrl = (payment: SandboxPayment) => new URL("/shop/checkout", payment.returnUrl).toString();

export function sandboxPaymentRouter(): Router {
  const router = Router();
  router.use((req, res, next) => {
    // The page is the provider's, not the shop's: never cached, never framed.
    res.set({ "Cache-Control": "no-store", "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'" });
    if (!sandboxAllowed()) {
      res.status(404).type("html").send(messagePage(pageLanguage(req), "notFound"));
      return;
    }
    next();
  });

  router.get("/:paymentId", async (req, res) => {
    const language = pageLanguage(req);
    const id = paymentIdSchema.safeParse(req.params.paymentId);
    const payment = id.success ? await getSandboxPayment(id.data) : undefined;
    if (!payment) {
      res.status(404).type("html").send(messagePage(language, "notFound"));
      return;
    }
    if (payment.status === "voided") {
      res.type("html").send(messagePage(language, "voided", checkoutUrl(payment)));
      return;
    }
    if (payment.status !== "created") {
      res.type("html").send(messagePage(language, "done", redirectAfter(payment)));
      return;
    }
    res.type("html").send(approvalPage(payment, language));
  });

  router.post("/:paymentId/:decision", async (req, res) => {
    const language = pageLanguage(req);
    const id = paymentIdSchema.safeParse(req.params.paymentId);
    const decision = decisionSchema.safeParse(req.params.decision);
    const payment = id.success && decision.success ? await decideSandboxPayment(id.data, decision.data) : undefined;
    if (payment?.status === "voided") {
      res.status(409).type("html").send(messagePage(language, "voided", checkoutUrl(payment)));
      return;
    }
    const target = payment ? redirectAfter(payment) : undefined;
    if (!target) {
      res.status(404).type("html").send(messagePage(language, "notFound"));
      return;
    }
    res.redirect(303, target);
  });

  return router;
}
