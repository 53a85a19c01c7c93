export { imagesRouter } from "./images.routes";
export { imageStore, isShopImageUrl, shopImage } from "./images/image-store";
export { storedImageVariants } from "./images/stored-variants";
export { SEEDED_IMAGE_URLS, seedImageUrl } from "./images/seeded-images";

/** The upload reader loads busboy: the admin route loads it when an upload arrives, off the cold path. */
export const loadImageUpload = () => import("./images/image-upload");
/** sharp's resizing, for the seed's artwork: a native library, loaded only by those who resize. */
export const loadImageVariants = () => import("./images/image-variants");
/** An image fetched by its address (a products CSV's), through request-filtering-agent: loaded by the import only. */
export const loadImageFetch = () => import("./images/image-fetch");
export type { ImageFetchProblem } from "./images/image-fetch";
export { productCardFromDocument, productDocument, productFromDocument, type ProductDocument } from "./product-document";
export { FOOD_FIELDS, foodFlagsCleared } from "./product-food";
export { filledBox, soldUnit, stockUpdate, type BoxProblem, type FilledPiece, type SoldUnit } from "./product-stock";
export { searchEntries, searchIndexDocuments, writeSearchEntries, type SearchEntries } from "./search-index";
export { productsRouter } from "./products.routes";
/** The storefront's products for /sitemap.xml: `{ slug, updatedAt }` of each shown product. */
export { forgetListingTotals, getProductBySlug, listActiveProductSlugs, type ProductSlugEntry } from "./products.service";
export { claimProductSlug, lastResortSlug, slugCandidates, slugOf } from "./product-slug";
export { reviewRouter } from "./reviews.routes";
export { searchRouter } from "./search.routes";
