import type SvgIcon from "@mui/material/SvgIcon";

/** The type of an `@mui/icons-material` icon component. */
export type IconComponent = typeof SvgIcon;
