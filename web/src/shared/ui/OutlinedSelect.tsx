import NativeSelect from "@mui/material/NativeSelect";
import OutlinedInput from "@mui/material/OutlinedInput";
import { useTranslation } from "react-i18next";
import { FieldFrame, type FieldFrameProps } from "./OutlinedField";

/**
 * OutlinedField's select, in a file of its own so the search box does not bring it: the browser's own (NativeSelect in an OutlinedInput), which a phone shows
 * as its picker, with a first choice "Choose…" standing for "none chosen". That choice has words (an empty
 * <option> is invalid HTML and names nothing to a screen reader), so the label always sits on the outline.
 */
export function OutlinedSelect({ options, ...frame }: FieldFrameProps & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <FieldFrame
      {...frame}
      shrinkLabel
      field={(id, describedBy) => (
        <NativeSelect
          name={frame.name}
          value={frame.value}
          onChange={frame.onChange}
          input={<OutlinedInput label={frame.label} notched />}
          inputProps={{ id, "aria-describedby": describedBy }}
        >
          <option value="">{t("common.choose")}</option>
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
