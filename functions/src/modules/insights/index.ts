// Sales at a glance (issue 37): the daily statistics the order's transactions keep, their recount, and the Insights answer.
export { recordOrderStatsChange, recordPaidOrderStats } from "./stats-writes";
export { getInsights } from "./insights.service";
export { statsOfOrders, type DayStats, type StatsOrder } from "./daily-stats";
export { dayDocument, dayFromDocument } from "./day-document";
