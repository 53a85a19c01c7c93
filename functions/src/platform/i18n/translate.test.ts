import { describe, expect, it } from "vitest";
import {
  ADDRESS_MESSAGES,
  API_ERROR_MESSAGES,
  ORDER_MESSAGES,
  notEnoughStockMessage,
  pendingLimitMessage,
  priceChangedMessage,
  soldOutMessage,
  AUTH_MESSAGES,
  CART_FULL_TEMPLATE,
  CART_MESSAGES,
  CART_STOCK_LIMIT_TEMPLATE,
  FEATURE_IMAGE_LIMIT_TEMPLATE,
  PAGE_SIZES,
  PAGING_MESSAGES,
  featureImageLimitMessage,
  pageSizeMessage,
  SHOP_MESSAGES,
  cartFullMessage,
  cartStockLimitMessage,
  LIMIT_MESSAGES,
} from "@cocoa/contracts";
import { localizeBody } from "../http/localize";
import { summarise } from "../errors";
import { HEBREW_MESSAGES } from "./messages.he";
import { translateMessage } from "./translate";

describe("API messages in Hebrew", () => {
  it("has a Hebrew message for every shared message constant", () => {
    const missing = [...Object.values(AUTH_MESSAGES), ...Object.values(API_ERROR_MESSAGES), ...Object.values(SHOP_MESSAGES), ...Object.values(CART_MESSAGES), ...Object.values(ADDRESS_MESSAGES), ...Object.values(ORDER_MESSAGES), ...Object.values(LIMIT_MESSAGES), ...Object.values(PAGING_MESSAGES), FEATURE_IMAGE_LIMIT_TEMPLATE, CART_STOCK_LIMIT_TEMPLATE, CART_FULL_TEMPLATE].filter(
      (message) => !(message in HEBREW_MESSAGES),
    );
    expect(missing).toEqual([]);
  });

  it("translates fixed messages and leaves English alone", () => {
    expect(translateMessage(AUTH_MESSAGES.invalidCredentials, "he")).toBe("כתובת הדוא״ל או הסיסמה שגויות");
    expect(translateMessage(AUTH_MESSAGES.invalidCredentials, "en")).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it("carries the numbers of a templated message over", () => {
    expect(translateMessage("Password must be at least 8 characters.", "he")).toBe("הסיסמה חייבת להכיל לפחות 8 תווים.");
    expect(translateMessage("User name must be at most 40 characters.", "he")).toBe("שם המשתמש יכול להכיל עד 40 תווים.");
  });

  it("translates the cart's templated messages, which match their templates", () => {
    expect(cartStockLimitMessage(3)).toBe(CART_STOCK_LIMIT_TEMPLATE.replace("{n}", "3"));
    expect(cartFullMessage(50)).toBe(CART_FULL_TEMPLATE.replace("{n}", "50"));
    expect(translateMessage(cartStockLimitMessage(0), "he")).toBe("ניתן להוסיף רק 0 יחידות");
    expect(translateMessage(cartStockLimitMessage(12), "he")).toBe("ניתן להוסיף רק 12 יחידות");
    expect(translateMessage("Quantity must be a whole number from 1 to 99.", "he")).toBe("הכמות חייבת להיות מספר שלם בין 1 ל־99.");
  });

  it("carries a product title and a number over into the order messages", () => {
    expect(translateMessage(soldOutMessage("Ruby Heart Bonbons"), "he")).toBe('מצטערים, "Ruby Heart Bonbons" אזל מהמלאי. לא חויבת.');
    expect(translateMessage(notEnoughStockMessage("טראפלס שמפניה", 2), "he")).toBe('נותרו רק 2 יחידות של "טראפלס שמפניה". יש לעדכן את העגלה.');
    expect(translateMessage(notEnoughStockMessage("Ruby Heart Bonbons", 11), "he")).toBe('נותרו רק 11 יחידות של "Ruby Heart Bonbons". יש לעדכן את העגלה.');
  });

  it("isolates a number with its Latin unit, so Hebrew reads \"5 MB\", not \"MB 5\"", () => {
    const unisolated = Object.values(HEBREW_MESSAGES).filter((text) => /(?<!\u2066)\{n\} [A-Za-z]{1,3}\b/.test(text));
    expect(unisolated).toEqual([]);
    expect(translateMessage("The image is larger than 5 MB. Choose a smaller one.", "he")).toContain("\u20665 MB\u2069");
  });

  it("says one unit in the singular: Hebrew's dual needs no own text with digits, its singular does", () => {
    expect(translateMessage(notEnoughStockMessage("Ruby Heart Bonbons", 1), "he")).toBe('נותרה רק יחידה אחת של "Ruby Heart Bonbons". יש לעדכן את העגלה.');
    expect(translateMessage(cartStockLimitMessage(1), "he")).toBe("ניתן להוסיף רק יחידה אחת");
    expect(translateMessage(cartStockLimitMessage(2), "he")).toBe("ניתן להוסיף רק 2 יחידות");
    expect(translateMessage(soldOutMessage('A "quoted" bar'), "he")).toBe('מצטערים, "A "quoted" bar" אזל מהמלאי. לא חויבת.');
  });

  it("translates the expiry, price-change and pending-limit messages", () => {
    expect(translateMessage(ORDER_MESSAGES.expired, "he")).toBe("תוקף ההזמנה הזו פג לפני שהתשלום הושלם, ולכן אי אפשר עוד לשלם עליה. לא חויבת; יש לבצע הזמנה מחדש.");
    expect(translateMessage(priceChangedMessage("Almond Truffles"), "he")).toBe('המחיר של "Almond Truffles" השתנה מאז שביצעת את ההזמנה. לא חויבת; יש לבצע הזמנה מחדש.');
    expect(translateMessage(pendingLimitMessage(3, 60), "he")).toBe(
      "אפשר להחזיק לכל היותר 3 הזמנות שלא שולמו בו־זמנית. יש להשלים את התשלום על אחת מהן, או לבטל אותה, לפני ביצוע הזמנה חדשה; הזמנות שלא שולמו פגות 60 דקות אחרי שבוצעו.",
    );
  });

  it("translates an order's failure reason in the answer's data, alone or in a list", () => {
    const order = { _id: "o1", failureReason: ORDER_MESSAGES.expired, cartItems: [] };
    const hebrew = translateMessage(ORDER_MESSAGES.expired, "he");
    expect(localizeBody({ success: false, message: ORDER_MESSAGES.expired, data: order }, "he").data).toEqual({ ...order, failureReason: hebrew });
    expect(localizeBody({ success: true, data: [order, { _id: "o2" }] }, "he").data).toEqual([{ ...order, failureReason: hebrew }, { _id: "o2" }]);
    expect(localizeBody({ success: true, data: order }, "en").data).toBe(order);
  });

  it("translates the paging messages with their numbers", () => {
    expect(translateMessage(pageSizeMessage(PAGE_SIZES.reviews.max), "he")).toBe("גודל העמוד חייב להיות מספר שלם בין 1 ל־50.");
    expect(translateMessage(featureImageLimitMessage(10), "he")).toBe("דף הבית מציג עד 10 באנרים. יש למחוק באנר לפני שמוסיפים חדש.");
    expect(translateMessage(PAGING_MESSAGES.badCursor, "he")).toBe("סמן העמוד אינו תקין; טענו את הרשימה מחדש.");
  });

  it("passes an unknown message through unchanged", () => {
    expect(translateMessage("Something nobody translated", "he")).toBe("Something nobody translated");
  });

  it("translates field errors and rebuilds the validation summary from them", () => {
    const errors = { email: "Email is required.", password: "Password must be at least 8 characters." };
    const body = localizeBody({ success: false, message: summarise(errors), errors }, "he");
    expect(body.errors).toEqual({ email: "יש להזין כתובת דוא״ל.", password: "הסיסמה חייבת להכיל לפחות 8 תווים." });
    expect(body.message).toBe("יש להזין כתובת דוא״ל. הסיסמה חייבת להכיל לפחות 8 תווים.");
  });

  it("leaves bodies without a message, and arrays, as they are", () => {
    const data = { success: true, data: { message: "product text stays" } };
    expect(localizeBody(data, "he")).toEqual(data);
    expect(localizeBody([1, 2], "he")).toEqual([1, 2]);
  });
});
