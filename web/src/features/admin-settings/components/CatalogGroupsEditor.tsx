import { SETTINGS_TEXT_LIMITS, type CatalogGroup, type ShopSettings } from "@contracts";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import FormControlLabel from "@mui/material/FormControlLabel";
import IconButton from "@mui/material/IconButton";
import Paper from "@mui/material/Paper";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { catalogIconComponent, catalogLabel } from "@/shared/catalog";
import { useLanguage } from "@/shared/i18n/useLanguage";
import { useToast } from "@/shared/toast";
import { visuallyHidden } from "@/shared/ui";
import { deleteCatalogGroup, saveCatalogGroups, type CatalogKind } from "../api/adminSettingsApi";
import { useSettingsAction } from "../hooks/useAdminSettings";
import { groupsToSave, groupsWithoutLabel, inShowOrder, moveGroup, sameGroups } from "../lib/settingsForm";
import { CatalogGroupAddForm } from "./CatalogGroupAddForm";
import { IconSelect } from "./IconSelect";
import { SaveButton } from "./SettingsCard";

type RowField = "label" | "labelHe" | "icon";
type RowErrors = Partial<Record<RowField, string>>;

/** `categories.3.label` → the row at that position (by id, since rows move) and its field. */
function rowErrorsFrom(serverErrors: Record<string, string>, kind: CatalogKind, rows: readonly CatalogGroup[]): Record<string, RowErrors> {
  const placed: Record<string, RowErrors> = {};
  for (const [key, message] of Object.entries(serverErrors)) {
    const [list, index, field] = key.split(".");
    const row = list === kind ? rows[Number(index)] : undefined;
    if (!row || (field !== "label" && field !== "labelHe" && field !== "icon")) continue;
    (placed[row.id] ??= {})[field] ??= message;
  }
  return placed;
}

/**
 * The Categories or Brands tab (the same screen for both): the list in the order the shop shows it,
 * each with its labels, icon and active switch, moved with Move up / Move down (keyboard focus stays
 * on the moved row, and the move is announced), deleted after a confirmation; "Save changes" PUTs the
 * whole list. The add form sits below.
 */
