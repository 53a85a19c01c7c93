/** The API's Hebrew message catalogue (i18next namespace `api`): a chunk loaded when the first error answer arrives. */
export { he as messages } from "@contracts";
