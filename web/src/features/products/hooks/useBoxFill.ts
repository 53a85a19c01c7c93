import { useState } from "react";
import { resizeBox, type BoxFill } from "../lib/boxFill";

/**
 * The box's filling, kept by the product's details (its price shows the supplements) for the
 * builder to change. Another size keeps what fits: the filling is resized while rendering, the way
 * React adjusts state to a changed prop, so no frame shows the old size's slots.
 */
export function useBoxFill(slots: number | undefined): [BoxFill, (change: (fill: BoxFill) => BoxFill) => void] {
  const size = slots ?? 0;
  const [fill, setFill] = useState<BoxFill>(() => resizeBox([], size));
  const current = fill.length === size ? fill : resizeBox(fill, size);
  if (current !== fill) setFill(current);
  return [current, (change) => setFill((previous) => change(previous.length === size ? previous : resizeBox(previous, size)))];
}
