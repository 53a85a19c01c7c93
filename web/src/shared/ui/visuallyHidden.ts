/** Styles that hide a text from the eye and keep it for screen readers (a loading state's words). */
export const visuallyHidden = {
  position: "absolute",
  // Strings: in `sx` a bare 1 means 100% and -1 a spacing unit.
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;
