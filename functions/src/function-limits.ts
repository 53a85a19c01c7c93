/**
 * The functions' time limits, named once: functions/src/index.ts deploys with them and the API tests
 * hold the slow work to them (a 2,000-product import within PRODUCT_IMPORT_TIMEOUT_SECONDS).
 */
/** Every shopper's and the admin's request: an answer in seconds or none. */
export const API_TIMEOUT_SECONDS = 30;
/** The products CSV's preview and apply (the `productImport` function): thousands of products, hundreds of images. */
export const PRODUCT_IMPORT_TIMEOUT_SECONDS = 540;
