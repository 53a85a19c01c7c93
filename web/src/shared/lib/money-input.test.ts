import { describe, expect, it } from "vitest";
import { moneyInputValue, parseMoneyInput } from "./money-input";

describe("parseMoneyInput", () => {
  it("turns typed decimals into integer minor units without floating-point drift", () => {
    expect(parseMoneyInput("12")).toBe(1200);
    expect(parseMoneyInput("12.5")).toBe(1250);
    expect(parseMoneyInput("12.50")).toBe(1250);
    expect(parseMoneyInput("0.29")).toBe(29);
    expect(parseMoneyInput(".5")).toBe(50);
    expect(parseMoneyInput("12.")).toBe(1200);
    expect(parseMoneyInput(" 100.00 ")).toBe(10000);
    expect(parseMoneyInput("0")).toBe(0);
  });

  it("reads a decimal comma and thousands separators", () => {
    expect(parseMoneyInput("12,50")).toBe(1250);
    expect(parseMoneyInput("1,234.50")).toBe(123450);
    expect(parseMoneyInput("1,234")).toBe(123400);
  });

  it("answers null for what is not an amount", () => {
    for (const text of ["", "   ", "abc", "-5", "1.234", "12.3.4", "1e3", "$12", ".", undefined, null]) {
      expect(parseMoneyInput(text)).toBeNull();
    }
  });
});

describe("moneyInputValue", () => {
  it("shows minor units as a two-decimal amount", () => {
    expect(moneyInputValue(1250)).toBe("12.50");
    expect(moneyInputValue(10000)).toBe("100.00");
    expect(moneyInputValue(5)).toBe("0.05");
    expect(moneyInputValue(undefined)).toBe("0.00");
  });

  it("round-trips with parseMoneyInput", () => {
    for (const minor of [0, 1, 99, 1000, 123456]) expect(parseMoneyInput(moneyInputValue(minor))).toBe(minor);
  });
});
