import SearchIcon from "@mui/icons-material/Search";
import Box from "@mui/material/Box";
import { keyframes } from "@emotion/react";
import { useId, type ChangeEvent } from "react";
import { FOCUS_RING_VARIABLE, brand } from "@/app/providers/theme";

/**
 * The search page's box: the browser's own `<input type="search">` under its label, drawn like the
 * shop's outlined fields (the ivory field, the thin cocoa border, the thick one while focused). MUI's
 * OutlinedInput with its label, notch and adornment is 8 KB gzip of this page's first load, more than
 * the page's own code; nothing here needs them.
 */
export function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const id = useId();
  return (
    <Box>
      <Box component="label" htmlFor={id} sx={{ display: "block", mb: 0.75, fontWeight: 600, color: "text.secondary", fontSize: "0.875rem" }}>
        {label}
      </Box>
      <Box
        sx={(theme) => ({
          display: "flex",
          alignItems: "center",
          gap: 1,
          paddingInline: "14px",
          borderRadius: `${theme.shape.borderRadius}px`,
          border: "1px solid rgba(0, 0, 0, 0.23)",
          backgroundColor: brand.ivory,
          color: "text.secondary",
          "&:hover": { borderColor: theme.palette.text.primary },
          "&:has(input:focus-visible)": { outline: "none", borderColor: `var(${FOCUS_RING_VARIABLE}, ${theme.palette.primary.main})`, boxShadow: `inset 0 0 0 2px var(${FOCUS_RING_VARIABLE}, ${theme.palette.primary.main})` },
        })}
      >
        <SearchIcon aria-hidden="true" />
        <Box
          component="input"
          id={id}
          type="search"
          value={value}
          onChange={onChange}
          placeholder={placeholder}
          autoFocus
          sx={{
            flex: 1,
            minWidth: 0,
            border: 0,
            background: "transparent",
            // The ring goes round the whole box (its :has() above), not round the text inside it.
            "&:focus-visible": { outline: "none" },
            font: "inherit",
            fontSize: "1rem",
            color: "text.primary",
            paddingBlock: "16.5px",
            "&::placeholder": { color: "text.secondary", opacity: 0.7 },
          }}
        />
      </Box>
    </Box>
  );
}

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** While the results are on their way: a bar sweeping along under the box (MUI's LinearProgress, indeterminate, without its 2 KB). */
export function SearchingBar({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} sx={{ position: "relative", height: 4, overflow: "hidden", borderRadius: 2, bgcolor: "rgba(184, 137, 60, 0.25)" }}>
      <Box
        sx={{
          position: "absolute",
          insetBlock: 0,
          width: "40%",
          bgcolor: "secondary.main",
          animation: `${sweep} 1.2s ease-in-out infinite`,
          "@media (prefers-reduced-motion: reduce)": { animation: "none", width: "100%", opacity: 0.6 },
        }}
      />
    </Box>
  );
}
