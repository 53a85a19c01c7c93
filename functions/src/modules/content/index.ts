export { commonRouter } from "./common.routes";
export { addFeatureImageSchema, contactSchema } from "./common.schemas";
