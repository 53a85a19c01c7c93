/** The API's English message catalogue (i18next namespace `api`): a chunk loaded when the first error answer arrives. */
export { en as messages } from "@contracts";
