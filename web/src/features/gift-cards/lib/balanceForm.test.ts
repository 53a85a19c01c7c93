import { describe, expect, it } from "vitest";
import { checkBalanceCode, displayedCode } from "./balanceForm";

describe("the balance check's code", () => {
  it("is read in any case, with dashes or spaces, and sent normalised", () => {
    expect(checkBalanceCode("7kq2-m9xd-4hnp-b3tr-6wce")).toEqual({ ok: true, request: { code: "7KQ2M9XD4HNPB3TR6WCE" } });
    expect(checkBalanceCode(" 7KQ2 M9XD 4HNP B3TR 6WCE ")).toEqual({ ok: true, request: { code: "7KQ2M9XD4HNPB3TR6WCE" } });
  });

  it("is refused when blank or when it cannot be a code", () => {
    expect(checkBalanceCode("  ")).toEqual({ ok: false, problem: "required" });
    expect(checkBalanceCode("7KQ2-M9XD")).toEqual({ ok: false, problem: "format" });
    expect(checkBalanceCode("7KQ2-M9XD-4HNP-B3TR-6WCU")).toEqual({ ok: false, problem: "format" });
  });

  it("shows in groups of four once it is a code, and as typed until then", () => {
    expect(displayedCode("7kq2m9xd4hnpb3tr6wce")).toBe("7KQ2-M9XD-4HNP-B3TR-6WCE");
    expect(displayedCode("7kq2 m9")).toBe("7kq2 m9");
  });
});
