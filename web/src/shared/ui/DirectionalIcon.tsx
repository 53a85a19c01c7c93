import type { IconComponent } from "./iconTypes";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import { useTheme } from "@mui/material/styles";

/** Renders an icon that points somewhere (arrows, chevrons) mirrored in right-to-left layouts. */
export function DirectionalIcon({ icon: Icon, sx, ...props }: SvgIconProps & { icon: IconComponent }) {
  const theme = useTheme();
  return (
    <Icon
      {...props}
      sx={[{ transform: theme.direction === "rtl" ? "scaleX(-1)" : undefined }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
