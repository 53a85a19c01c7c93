export { PUBLIC_SETTINGS_DOC, forgetCachedSettings, getPublicSettings, settingsDocument } from "./settings.service";
