import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useLocation } from "react-router-dom";

/** Title of an auth screen and the "no account? / has account?" prompt with its link. */
export function AuthFormHeader({
  title,
  prompt,
  linkText,
  linkTo,
}: {
  title: string;
  prompt: string;
  linkText: string;
  linkTo: string;
}) {
  // Carry the remembered page between login and register, so it survives a detour.
  const location = useLocation();
  return (
    <Box sx={{ textAlign: "center", mb: 4 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: "1.8rem", sm: "2.1rem" }, color: "primary.main" }}>
        {title}
      </Typography>
      <Typography sx={{ mt: 1.5 }} color="text.secondary">
        {prompt}{" "}
        <Link component={RouterLink} to={linkTo} state={location.state} sx={{ fontWeight: 600 }} color="primary">
          {linkText}
        </Link>
      </Typography>
    </Box>
  );
}
