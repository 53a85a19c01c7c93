export { IMAGE_ROUTE_MESSAGES, imagesRouter } from "./images.routes";
export { IMAGE_UPLOAD_MESSAGES } from "./images/image-messages";
export { IMAGE_URL_MESSAGES, imageStore, isShopImageUrl } from "./images/image-store";
export { SEEDED_IMAGE_URLS, seedImageUrl } from "./images/seeded-images";

/** The upload reader loads busboy: the admin route loads it when an upload arrives, off the cold path. */
export const loadImageUpload = () => import("./images/image-upload");
export { productDocument, productFromDocument } from "./product-document";
export { productsRouter } from "./products.routes";
export { PRODUCT_MESSAGES } from "./products.service";
export { reviewRouter } from "./reviews.routes";
export { searchRouter } from "./search.routes";
