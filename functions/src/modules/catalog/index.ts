export { imagesRouter } from "./images.routes";
export { imageStore, isShopImageUrl } from "./images/image-store";
export { SEEDED_IMAGE_URLS, seedImageUrl } from "./images/seeded-images";

/** The upload reader loads busboy: the admin route loads it when an upload arrives, off the cold path. */
export const loadImageUpload = () => import("./images/image-upload");
export { productCardFromDocument, productDocument, productFromDocument } from "./product-document";
export { searchEntries, searchIndexDocuments, writeSearchEntries, type SearchEntries } from "./search-index";
export { productsRouter } from "./products.routes";
/** The storefront's products for /sitemap.xml: `{ slug, updatedAt }` of each shown product. */
export { getProductBySlug, listActiveProductSlugs, type ProductSlugEntry } from "./products.service";
export { claimProductSlug, slugOf } from "./product-slug";
export { reviewRouter } from "./reviews.routes";
export { searchRouter } from "./search.routes";
