/** GET /api/admin/overview over real HTTP: admin only, and what it counts. */
import { describe, expect, it } from "vitest";
import type { AdminOverview } from "@cocoa/contracts";
import { db } from "../../src/platform/firebase";
import { overviewStarts } from "../../src/modules/admin/overview.service";
import { adminSession } from "./admin-support";
import { call, registeredSession, useTestApi } from "./helpers";

const api = useTestApi();

const HOUR = 60 * 60 * 1000;

async function order(id: string, fields: { orderDate: string; paymentStatus: string; orderStatus: string; totalAmount: number }) {
  await db().collection("orders").doc(id).set({ userId: "u1", cartItems: [], currency: "USD", ...fields });
}

describe("GET /api/admin/overview", () => {
  it("refuses a guest with 401 and a shopper with 403", async () => {
    expect((await call(api.baseUrl, "/api/admin/overview")).status).toBe(401);
    const shopper = await registeredSession(api.baseUrl);
    const answer = await call(api.baseUrl, "/api/admin/overview", { cookie: shopper.cookie });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ success: false });
  });

  it("counts today's and this week's paid orders and revenue in minor units, orders to ship and low stock", async () => {
    const now = Date.now();
    const { today, week } = overviewStarts(new Date(now));
    const inToday = new Date(Math.max(Date.parse(today), now - HOUR)).toISOString();
    const earlierThisWeek = new Date(Date.parse(today) - 1).toISOString();
    const weekHasEarlierDay = earlierThisWeek >= week;
    await order("today-paid", { orderDate: inToday, paymentStatus: "paid", orderStatus: "confirmed", totalAmount: 2550 });
    await order("today-unpaid", { orderDate: inToday, paymentStatus: "pending", orderStatus: "pending", totalAmount: 9999 });
    await order("week-paid", { orderDate: weekHasEarlierDay ? earlierThisWeek : inToday, paymentStatus: "paid", orderStatus: "inProcess", totalAmount: 1000 });
    await order("last-week", { orderDate: new Date(Date.parse(week) - 1).toISOString(), paymentStatus: "paid", orderStatus: "inShipping", totalAmount: 7000 });
    await order("delivered", { orderDate: inToday, paymentStatus: "paid", orderStatus: "delivered", totalAmount: 450 });
    await db().collection("products").doc("few").set({ title: "Few", totalStock: 3 });
    await db().collection("products").doc("none").set({ title: "None", totalStock: 0 });
    await db().collection("products").doc("many").set({ title: "Many", totalStock: 40 });

    const admin = await adminSession(api.baseUrl);
    const answer = await call(api.baseUrl, "/api/admin/overview", { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    const data = answer.body.data as AdminOverview;
    expect(data.week).toEqual({ paidOrders: 3, revenue: 2550 + 1000 + 450 });
    expect(data.today).toEqual(weekHasEarlierDay ? { paidOrders: 2, revenue: 2550 + 450 } : { paidOrders: 3, revenue: 4000 });
    expect(data.awaitingShipment).toBe(2);
    expect(data.lowStock).toBe(2);
  });
});
