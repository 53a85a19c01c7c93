export { getPublicSettings, settingsDocument } from "./settings.service";
