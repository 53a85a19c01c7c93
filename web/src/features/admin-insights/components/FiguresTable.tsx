import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { visuallyHidden } from "@/shared/ui";

/**
 * A chart's numbers as a table: always there for a screen reader (the chart itself is hidden from
 * it), shown to the eye on "Show as table". Numbers are isolated left to right inside Hebrew text.
 */
export function FiguresTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: { key: string; cells: string[] }[] }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button size="small" onClick={() => setVisible(!visible)} aria-expanded={visible} aria-controls={id} sx={{ mt: 1 }}>
        {visible ? t("adminInsights.hideTable") : t("adminInsights.showTable")}
      </Button>
      <Box id={id} sx={visible ? { overflowX: "auto" } : visuallyHidden}>
        <Table size="small">
          <caption style={visible ? { captionSide: "top", textAlign: "start" } : undefined}>{caption}</caption>
          <TableHead>
            <TableRow>
              {columns.map((column, index) => (
                <TableCell key={column} scope="col" align={index === 0 ? "left" : "right"}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((cell, index) =>
                  index === 0 ? (
                    <TableCell key={index} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={index} align="right">
                      <bdi dir="ltr">{cell}</bdi>
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
