import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, allowedStatusChanges, statusChangeRefusal } from ".";

describe("the order of statuses", () => {
  it("moves one step forward or to rejected, never back, and delivered and rejected are final", () => {
    expect(allowedStatusChanges("pending")).toEqual(["rejected"]);
    expect(allowedStatusChanges("confirmed")).toEqual(["inProcess", "rejected"]);
    expect(allowedStatusChanges("inProcess")).toEqual(["inShipping", "rejected"]);
    expect(allowedStatusChanges("inShipping")).toEqual(["delivered", "rejected"]);
    expect(allowedStatusChanges("delivered")).toEqual([]);
    expect(allowedStatusChanges("rejected")).toEqual([]);
  });

  it("says why a move is refused, and refuses every move the list does not allow", () => {
    expect(statusChangeRefusal("delivered", "pending")).toBe("adminOrder.deliveredIsFinal");
    expect(statusChangeRefusal("rejected", "pending")).toBe("adminOrder.rejectedIsFinal");
    expect(statusChangeRefusal("pending", "inProcess")).toBe("adminOrder.unpaidOnlyRejected");
    expect(statusChangeRefusal("inShipping", "inProcess")).toBe("adminOrder.forwardOnly");
    expect(statusChangeRefusal("confirmed", "delivered")).toBe("adminOrder.forwardOnly");
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const allowed = from === to || (allowedStatusChanges(from) as string[]).includes(to);
        expect(statusChangeRefusal(from, to) === undefined, `${from} -> ${to}`).toBe(allowed);
      }
    }
  });
});