export function CatalogGroupsEditor({ kind, settings }: { kind: CatalogKind; settings: ShopSettings }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const language = useLanguage();
  const headingId = useId();
  const [saved, setSaved] = useState<CatalogGroup[]>(() => inShowOrder(settings[kind]));
  const [groups, setGroups] = useState<CatalogGroup[]>(saved);
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  const [toDelete, setToDelete] = useState<CatalogGroup | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<{ id: string; step: -1 | 1 } | null>(null);
  const text = (key: string, options?: Record<string, unknown>) => t(`admin.settingsPage.catalog.${kind}.${key}`, options ?? {});

  const save = useSettingsAction(kind === "categories" ? "categoriesUpdate" : "brandsUpdate", (list: CatalogGroup[]) => saveCatalogGroups(kind, list));
  const remove = useSettingsAction(kind === "categories" ? "categoryDelete" : "brandDelete", (id: string) => deleteCatalogGroup(kind, id));
  const dirty = !sameGroups(groups, saved);
  const busy = save.isPending || remove.isPending;

  // After a move, keyboard focus follows the moved row's button (the other one at either end).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const index = groups.findIndex((group) => group.id === target.id);
    const atEnd = target.step === -1 ? index === 0 : index === groups.length - 1;
    const step = atEnd ? -target.step : target.step;
    moveButtons.current.get(`${target.id}:${step}`)?.focus();
  }, [groups]);

  const change = (id: string, patch: Partial<CatalogGroup>) => {
    setGroups((current) => current.map((group) => (group.id === id ? { ...group, ...patch } : group)));
    setErrors(({ [id]: row, ...rest }) => (row ? { ...rest, [id]: Object.fromEntries(Object.entries(row).filter(([field]) => !(field in patch))) } : rest));
  };

  const move = (index: number, step: -1 | 1) => {
    const group = groups[index];
    if (!group) return;
    const next = moveGroup(groups, index, step);
    if (next[index] === group) return;
    pendingFocus.current = { id: group.id, step };
    setGroups(next);
    setAnnouncement(t("admin.settingsPage.catalog.moved", { label: catalogLabel(group, language), position: index + step + 1, count: groups.length }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !dirty) return;
    const missing = groupsWithoutLabel(kind, groups);
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((id) => [id, { label: t("admin.settingsPage.catalog.labelRequired") }])));
      toast({ title: t("admin.settingsPage.toasts.errorTitle"), description: t("admin.settingsPage.toasts.requiredLabels"), variant: "destructive" });
      return;
    }
    const list = groupsToSave(groups);
    const result = await save.run(list);
    if (result.ok) {
      const stored = inShowOrder(result.settings[kind]);
      setSaved(stored);
      setGroups(stored);
      setErrors({});
    } else {
      setErrors(rowErrorsFrom(result.fieldErrors, kind, list));
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const { id } = toDelete;
    const result = await remove.run(id);
    if (result.ok) {
      // Only the deleted one goes: other unsaved edits stay in the draft.
      setSaved(inShowOrder(result.settings[kind]));
      setGroups((current) => current.filter((group) => group.id !== id));
      setToDelete(null);
    }
  };

  const added = (stored: ShopSettings, id: string) => {
    const group = stored[kind].find((g) => g.id === id);
    setSaved(inShowOrder(stored[kind]));
    if (group) setGroups((current) => [...current.filter((g) => g.id !== id), group]);
  };

  return (
    <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
      <Paper
        component="form"
        variant="outlined"
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        sx={{ p: { xs: 2, sm: 3 }, bgcolor: "background.paper", minWidth: 0 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {text("listTitle")}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t("admin.settingsPage.catalog.listHint")}
        </Typography>
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {announcement}
        </Box>
        {groups.length === 0 ? (
          <Typography color="text.secondary">{text("empty")}</Typography>
        ) : (
          <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
            {groups.map((group, index) => {
              const Icon = catalogIconComponent(group.icon);
              const name = catalogLabel(group, language) || group.id;
              const rowErrors = errors[group.id] ?? {};
              return (
                <Paper
                  component="li"
                  key={group.id}
                  variant="outlined"
                  aria-label={name}
                  data-testid="catalog-row"
                  sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, bgcolor: group.isActive ? "background.paper" : "action.hover" }}
                >
                  <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, flexWrap: "wrap", mb: 1.5 }}>
                    <Box
                      aria-hidden
                      sx={{ width: 40, height: 40, borderRadius: 2, display: "grid", placeItems: "center", bgcolor: "action.hover", color: "secondary.dark", flexShrink: 0 }}
                    >
                      <Icon />
                    </Box>
                    <Box sx={{ flex: "1 1 120px", minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }} dir="auto">
                        <Box component="span" sx={{ color: "text.secondary", marginInlineEnd: 1 }}>
                          {index + 1}.
                        </Box>
                        {name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                        {t("admin.settingsPage.catalog.fields.id")}:{" "}
                        <Box component="code" dir="ltr" sx={{ unicodeBidi: "isolate" }}>
                          {group.id}
                        </Box>
                      </Typography>
                    </Box>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={group.isActive}
                          onChange={(event) => change(group.id, { isActive: event.target.checked })}
                          disabled={busy}
                        />
                      }
                      label={t("admin.settingsPage.catalog.fields.isActive")}
                      sx={{ marginInlineEnd: 0 }}
                    />
                    <Box sx={{ display: "flex", gap: 0.5 }}>
                      {([-1, 1] as const).map((step) => {
                        const label = t(step === -1 ? "admin.settingsPage.catalog.moveUp" : "admin.settingsPage.catalog.moveDown", { label: name });
                        const disabled = busy || (step === -1 ? index === 0 : index === groups.length - 1);
                        return (
                          <Tooltip key={step} title={label}>
                            <span>
                              <IconButton
                                ref={(node) => void moveButtons.current.set(`${group.id}:${step}`, node)}
                                aria-label={label}
                                onClick={() => move(index, step)}
                                disabled={disabled}
                                size="small"
                              >
                                {step === -1 ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
                              </IconButton>
                            </span>
                          </Tooltip>
                        );
                      })}
                      <Tooltip title={t("admin.settingsPage.catalog.delete", { label: name })}>
                        <span>
                          <IconButton
                            aria-label={t("admin.settingsPage.catalog.delete", { label: name })}
                            onClick={() => setToDelete(group)}
                            disabled={busy}
                            size="small"
                            color="error"
                          >
                            <DeleteOutlineIcon fontSize="small" />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </Box>
                  </Box>
                  <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" } }}>
                    <TextField
                      size="small"
                      label={t("admin.settingsPage.catalog.fields.label")}
                      value={group.label}
                      onChange={(event) => change(group.id, { label: event.target.value })}
                      disabled={busy}
                      required
                      error={Boolean(rowErrors.label)}
                      helperText={rowErrors.label}
                      slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_LIMITS.short, dir: "ltr", lang: "en" } }}
                    />
                    <TextField
                      size="small"
                      label={t("admin.settingsPage.catalog.fields.labelHe")}
                      value={group.labelHe ?? ""}
                      onChange={(event) => change(group.id, { labelHe: event.target.value })}
                      disabled={busy}
                      error={Boolean(rowErrors.labelHe)}
                      helperText={rowErrors.labelHe}
                      slotProps={{ htmlInput: { maxLength: SETTINGS_TEXT_LIMITS.short, dir: "rtl", lang: "he" } }}
                    />
                    <IconSelect
                      size="small"
                      label={t("admin.settingsPage.catalog.fields.icon")}
                      value={group.icon}
                      onChange={(icon) => change(group.id, { icon })}
                      disabled={busy}
                      error={Boolean(rowErrors.icon)}
                      helperText={rowErrors.icon}
                    />
                  </Box>
                </Paper>
              );
            })}
          </Box>
        )}
        <SaveButton label={text("save")} pending={save.isPending} disabled={!dirty || remove.isPending} />
      </Paper>

      <CatalogGroupAddForm kind={kind} onAdded={added} />

      <Dialog open={toDelete !== null} onClose={() => !remove.isPending && setToDelete(null)} aria-labelledby={`${headingId}-delete`} aria-describedby={`${headingId}-delete-text`}>
        <DialogTitle id={`${headingId}-delete`} component="h2" variant="h6">
          {text("deleteTitle")}
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${headingId}-delete-text`}>
            {text("deleteMessage", { label: toDelete ? catalogLabel(toDelete, language) : "" })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setToDelete(null)} disabled={remove.isPending} autoFocus>
            {t("admin.settingsPage.catalog.cancel")}
          </Button>
          <Button onClick={() => void confirmDelete()} color="error" variant="contained" loading={remove.isPending}>
            {t("admin.settingsPage.catalog.confirmDelete")}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
