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
  /** `promotions/{id}`: codes and automatic promotions, their uses and revenue (modules/promotions). */
  promotions: "promotions",
  /**
   * `promotionRedemptions/{promotionId}_{uid}` = `{ promotionId, userId, orderId, at }`: a shopper's
   * paid order used the promotion (once per customer), written and removed in the order's transactions.
   */
  promotionRedemptions: "promotionRedemptions",
  /**
   * `promotionCodes/code-{CODE}` = `{ promotionId }`: each code held by one promotion, ended ones too,
   * created in the transaction that gives a promotion its code (modules/promotions/promotion-document.ts).
   */
  promotionCodes: "promotionCodes",
  /**
   * `giftCards/{id}`: a gift card (modules/gift-cards): the contract's `GiftCard` minus `_id`, plus
   * `codeHash` (sha256 of its normalised code, absent while scheduled) and `ledgerEntries`; each
   * change of its balance in its subcollection `ledger` (GIFT_CARD_LEDGER), written in the same
   * transaction as the balance.
   */
  giftCards: "giftCards",
  /**
   * `counters/{name}` = `{ last }`: the shop's sequences, each raised in the transaction that uses a
   * number: `orders` (CA-10001…), and the gap-free `receipts` (R-000001…) and `creditNotes` (CN-000001…)
   * of modules/receipts, issued in the transactions that pay an order or record a refund.
   */
  counters: "counters",
  /** Read by the Trigger Email extension in production, and by modules/mail's local stand-in. */
  mail: "mail",
  /**
   * `dailyStats/{YYYY-MM-DD}`: a day of sales on the shop's clock (modules/insights): `date`, integer
   * counters and each product's `pu_<id>` (units) and `pr_<id>` (revenue) (insights/day-document.ts),
   * changed only by increments in the transactions that pay, refund or reject an order, or rewritten
   * whole by the rebuild (admin/stats-rebuild.ts).
   */
  dailyStats: "dailyStats",
  /**
   * `importedImages/{sha256 of the source URL}` = `{ source, url, at }`: an image a products CSV named by
   * an address elsewhere, fetched and stored once (modules/admin/products-csv/import-images.ts).
   */
  importedImages: "importedImages",
  /** `customerStats/{uid}` = `{ paidOrders }`: how many paid orders of goods a customer has (new or returning). */
  customerStats: "customerStats",
  /** The Trigger Email extension's "Templates collection": `mailTemplates/{name}` (modules/mail/template-types.ts). */
  mailTemplates: "mailTemplates",
} as const;

/** The subcollection of each `giftCards/{id}` that holds its ledger, one entry per balance change. */
export const GIFT_CARD_LEDGER = "ledger";

export type CollectionName = (typeof collections)[keyof typeof collections];
