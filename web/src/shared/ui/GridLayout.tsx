import Box from "@mui/material/Box";
import type { ReactNode } from "react";

export type GridColumns = { xs?: number; sm?: number; md?: number; lg?: number };
const DEFAULT_COLUMNS: GridColumns = { xs: 1, sm: 2, md: 3, lg: 4 };

function gridTemplate(columns: GridColumns) {
  const merged = { ...DEFAULT_COLUMNS, ...columns };
  return Object.fromEntries(Object.entries(merged).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
}

/** A grid of tiles, skeletons or a bare list; just the layout. */
export function GridLayout({ children, columns = DEFAULT_COLUMNS }: { children: ReactNode; columns?: GridColumns }) {
  return <Box sx={{ display: "grid", gap: { xs: 2, md: 3 }, gridTemplateColumns: gridTemplate(columns) }}>{children}</Box>;
}
