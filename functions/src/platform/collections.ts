/**
 * The Firestore collections the functions use, named once. firestore.rules and firestore.indexes.json
 * name the same collections; a rename touches those two files and this one.
 */
export const collections = {
  settings: "settings",
  products: "products",
  /** `productSlugs/{slug}` = `{ productId }`: each slug held once (modules/catalog/product-slug.ts). */
  productSlugs: "productSlugs",
  /** `searchTerms/{token}` = `{ products: { <product key>: "<tier><category>" } }`: the search index (modules/catalog/search-index.ts). */
  searchTerms: "searchTerms",
  reviews: "reviews",
  features: "features",
  carts: "carts",
  orders: "orders",
  users: "users",
  /** A subcollection of each user. */
  addresses: "addresses",
  sandboxPayments: "sandboxPayments",
  rateLimits: "rateLimits",
  contactMessages: "contactMessages",
  /**
   * `deliveryDays/{YYYY-MM-DD}`: a day of the atelier's calendar that has orders on it or the owner's
   * change (modules/delivery/capacity.ts): the places orders hold, a capacity of the owner's, closed.
   */
  deliveryDays: "deliveryDays",
  /** Read by the Trigger Email extension in production, and by modules/mail's local stand-in. */
  mail: "mail",
  /** The Trigger Email extension's "Templates collection": `mailTemplates/{name}` (modules/mail/template-types.ts). */
  mailTemplates: "mailTemplates",
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];
