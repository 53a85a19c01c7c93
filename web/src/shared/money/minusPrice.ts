/**
 * An amount taken off (a promotion's discount), as "−$5.00": the formatter's own negative (Hebrew
 * keeps its direction marks, so the sign stays beside the number) with a true minus sign, which a
 * screen reader says "minus".
 */
export function minusPrice(format: (minorUnits: number) => string, minorUnits: number): string {
  return format(-Math.abs(minorUnits)).replace("-", "\u2212");
}
