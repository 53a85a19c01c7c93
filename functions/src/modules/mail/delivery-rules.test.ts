import { describe, expect, it } from "vitest";
import {
  isTransientSmtpRefusal,
  LEASE_EXPIRED,
  MAIL_LEASE_MS,
  attemptsSoFar,
  claimUpdate,
  deliveryStep,
  errorUpdate,
  expiredLeaseUpdate,
  sendOptions,
  successUpdate,
  validateMail,
} from "./delivery-rules";

const NOW = Date.UTC(2026, 0, 15, 12);
const at = (ms: number) => ({ toMillis: () => ms });
const message = { subject: "Hi", text: "Hello" };

describe("deliveryStep", () => {
  it("claims a new message, and one set PENDING or RETRY", () => {
    expect(deliveryStep({ to: "a@x.test", message }, NOW)).toBe("claim");
    expect(deliveryStep({ to: "a@x.test", template: { name: "t" } }, NOW)).toBe("claim");
    expect(deliveryStep({ to: "a@x.test", message, delivery: { state: "PENDING", attempts: 0 } }, NOW)).toBe("claim");
    expect(deliveryStep({ to: "a@x.test", message, delivery: { state: "RETRY", attempts: 1 } }, NOW)).toBe("claim");
  });

  it("claims a document without recipients too: its delivery records the error", () => {
    expect(deliveryStep({ message }, NOW)).toBe("claim");
  });

  it("leaves what is delivered, failed, or being sent within its lease", () => {
    expect(deliveryStep({ message, delivery: { state: "SUCCESS", attempts: 1 } }, NOW)).toBe("leave");
    expect(deliveryStep({ message, delivery: { state: "ERROR", attempts: 1 } }, NOW)).toBe("leave");
    expect(deliveryStep({ message, delivery: { state: "PROCESSING", attempts: 0, leaseExpireTime: at(NOW + 1) } }, NOW)).toBe("leave");
    expect(deliveryStep({ message, delivery: { state: "SOMETHING", attempts: 0 } }, NOW)).toBe("leave");
  });

  it("gives up on a send whose lease lapsed (its deliverer died), without sending again", () => {
    expect(deliveryStep({ message, delivery: { state: "PROCESSING", attempts: 0, leaseExpireTime: at(NOW - 1) } }, NOW)).toBe("expire-lease");
    expect(expiredLeaseUpdate()).toEqual({ "delivery.state": "ERROR", "delivery.error": LEASE_EXPIRED });
  });

  it("leaves a document that is not a message, as the extension does (no delivery recorded)", () => {
    expect(deliveryStep({ to: "a@x.test" }, NOW)).toBe("leave");
    expect(deliveryStep({ to: "a@x.test", message: "text" }, NOW)).toBe("leave");
  });
});

describe("claimUpdate", () => {
  const now = new Date(NOW);
  it("starts the delivery record of a new document, leased for a minute", () => {
    expect(claimUpdate({ message }, now)).toEqual({
      delivery: { startTime: now, state: "PROCESSING", attempts: 0, error: null, leaseExpireTime: new Date(NOW + MAIL_LEASE_MS) },
    });
  });
  it("keeps the record of one being retried (its start, attempts and last error)", () => {
    expect(claimUpdate({ message, delivery: { state: "RETRY", attempts: 2, error: "x" } }, now, 5_000)).toEqual({
      "delivery.state": "PROCESSING",
      "delivery.leaseExpireTime": new Date(NOW + 5_000),
    });
  });
});

