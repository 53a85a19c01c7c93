// The owner's Insights screen (issue 37): sales over a range beside the period before it, with charts (lazy: @mui/x-charts loads with it only).
export { AdminInsightsPage } from "./components/AdminInsightsPage";
