import { createSvgIcon } from "@mui/material/utils";

/** A small bar of chocolate, the atelier's mark. */
export const ChocolateIcon = createSvgIcon(
  <g>
    <path d="M6.5 2h11A2.5 2.5 0 0 1 20 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2Z" opacity=".28" />
    <path d="M6.5 2h11A2.5 2.5 0 0 1 20 4.5v15a2.5 2.5 0 0 1-2.5 2.5h-11A2.5 2.5 0 0 1 4 19.5v-15A2.5 2.5 0 0 1 6.5 2Zm0 2a.5.5 0 0 0-.5.5V8h5V4H6.5ZM13 4v4h5V4.5a.5.5 0 0 0-.5-.5H13Zm-7 6v4h5v-4H6Zm7 0v4h5v-4h-5Zm-7 6v3.5a.5.5 0 0 0 .5.5H11v-4H6Zm7 0v4h4.5a.5.5 0 0 0 .5-.5V16h-5Z" />
  </g>,
  "Chocolate",
);
