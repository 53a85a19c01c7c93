import { CATALOG_ICONS, type CatalogIcon } from "@contracts";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { catalogIconComponent } from "@/shared/catalog";

function IconName({ name }: { name: string }) {
  const Icon = catalogIconComponent(name);
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1, minWidth: 0 }}>
      <Icon fontSize="small" aria-hidden sx={{ color: "secondary.dark", flexShrink: 0 }} />
      <Box component="span" dir="ltr" sx={{ overflow: "hidden", textOverflow: "ellipsis" }}>
        {name}
      </Box>
    </Box>
  );
}

/** A select of the spec's icon names (spec 5), each drawn with the icon the shop shows for it. */
export function IconSelect({
  value,
  onChange,
  ...props
}: { value: string; onChange: (icon: CatalogIcon) => void } & Omit<TextFieldProps, "value" | "onChange" | "select" | "children">) {
  return (
    <TextField
      {...props}
      select
      value={value}
      onChange={(event) => onChange(event.target.value as CatalogIcon)}
      slotProps={{ ...props.slotProps, select: { renderValue: (selected) => <IconName name={String(selected)} /> } }}
      // The icon must not make the select taller than the text fields beside it.
      sx={[{ "& .MuiSelect-select": { display: "flex", alignItems: "center" } }, ...(Array.isArray(props.sx) ? props.sx : [props.sx])]}
    >
      {CATALOG_ICONS.map((icon) => (
        <MenuItem key={icon} value={icon}>
          <IconName name={icon} />
        </MenuItem>
      ))}
    </TextField>
  );
}
