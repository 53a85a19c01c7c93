import type { ProductsCsvPreview } from "@contracts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, errorToast, serverText } from "@/shared/api";
import { useToast } from "@/shared/toast";
import { applyProductsCsv, previewProductsCsv } from "../api/adminProductsApi";

/**
 * The products' CSV import (issue 37): choose a file → the server's preview, a row per product of it
 * (its rows, what applying does, the columns it changes or each problem with its row and column, in
 * the admin's language) → Apply, offered only when no product is refused; nothing is written before.
 */
export function ProductsCsvDialog({ open, onClose, onApplied }: { open: boolean; onClose: () => void; onApplied: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [preview, setPreview] = useState<ProductsCsvPreview | null>(null);
  const previewing = useMutation({
    mutationFn: previewProductsCsv,
    meta: { errorToast: errorToast((error) => ({ title: t("admin.productsCsv.errorTitle"), description: errorMessage(error, t("admin.productsCsv.previewFailed")) })) },
  });
  const applying = useMutation({
    mutationFn: applyProductsCsv,
    meta: { errorToast: errorToast((error) => ({ title: t("admin.productsCsv.errorTitle"), description: errorMessage(error, t("admin.productsCsv.applyFailed")) })) },
  });

  const choose = async (chosen: File | undefined) => {
    setPreview(null);
    if (!chosen) return;
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    const answer = await previewing.mutateAsync(text).catch(() => null);
    if (answer) setPreview(answer.data);
  };
  const close = () => {
    setFile(null);
    setPreview(null);
    onClose();
  };
  const apply = async () => {
    if (!file) return;
    const answer = await applying.mutateAsync(file.text).catch(() => null);
    if (!answer) return;
    toast({ title: serverText(answer, t("admin.productsCsv.applied")) });
    onApplied();
    close();
  };
  const blocked = !preview || preview.counts.refused > 0 || preview.fileProblems.some((problem) => problem.code !== "productsCsv.unknownColumn");
  const nothingToDo = preview !== null && preview.counts.create + preview.counts.change === 0;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="products-csv-title">
      <DialogTitle id="products-csv-title">{t("admin.productsCsv.title")}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{t("admin.productsCsv.hint")}</Typography>
          <Button variant="outlined" component="label" sx={{ alignSelf: "flex-start" }} disabled={previewing.isPending || applying.isPending}>
            {file ? t("admin.productsCsv.chooseAnother", { name: file.name }) : t("admin.productsCsv.choose")}
            <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void choose(event.target.files?.[0])} />
          </Button>
          {previewing.isPending && <Typography role="status">{t("admin.productsCsv.reading")}</Typography>}
          {preview && (
            <>
              <Alert severity={blocked ? "error" : "info"} role="status">
                {t("admin.productsCsv.summary", { create: preview.counts.create, change: preview.counts.change, unchanged: preview.counts.unchanged, refused: preview.counts.refused })}
              </Alert>
              {preview.fileProblems.map((problem) => (
                <Alert key={`${problem.row}-${problem.column}-${problem.code}`} severity={problem.code === "productsCsv.unknownColumn" ? "warning" : "error"}>
                  {t("admin.productsCsv.at", { row: problem.row, column: problem.column || "—" })} {problem.message}
                </Alert>
              ))}
              <Table size="small" aria-label={t("admin.productsCsv.tableLabel")} sx={{ "& td, & th": { px: 1, verticalAlign: "top", overflowWrap: "anywhere" } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t("admin.productsCsv.row")}</TableCell>
                    <TableCell>{t("admin.productsCsv.product")}</TableCell>
                    <TableCell>{t("admin.productsCsv.details")}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.entries
                    .filter((entry) => entry.action !== "unchanged")
                    .map((entry) => (
                      <TableRow key={`${entry.row}-${entry.productId ?? entry.title}`}>
                        <TableCell>{entry.row === entry.lastRow ? entry.row : `${entry.row}–${entry.lastRow}`}</TableCell>
                        <TableCell>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>{entry.title}</Typography>
                          <Typography variant="caption" color={entry.action === "refused" ? "error" : "text.secondary"}>{t(`admin.productsCsv.actions.${entry.action}`)}</Typography>
                        </TableCell>
                        <TableCell>
                          {entry.action === "change" && entry.changes.join(", ")}
                          {entry.problems.map((problem) => (
                            <Typography key={`${problem.row}-${problem.column}`} variant="body2" color="error">
                              {t("admin.productsCsv.at", { row: problem.row, column: problem.column })} {problem.message}
                            </Typography>
                          ))}
                        </TableCell>
                      </TableRow>
                    ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t("admin.productsCsv.cancel")}</Button>
        <Button variant="contained" onClick={() => void apply()} disabled={blocked || nothingToDo || applying.isPending}>
          {applying.isPending ? t("admin.productsCsv.applying") : t("admin.productsCsv.apply")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
