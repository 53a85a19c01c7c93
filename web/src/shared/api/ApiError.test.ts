import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/shared/i18n";
import { ApiError, errorMessage, fieldErrors, serverText } from "./ApiError";

afterEach(async () => {
  await i18n.changeLanguage("en");
});

describe("server messages", () => {
  it("shows a known code in the page's language, with its params and plural form", async () => {
    await i18n.changeLanguage("he");
    const error = new ApiError(400, "only 1 quantity can be added", { code: "cart.stockLimit", params: { count: 1 } });
    expect(errorMessage(error, "fallback")).toBe("ניתן להוסיף רק יחידה אחת");
    expect(serverText({ code: "cart.stockLimit", params: { count: 2 }, message: "x" }, "")).toBe("ניתן להוסיף רק 2 יחידות");
  });

  it("falls back to the server's text for a code it does not know, then to the default", () => {
    expect(errorMessage(new ApiError(409, "Something new", { code: "shop.somethingNew" }), "fallback")).toBe("Something new");
    expect(errorMessage(new ApiError(500, undefined), "fallback")).toBe("fallback");
    expect(errorMessage(new Error("boom"), "fallback")).toBe("fallback");
  });

  it("translates field errors by their codes, keeping texts the server sent without one", () => {
    const error = new ApiError(400, "Please correct the highlighted fields and try again.", {
      code: "request.validation",
      errors: { city: "City is required.", other: "Something else." },
      errorCodes: { city: { code: "field.city.required" } },
    });
    expect(fieldErrors(error)).toEqual({ city: "City is required.", other: "Something else." });
  });
});
