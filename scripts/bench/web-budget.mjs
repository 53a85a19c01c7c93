// The budget every storefront page must meet in `npm run bench:web` (scores are 0–100), issue 14's
// figures. Its own module so the other size benchmarks hold pages to the same line.
export const BUDGET = {
  performance: { min: 90 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcpMs: { max: 2500 },
  tbtMs: { max: 200 },
  cls: { max: 0.05 },
  firstLoadJsBytes: { max: 170 * 1024 },
};
