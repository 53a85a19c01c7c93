/** Steps of the checkout journey over HTTP, shared by the order tests. */
import { expect } from "vitest";
import type { Address, CreateOrderResponse, Order } from "@cocoa/contracts";
import { call, type ApiAnswer } from "./helpers";

export const homeAddress = { address: "12 Rothschild Blvd", city: "Tel Aviv", pincode: "6578401", phone: "+972 3 555 0147", notes: "Ring twice" };

export interface Shopper {
  cookie: string;
  uid: string;
}

export function checkoutSteps(baseUrl: string) {
  const addAddress = async (who: Shopper, fields = homeAddress): Promise<Address> => {
    const answer = await call(baseUrl, "/api/shop/address/add", { json: { userId: who.uid, ...fields }, cookie: who.cookie });
    expect(answer.status).toBe(201);
    return answer.body.data as Address;
  };

  const addToCart = async (who: Shopper, productId: string, quantity: number) => {
    const answer = await call(baseUrl, "/api/shop/cart/add", { json: { userId: who.uid, productId, quantity }, cookie: who.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  };

  const createOrder = (who: Shopper, json: Record<string, unknown>, headers?: Record<string, string>) =>
    call(baseUrl, "/api/shop/order/create", { json: { userId: who.uid, ...json }, cookie: who.cookie, headers });

  /** Creates an order that must succeed; answers its id and the approval URL. */
  const createdOrder = async (who: Shopper, addressId: string): Promise<CreateOrderResponse> => {
    const answer = await createOrder(who, { addressId });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as unknown as CreateOrderResponse;
  };

  /** The shopper's decision on the sandbox approval page: answers where the page sends them. */
  const decide = async (approvalURL: string, decision: "approve" | "decline" | "cancel"): Promise<URL> => {
    const page = new URL(approvalURL);
    const response = await fetch(`${baseUrl}${page.pathname}/${decision}${page.search}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    return new URL(response.headers.get("location") ?? "");
  };

  /** Approves on the sandbox page and answers the capture body the return page would send. */
  const approve = async (created: CreateOrderResponse, decision: "approve" | "decline" = "approve") => {
    const back = await decide(created.approvalURL, decision);
    return { orderId: created.orderId, paymentId: back.searchParams.get("paymentId") ?? "", payerId: back.searchParams.get("PayerID") ?? "" };
  };

  const capture = (who: Shopper | undefined, json: unknown): Promise<ApiAnswer> =>
    call(baseUrl, "/api/shop/order/capture", { json, cookie: who?.cookie });

  const orderOf = (answer: ApiAnswer) => answer.body.data as Order;

  return { addAddress, addToCart, createOrder, createdOrder, decide, approve, capture, orderOf };
}
