import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

export interface FilterChoice {
  value: string;
  label: string;
}

/**
 * One group of a listing's or search's filters: a fieldset named by its legend, a checkbox per choice
 * (categories, brands, the food filters). The checkboxes are the browser's own, in the theme's colour:
 * MUI's Checkbox, FormControlLabel and FormGroup (~5 KB gzip) would weigh on every page that filters,
 * for nothing a native checkbox and its label do not do (name, focus ring, keyboard, the first paint's
 * kept taps). Each row is at least 36 px tall, so a finger finds it. `row` lays the choices side by
 * side, wrapping.
 */
export function FilterCheckboxGroup({
  title,
  choices,
  selected,
  onToggle,
  row = false,
}: {
  title: string;
  choices: readonly FilterChoice[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
  row?: boolean;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5, fontFamily: "serif" }}>
        {title}
      </Typography>
      <Box sx={{ display: "flex", flexDirection: row ? "row" : "column", flexWrap: row ? "wrap" : "nowrap", columnGap: 2.5 }}>
        {choices.map((choice) => (
          <Box
            component="label"
            key={choice.value}
            sx={(theme) => ({
              display: "flex",
              alignItems: "center",
              gap: 1,
              minHeight: 36,
              cursor: "pointer",
              fontSize: "0.95rem",
              lineHeight: 1.3,
              "& > input": { width: 18, height: 18, m: 0, flexShrink: 0, cursor: "pointer", accentColor: theme.palette.primary.main },
            })}
          >
            <input type="checkbox" checked={selected.includes(choice.value)} onChange={(event) => onToggle(choice.value, event.target.checked)} />
            <span>{choice.label}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
