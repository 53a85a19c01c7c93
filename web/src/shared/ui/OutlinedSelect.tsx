import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { FieldFrame, type FieldFrameProps } from "./OutlinedField";

/**
 * OutlinedField's select, in a file of its own so the search box does not bring it: the browser's own (NativeSelect in an OutlinedInput), which a phone shows
 * as its picker, with an empty first choice standing for "none chosen".
 */
export function OutlinedSelect({ options, ...frame }: FieldFrameProps & { options: { value: string; label: string }[] }) {
  return (
    <FieldFrame
      {...frame}
      field={(id, describedBy) => (
        <NativeSelect
          name={frame.name}
          value={frame.value}
          onChange={frame.onChange}
          input={<OutlinedInput label={frame.label} />}
          inputProps={{ id, "aria-describedby": describedBy }}
        >
          <option value="" />
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
}
