import { en as api } from "@contracts";
import translation from "../locales/en.json";

/** English: the SPA's texts and the API's message catalogue, one chunk loaded only when English is shown. */
export const catalogue = { translation, api };
