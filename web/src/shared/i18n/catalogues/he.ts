import { he as api } from "@contracts";
import translation from "../locales/he.json";

/** Hebrew: the SPA's texts and the API's message catalogue, one chunk loaded only when Hebrew is shown. */
export const catalogue = { translation, api };
