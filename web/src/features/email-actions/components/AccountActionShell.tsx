import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";

/**
 * The frame of the account email pages inside the auth layout: one h1 (focusable, so a state change
 * can move focus to it), a line under it, the content. Same width and look as sign-in and register.
 */
export function AccountActionShell({
  title,
  intro,
  icon,
  headingRef,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  icon?: ReactNode;
  headingRef?: React.Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ width: "100%" }}>
      <Box sx={{ textAlign: "center", mb: 4 }}>
        {icon && <Box sx={{ color: "secondary.main", mb: 1.5, "& svg": { fontSize: 48 } }}>{icon}</Box>}
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h1"
          component="h1"
          sx={{ fontSize: { xs: "1.8rem", sm: "2.1rem" }, color: "primary.main", outline: "none" }}
        >
          {title}
        </Typography>
        {intro && (
          <Typography sx={{ mt: 1.5 }} color="text.secondary">
            {intro}
          </Typography>
        )}
      </Box>
      {children}
    </Box>
  );
}

/** An email inside running text: read left to right in Hebrew too. */
export function LtrEmail({ children }: { children?: ReactNode }) {
  return (
    <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
      {children}
    </Box>
  );
}
