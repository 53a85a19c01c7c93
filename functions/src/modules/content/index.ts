export { commonRouter } from "./common.routes";
