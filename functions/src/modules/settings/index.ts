export { PUBLIC_SETTINGS_DOC, getPublicSettings, settingsDocument } from "./settings.service";