describe("validateMail", () => {
  const fails = (mail: Record<string, unknown>) => {
    try {
      validateMail(mail);
    } catch (error) {
      return String(error);
    }
    return "passed";
  };

  it("passes a message with a recipient, subject and body, or a template call", () => {
    expect(fails({ to: "a@x.test", message })).toBe("passed");
    expect(fails({ to: ["a@x.test", "b@x.test"], cc: "c@x.test", message: { subject: "s", html: "<p>h</p>" } })).toBe("passed");
    expect(fails({ bcc: ["a@x.test"], template: { name: "t", data: { n: 1 } } })).toBe("passed");
    expect(fails({ to: "a@x.test", template: { name: "t" }, message: { text: "own" } })).toBe("passed");
  });

  it("records a document without a recipient as the extension does", () => {
    expect(fails({ message })).toBe("ValidationError: Invalid email configuration: Email must have at least one recipient");
    expect(fails({ to: [], cc: "", message })).toBe("ValidationError: Invalid email configuration: Email must have at least one recipient");
  });

  it("names what is wrong with recipients, the message and the template call", () => {
    expect(fails({ to: ["a@x.test", 3], message })).toBe(
      "ValidationError: Invalid email configuration: Field 'to' must be either a string or an array of strings",
    );
    expect(fails({ to: "a@x.test", message: { text: "no subject" } })).toBe(
      "ValidationError: Invalid message configuration: Field 'message.subject' must be a string",
    );
    expect(fails({ to: "a@x.test", message: { subject: "no body" } })).toBe(
      "ValidationError: Invalid message configuration: At least one of 'text' or 'html' must be provided in message",
    );
    expect(fails({ to: "a@x.test", template: { name: "" } })).toBe(
      "ValidationError: Invalid template configuration: Field 'template.name' cannot be empty",
    );
    expect(fails({ to: "a@x.test", template: "t" })).toBe(
      "ValidationError: Invalid template configuration: Field 'template' must be a map with a 'name' field",
    );
  });

  it("refuses recipients by uid: the shop's extension has no users collection", () => {
    expect(fails({ toUids: ["u1"], message })).toBe("Error: Must specify a users collection to send using uids.");
  });
});

describe("sendOptions", () => {
  const defaults = { defaultFrom: "Shop <shop@x.test>" };
  it("sends from the default sender unless the document names one, recipients always as lists", () => {
    expect(sendOptions({ to: "a@x.test" }, { subject: "s", text: "t", html: null }, defaults)).toEqual({
      from: "Shop <shop@x.test>",
      to: ["a@x.test"],
      cc: [],
      bcc: [],
      subject: "s",
      text: "t",
    });
    expect(
      sendOptions(
        { from: "Other <o@x.test>", replyTo: "r@x.test", to: ["a@x.test"], cc: "c@x.test", bcc: ["b@x.test"], headers: { "X-Order": "7" } },
        { subject: "s", html: "<p>h</p>" },
        { ...defaults, defaultReplyTo: "d@x.test" },
      ),
    ).toEqual({
      from: "Other <o@x.test>",
      replyTo: "r@x.test",
      to: ["a@x.test"],
      cc: ["c@x.test"],
      bcc: ["b@x.test"],
      subject: "s",
      html: "<p>h</p>",
      headers: { "X-Order": "7" },
    });
  });
  it("uses the default reply-to when the document has none", () => {
    expect(sendOptions({ to: "a@x.test" }, {}, { ...defaults, defaultReplyTo: "d@x.test" }).replyTo).toBe("d@x.test");
  });
});

describe("what a delivery records", () => {
  const now = new Date(NOW);
  it("records the server's answer on success, addresses as strings", () => {
    const info = { messageId: "<m@x>", accepted: ["a@x.test", { address: "b@x.test" }], rejected: [], response: "250 ok" };
    expect(successUpdate(info, 1, now)).toEqual({
      "delivery.attempts": 1,
      "delivery.endTime": now,
      "delivery.error": null,
      "delivery.leaseExpireTime": null,
      "delivery.state": "SUCCESS",
      "delivery.info": { messageId: "<m@x>", accepted: ["a@x.test", "b@x.test"], rejected: [], pending: [], response: "250 ok" },
    });
  });
  it("records the error as text on failure", () => {
    expect(errorUpdate(new Error("Connection refused"), 2, now)).toMatchObject({
      "delivery.state": "ERROR",
      "delivery.error": "Error: Connection refused",
      "delivery.attempts": 2,
      "delivery.leaseExpireTime": null,
    });
  });
  it("counts the attempts made before", () => {
    expect(attemptsSoFar({})).toBe(0);
    expect(attemptsSoFar({ delivery: { attempts: 2 } })).toBe(2);
  });
});

describe("isTransientSmtpRefusal", () => {
  it("tries again on a 4xx answer (the local inbox's 450 while it is emptied), not on a 5xx or a plain error", () => {
    expect(isTransientSmtpRefusal(Object.assign(new Error("Message failed: 450 ENOENT"), { responseCode: 450 }))).toBe(true);
    expect(isTransientSmtpRefusal(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }))).toBe(false);
    expect(isTransientSmtpRefusal(new Error("connect ECONNREFUSED"))).toBe(false);
    expect(isTransientSmtpRefusal(undefined)).toBe(false);
  });
});
