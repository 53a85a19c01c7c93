import CheckIcon from "@mui/icons-material/Check";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "@/shared/i18n/languages";

/** The language switcher's menu (LanguageSwitcher loads it lazily: MUI's Menu is not first-paint). */
export default function LanguageMenu({
  id,
  anchor,
  current,
  onClose,
  onChoose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: string;
  onClose: () => void;
  onChoose: (language: string) => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <MenuItem key={language} lang={language} selected={language === current} onClick={() => onChoose(language)}>
          <ListItemIcon>{language === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
