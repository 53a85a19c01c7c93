/**
 * The seed catalogue of Cocoa Atelier: what a fresh local shop opens with.
 *
 * Pure data (no firebase-admin): `seed-shop.ts` writes it to Firestore and Auth, the unit tests
 * check its invariants. Money is in minor units (2450 = $24.50). Every product image is generated
 * by `scripts/generate-seed-images.mjs` into `web/public/images/products/<id>.svg`; the banners
 * into `web/public/images/banners/<id>.svg`; their URLs come from the manifest of seeded images
 * (`seedImageUrl`, modules/catalog/images/seeded-images.ts), which the image store reads too.
 *
 * A few products deliberately have no Hebrew text, so the shop's fallback to English shows.
 *
 * Every product and box piece carries its food declaration (issue 35: ingredients, allergens, kosher,
 * diets…), kept by id in ./food.ts and merged in by `product()`.
 */
import {
  DEFAULT_SHOP_SETTINGS,
  defaultDeliverySettings,
  type DeliverySettings,
  type TimeRange,
  type WeekHours,
  ORDER_NUMBERS,
  effectivePrice,
  formatOrderNumber,
  formatReceiptNumber,
  orderTotals,
  pendingOrderExpiry,
  trackingUrlFor,
  type AddressFields,
  type CatalogGroup,
  type Order,
  type OrderGift,
  type OrderShipment,
  type OrderStatus,
  type FeatureImage,
  type Product,
  type ProductBox,
  type ProductOption,
  type ProductPhoto,
  type ProductVariant,
  productLevelFields,
  type ShopSettings,
  type UserRole,
} from "@cocoa/contracts";
import { seedImageUrl, slugOf } from "../modules/catalog";
import { seedFoodOf } from "./food";

type GroupInput = Omit<CatalogGroup, "isActive" | "sortOrder">;

/** Active, in the order given. */
function groups(list: GroupInput[]): CatalogGroup[] {
  return list.map((group, sortOrder) => ({ ...group, isActive: true, sortOrder }));
}

export const seedCategories: CatalogGroup[] = groups([
  { id: "truffles", label: "Truffles", labelHe: "טראפלס", translationKey: "categories.truffles", icon: "Diamond" },
  { id: "bars", label: "Chocolate Bars", labelHe: "טבלאות שוקולד", translationKey: "categories.bars", icon: "ViewModule" },
  { id: "pralines", label: "Pralines & Bonbons", labelHe: "פרלינים ובונבונים", translationKey: "categories.pralines", icon: "Favorite" },
  {
    id: "chocolate-sculptures",
    label: "Chocolate Sculptures",
    labelHe: "פסלי שוקולד",
    translationKey: "categories.chocolateSculptures",
    icon: "Palette",
  },
  { id: "gift-boxes", label: "Gift Boxes", labelHe: "מארזי מתנה", translationKey: "categories.giftBoxes", icon: "CardGiftcard" },
  { id: "seasonal", label: "Seasonal", labelHe: "עונתי", translationKey: "categories.seasonal", icon: "Celebration" },
  {
    id: "drinking-chocolate",
    label: "Drinking Chocolate",
    labelHe: "שוקולד חם",
    translationKey: "categories.drinkingChocolate",
    icon: "EmojiFoodBeverage",
  },
]);

export const seedBrands: CatalogGroup[] = groups([
  { id: "cocoa-atelier", label: "Cocoa Atelier", labelHe: "קקאו אטלייה", translationKey: "brands.cocoaAtelier", icon: "AutoAwesome" },
  { id: "origin-series", label: "Origin Series", labelHe: "סדרת המקור", translationKey: "brands.originSeries", icon: "Public" },
  {
    id: "belgian-classics",
    label: "Belgian Classics",
    labelHe: "הקלאסיקה הבלגית",
    translationKey: "brands.belgianClassics",
    icon: "WorkspacePremium",
  },
  { id: "vegan-garden", label: "The Vegan Garden", labelHe: "הגן הטבעוני", translationKey: "brands.veganGarden", icon: "Spa" },
  { id: "tel-aviv-nights", label: "Tel Aviv Nights", labelHe: "לילות תל אביב", translationKey: "brands.telAvivNights", icon: "Nightlife" },
  {
    id: "little-chocolatiers",
    label: "Little Chocolatiers",
    labelHe: "השוקולטיירים הקטנים",
    translationKey: "brands.littleChocolatiers",
    icon: "Cookie",
  },
]);

export type SeedCategoryId =
  | "truffles"
  | "bars"
  | "pralines"
  | "chocolate-sculptures"
  | "gift-boxes"
  | "seasonal"
  | "drinking-chocolate";
export type SeedBrandId =
  | "cocoa-atelier"
  | "origin-series"
  | "belgian-classics"
  | "vegan-garden"
  | "tel-aviv-nights"
  | "little-chocolatiers";

interface SeedProductInput {
  id: string;
  category: SeedCategoryId;
  brand: SeedBrandId;
  title: string;
  description: string;
  titleHe?: string;
  descriptionHe?: string;
  price: number;
  salePrice?: number;
  totalStock: number;
  /** Shown in the home page's featured section (the owner's pick). */
  featured?: boolean;
  /** Working days to make it (absent: ready from the shelf). */
  leadDays?: number;
  /** Its photo, when not named by its id. */
  imageName?: string;
  options?: ProductOption[];
  variants?: ProductVariant[];
  box?: ProductBox;
  supplement?: number;
  /** More views of the piece after its main photo (GALLERY_VIEWS of scripts/generate-seed-images.mjs). */
  views?: boolean;
}

/** The alt texts of the main photo and the extra views, in both languages. */
const VIEW_ALTS = {
  detail: { en: "close-up", he: "תקריב" },
  side: { en: "seen from the other side", he: "מהצד השני" },
  plate: { en: "on its plate", he: "על הצלחת" },
} as const;

/** The gallery of a product with extra views: its main photo, a close-up, the other side, on its plate. */
function galleryOf(id: string, title: string, titleHe: string | undefined): ProductPhoto[] {
  const main: ProductPhoto = { image: seedImageUrl("products", id), alt: title, ...(titleHe ? { altHe: titleHe } : {}) };
  return [
    main,
    ...(Object.keys(VIEW_ALTS) as (keyof typeof VIEW_ALTS)[]).map((view) => ({
      image: seedImageUrl("products", `${id}-${view}`),
      alt: `${title}, ${VIEW_ALTS[view].en}`,
      ...(titleHe ? { altHe: `${titleHe}, ${VIEW_ALTS[view].he}` } : {}),
    })),
  ];
}

function product(input: SeedProductInput): Product {
  const { id, salePrice = 0, featured = false, titleHe, descriptionHe, imageName, views, variants, ...rest } = input;
  // What is in it (issue 35, ./food.ts): every seeded product is declared, a variant where it differs.
  const { food, variantFood } = seedFoodOf(id, (variants ?? []).map((variant) => variant.sku));
  const declaredVariants = variants?.map((variant) => {
    const own = variantFood(variant.sku);
    return own ? { ...variant, food: own } : variant;
  });
  return {
    _id: id,
    // Made from the English title as the admin's add makes it; the seed's titles are unique (catalog.test.ts).
    slug: slugOf(rest.title),
    image: seedImageUrl("products", imageName ?? id),
    ...rest,
    ...(titleHe === undefined ? {} : { titleHe }),
    ...(descriptionHe === undefined ? {} : { descriptionHe }),
    ...(views ? { gallery: galleryOf(id, rest.title, titleHe) } : {}),
    ...(declaredVariants ? { variants: declaredVariants } : {}),
    ...food,
    salePrice,
    // With variants, the product's own price and stock are the variants' (as every product write makes them).
    ...(declaredVariants ? productLevelFields({ ...rest, variants: declaredVariants, salePrice }) : {}),
    averageReview: 0,
    featured,
  };
}


/** The pieces a shopper fills the build-your-own box with: pralines sold one by one too (issue 34). */
const boxPiece = (name: string, title: string, titleHe: string, supplement: number, totalStock: number): Product =>
  product({
    id: `piece-${name}`,
    category: "pralines",
    brand: "cocoa-atelier",
    title: `${title} (single piece)`,
    titleHe: `${titleHe} (יחידה)`,
    description: `One ${title.toLowerCase()}, made in the atelier: on its own, or one of the pieces of a box you fill yourself.`,
    descriptionHe: `${titleHe} אחד, מעשה ידי האטלייה: לבד, או כאחד הפרלינים בקופסה שממלאים בעצמכם.`,
    price: 350 + supplement,
    totalStock,
    ...(supplement ? { supplement } : {}),
  });

export const seedBoxPieces: Product[] = [
  boxPiece("raspberry-heart", "Raspberry Heart", "לב פטל", 0, 60),
  boxPiece("salted-caramel", "Salted Caramel Square", "ריבוע קרמל מלוח", 0, 80),
  boxPiece("hazelnut-praline", "Hazelnut Praline", "פרלין אגוזי לוז", 0, 70),
  boxPiece("passion-fruit", "Passion Fruit Pyramid", "פירמידת פסיפלורה", 50, 40),
  boxPiece("pistachio", "Pistachio Square", "ריבוע פיסטוק", 100, 45),
  boxPiece("espresso", "Espresso Swirl", "מערבולת אספרסו", 0, 55),
  boxPiece("gold-leaf", "Gold Leaf Dome", "כיפת עלה זהב", 150, 20),
  boxPiece("vanilla", "Vanilla Snowball", "כדור שלג וניל", 0, 65),
  boxPiece("dark-ganache", "Dark Ganache Truffle", "טראפל גנאש מריר", 0, 90),
  boxPiece("milk-honey", "Milk & Honey Truffle", "טראפל חלב ודבש", 0, 50),
  boxPiece("halva", "Tahini Halva Pyramid", "פירמידת חלבה וטחינה", 50, 35),
  boxPiece("rose", "Rose Petal Heart", "לב עלי ורדים", 0, 3),
];

export const seedProducts: Product[] = [
  // Truffles
  product({
    id: "hand-painted-truffles-12",
    category: "truffles",
    brand: "cocoa-atelier",
    title: "Hand-Painted Truffle Collection (12 pcs)",
    views: true,
    titleHe: "קולקציית טראפלס מצוירים ביד (12 יח׳)",
    description:
      "Twelve silky ganache truffles, each painted by hand with coloured cocoa butter. Inside: Madagascar vanilla, raspberry, salted caramel, hazelnut praline, passion fruit and espresso.",
    descriptionHe:
      "שנים־עשר טראפלס גנאש משיי, כל אחד מעוטר ביד בחמאת קקאו צבעונית. בפנים: וניל ממדגסקר, פטל, קרמל מלוח, פרלינה לוז, פסיפלורה ואספרסו.",
    price: 4200,
    totalStock: 34,
    featured: true,
  }),
  // Sold by size (issue 34): one product, three boxes, each its own SKU, price, stock and photo.
  product({
    id: "signature-truffles",
    category: "truffles",
    brand: "cocoa-atelier",
    title: "Signature Truffle Box",
    titleHe: "קופסת הטראפלס של האטלייה",
    description:
      "Our house truffles, dark, milk, white and ruby, dusted or drizzled by hand. Choose the box: 9 for a visit, 16 for the table, 25 for a celebration.",
    descriptionHe: "הטראפלס של הבית, מריר, חלב, לבן ורובי, מאובקים או מעוטרים ביד. בחרו קופסה: 9 לביקור, 16 לשולחן, 25 לחגיגה.",
    imageName: "signature-truffles-9",
    price: 2600,
    totalStock: 40,
    leadDays: 1,
    options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }, { label: "Box of 25", labelHe: "קופסה של 25" }] }],
    variants: [
      { sku: "TRF-9", optionValues: ["Box of 9"], price: 2600, salePrice: 0, totalStock: 24, weight: 120, image: seedImageUrl("products", "signature-truffles-9") },
      { sku: "TRF-16", optionValues: ["Box of 16"], price: 4400, salePrice: 0, totalStock: 12, weight: 210, image: seedImageUrl("products", "signature-truffles-16") },
      { sku: "TRF-25", optionValues: ["Box of 25"], price: 6500, salePrice: 5900, totalStock: 4, weight: 330, image: seedImageUrl("products", "signature-truffles-25") },
    ],
  }),
  // The box the shopper fills piece by piece (issue 34): 9 or 16 places, any of the twelve pieces.
  product({
    id: "build-your-own-box",
    category: "gift-boxes",
    brand: "cocoa-atelier",
    title: "Build Your Own Box",
    titleHe: "קופסה שממלאים בעצמכם",
    description: "Choose every piece yourself: fill a box of 9 or 16 with the pralines you love, and we pack it by hand that morning.",
    descriptionHe: "בחרו כל פרלין בעצמכם: מלאו קופסה של 9 או 16 בפרלינים שאתם אוהבים, ואנחנו נארוז אותה ביד באותו בוקר.",
    price: 3200,
    totalStock: 50,
    featured: true,
    leadDays: 1,
    box: { pieceIds: seedBoxPieces.map((piece) => piece._id) },
    options: [{ name: "Size", nameHe: "גודל", values: [{ label: "Box of 9", labelHe: "קופסה של 9" }, { label: "Box of 16", labelHe: "קופסה של 16" }] }],
    variants: [
      { sku: "BYO-9", optionValues: ["Box of 9"], price: 3200, salePrice: 0, totalStock: 30, slots: 9 },
      { sku: "BYO-16", optionValues: ["Box of 16"], price: 5200, salePrice: 0, totalStock: 20, slots: 16 },
    ],
  }),
  product({
    id: "champagne-truffles",
    category: "truffles",
    brand: "belgian-classics",
    title: "Champagne Truffles (9 pcs)",
    titleHe: "טראפלס שמפניה (9 יח׳)",
    description:
      "White chocolate ganache folded with real Champagne and rolled in powdered sugar. Light, delicate and made for a toast.",
    descriptionHe: "גנאש שוקולד לבן עם שמפניה אמיתית, מגולגל באבקת סוכר. קליל, עדין ומוכן להרמת כוסית.",
    price: 2800,
    salePrice: 2400,
    totalStock: 22,
  }),
  product({
    id: "salted-caramel-truffles",
    category: "truffles",
    brand: "cocoa-atelier",
    title: "Salted Caramel Truffles (9 pcs)",
    titleHe: "טראפלס קרמל מלוח (9 יח׳)",
    description:
      "Slow-cooked caramel in a milk chocolate shell, finished with flakes of sea salt. Sweet, salty and gone far too quickly.",
    descriptionHe: "קרמל שבושל לאט בתוך מעטפת שוקולד חלב, עם פתיתי מלח ים מלמעלה. מתוק, מלוח ונגמר מהר מדי.",
    price: 2450,
    totalStock: 6,
  }),
  product({
    id: "ruby-raspberry-truffles",
    category: "truffles",
    brand: "origin-series",
    title: "Ruby Raspberry Truffles (9 pcs)",
    titleHe: "טראפלס שוקולד רובי ופטל (9 יח׳)",
    description:
      "Naturally pink ruby chocolate meets a tart raspberry ganache, topped with freeze-dried berry pieces. Fruity, bright and a little cheeky.",
    descriptionHe:
      "שוקולד רובי, ורוד מטבעו, פוגש גנאש פטל חמצמץ ומעליו פירורי פטל מיובש בהקפאה. פירותי, רענן ומעט שובב.",
    price: 2600,
    totalStock: 40,
    featured: true,
  }),
  product({
    id: "cardamom-coffee-truffles",
    category: "truffles",
    brand: "tel-aviv-nights",
    title: "Cardamom Coffee Truffles (9 pcs)",
    titleHe: "טראפלס קפה והל (9 יח׳)",
    description:
      "Dark ganache infused with freshly ground coffee and green cardamom, dusted with cocoa. A nod to the Tel Aviv café on every corner.",
    descriptionHe: "גנאש מריר עם קפה טחון טרי והל ירוק, מאובק בקקאו. מחווה לבית הקפה התל־אביבי שבכל פינה.",
    price: 2300,
    totalStock: 28,
  }),

  // Bars
  // Sold by cocoa level (issue 34); the white one is sold out, so its button shows disabled.
  product({
    id: "atelier-house-bar",
    category: "bars",
    brand: "cocoa-atelier",
    title: "Atelier House Bar",
    titleHe: "טבלת הבית של האטלייה",
    description: "The bar we make every morning, in three cocoa levels: 70% dark, 40% milk and 30% white with vanilla. 100 g each.",
    descriptionHe: "הטבלה שאנחנו מכינים כל בוקר, בשלוש רמות קקאו: 70% מריר, 40% חלב ו־30% לבן עם וניל. 100 גרם כל אחת.",
    imageName: "atelier-bar-dark",
    price: 1300,
    totalStock: 48,
    options: [{ name: "Cocoa", nameHe: "קקאו", values: [{ label: "Dark 70%", labelHe: "מריר 70%" }, { label: "Milk 40%", labelHe: "חלב 40%" }, { label: "White 30%", labelHe: "לבן 30%" }] }],
    variants: [
      { sku: "BAR-DARK-70", optionValues: ["Dark 70%"], price: 1400, salePrice: 0, totalStock: 30, weight: 100, image: seedImageUrl("products", "atelier-bar-dark") },
      { sku: "BAR-MILK-40", optionValues: ["Milk 40%"], price: 1300, salePrice: 0, totalStock: 18, weight: 100, image: seedImageUrl("products", "atelier-bar-milk") },
      { sku: "BAR-WHITE-30", optionValues: ["White 30%"], price: 1300, salePrice: 0, totalStock: 0, weight: 100, image: seedImageUrl("products", "atelier-bar-white") },
    ],
  }),
  product({
    id: "madagascar-72-bar",
    category: "bars",
    brand: "origin-series",
    title: "Madagascar 72% Dark Bar",
    titleHe: "טבלת שוקולד מריר 72% ממדגסקר",
    description:
      "Single-origin cacao from the Sambirano Valley, with natural notes of red berries and citrus. Snap off a square and let it melt slowly.",
    descriptionHe: "קקאו חד־זני מעמק סמבירנו, עם ניחוחות טבעיים של פירות יער אדומים והדרים. שברו קובייה ותנו לה להימס לאט.",
    price: 1200,
    totalStock: 65,
  }),
  product({
    id: "ecuador-milk-bar",
    category: "bars",
    brand: "origin-series",
    title: "Ecuador 45% Milk Bar",
    titleHe: "טבלת שוקולד חלב 45% מאקוודור",
    description:
      "Creamy milk chocolate made with Arriba Nacional cacao, famous for its floral aroma. Notes of caramel, honey and a hint of jasmine.",
    descriptionHe: "שוקולד חלב קרמי מקקאו ארריבה נסיונל, הידוע בניחוח הפרחוני שלו. ניחוחות של קרמל, דבש ונגיעה של יסמין.",
    price: 1100,
    salePrice: 890,
    totalStock: 52,
  }),
  product({
    id: "pistachio-rose-bar",
    category: "bars",
    brand: "tel-aviv-nights",
    title: "Pistachio & Rose Bar",
    titleHe: "טבלת פיסטוק ועלי ורדים",
    description:
      "Dark chocolate scattered with roasted pistachios and dried rose petals, with a whisper of rose water. A stroll through the market in a single bar.",
    descriptionHe: "שוקולד מריר עם פיסטוקים קלויים ועלי ורדים מיובשים, ונגיעה עדינה של מי ורדים. טיול בשוק בטבלה אחת.",
    price: 1450,
    totalStock: 3,
  }),
  product({
    id: "tahini-halva-bar",
    category: "bars",
    brand: "tel-aviv-nights",
    title: "Tahini Halva Bar",
    titleHe: "טבלת טחינה וחלבה",
    description:
      "Milk chocolate swirled with raw tahini and studded with crumbly halva and toasted sesame. Nutty, silky and proudly local.",
    descriptionHe: "שוקולד חלב עם טחינה גולמית, פירורי חלבה ושומשום קלוי. אגוזי, קטיפתי ומקומי לגמרי.",
    price: 1300,
    totalStock: 44,
  }),
  product({
    id: "oat-milk-hazelnut-bar",
    category: "bars",
    brand: "vegan-garden",
    title: "Oat Milk Hazelnut Bar",
    titleHe: "טבלת לוז וחלב שיבולת שועל",
    description:
      "All the creaminess of milk chocolate, made with oat milk and Piedmont hazelnut paste. Entirely plant-based, entirely indulgent.",
    descriptionHe: "כל הקרמיות של שוקולד חלב, עם חלב שיבולת שועל וממרח אגוזי לוז מפיימונטה. צמחי לגמרי, מפנק לגמרי.",
    price: 1250,
    totalStock: 38,
  }),
  product({
    id: "rainbow-sprinkle-bar",
    category: "bars",
    brand: "little-chocolatiers",
    title: "Rainbow Sprinkle Bar",
    titleHe: "טבלת סוכריות בצבעי הקשת",
    description: "Creamy white chocolate covered in a party of rainbow sprinkles. Small hands, big smiles.",
    descriptionHe: "שוקולד לבן וקרמי שמכוסה במסיבה של סוכריות צבעוניות. ידיים קטנות, חיוכים גדולים.",
    price: 650,
    totalStock: 80,
  }),

  // Pralines and bonbons
  product({
    id: "classic-belgian-pralines-16",
    category: "pralines",
    brand: "belgian-classics",
    title: "Classic Belgian Pralines (16 pcs)",
    titleHe: "פרלינים בלגיים קלאסיים (16 יח׳)",
    description:
      "Sixteen house pralines in the Brussels tradition: gianduja, marzipan, coffee cream, caramel and more. The box that turns any visit into an occasion.",
    descriptionHe: "שישה־עשר פרלינים ברוח המסורת של בריסל: ג׳יאנדויה, מרציפן, קרם קפה, קרמל ועוד. המארז שהופך כל ביקור לאירוע.",
    price: 3800,
    totalStock: 30,
  }),
  product({
    id: "hazelnut-gianduja-shells",
    category: "pralines",
    brand: "belgian-classics",
    title: "Hazelnut Gianduja Seashells (12 pcs)",
    titleHe: "צדפי ג׳יאנדויה ואגוזי לוז (12 יח׳)",
    description:
      "Marbled chocolate seashells filled with smooth gianduja, the Piedmont classic of roasted hazelnuts and milk chocolate. A true Belgian favourite.",
    descriptionHe: "צדפים משוקולד משויש במילוי ג׳יאנדויה חלקה, השילוב הקלאסי מפיימונטה של אגוזי לוז קלויים ושוקולד חלב. קלאסיקה בלגית אמיתית.",
    price: 3200,
    salePrice: 2700,
    totalStock: 25,
  }),
  product({
    id: "passion-fruit-bonbons",
    category: "pralines",
    brand: "cocoa-atelier",
    title: "Passion Fruit Bonbons (9 pcs)",
    titleHe: "בונבוני פסיפלורה (9 יח׳)",
    description:
      "Glossy airbrushed domes filled with passion fruit caramel and a tangy fruit ganache. Sunshine in a chocolate shell.",
    descriptionHe: "כיפות שוקולד מבריקות בריסוס צבעוני, במילוי קרמל פסיפלורה וגנאש פירות חמצמץ. שמש בתוך מעטפת שוקולד.",
    price: 3400,
    totalStock: 8,
  }),
  product({
    id: "vegan-praline-selection",
    category: "pralines",
    brand: "vegan-garden",
    title: "Vegan Praline Selection (9 pcs)",
    titleHe: "מבחר פרלינים טבעוניים (9 יח׳)",
    description:
      "Nine plant-based pralines filled with almond praline, coconut caramel, pistachio and raspberry. No dairy, no compromise.",
    descriptionHe: "תשעה פרלינים צמחיים במילויים של פרלינה שקדים, קרמל קוקוס, פיסטוק ופטל. בלי חלב, בלי פשרות.",
    price: 3600,
    totalStock: 19,
  }),
  product({
    id: "date-silan-pralines",
    category: "pralines",
    brand: "tel-aviv-nights",
    title: "Date & Silan Pralines (6 pcs)",
    titleHe: "פרלינים במילוי תמרים וסילאן (6 יח׳)",
    description:
      "Medjool date caramel sweetened with silan, wrapped in dark and milk chocolate. Rich, deep and full of Middle Eastern warmth.",
    descriptionHe: "קרמל של תמרי מג׳הול וסילאן, עטוף בשוקולד מריר ובשוקולד חלב. עשיר, עמוק ומלא חום מזרח־תיכוני.",
    price: 2900,
    totalStock: 33,
  }),

  // Chocolate sculptures
  product({
    id: "chocolate-rose-bouquet",
    category: "chocolate-sculptures",
    brand: "cocoa-atelier",
    title: "Chocolate Rose Bouquet",
    views: true,
    titleHe: "זר ורדים משוקולד",
    description:
      "Three roses sculpted petal by petal in dark, milk and white chocolate, tied with a silk ribbon. Flowers that never wilt, they only disappear.",
    descriptionHe: "שלושה ורדים שפוסלו עלה אחר עלה בשוקולד מריר, חלב ולבן, קשורים בסרט משי. פרחים שלעולם לא נובלים, רק נעלמים.",
    price: 8500,
    totalStock: 12,
    featured: true,
  }),
  product({
    id: "dark-chocolate-swan",
    category: "chocolate-sculptures",
    brand: "cocoa-atelier",
    title: "Dark Chocolate Swan",
    views: true,
    titleHe: "ברבור שוקולד מריר",
    description:
      "A centrepiece swan sculpted from 70% dark chocolate, with milk chocolate feathers and touches of edible gold leaf. Made to order for weddings and grand occasions.",
    descriptionHe:
      "ברבור משוקולד מריר 70% שנועד לעמוד במרכז השולחן, עם נוצות משוקולד חלב ונגיעות של עלי זהב אכילים. מיוצר בהזמנה לחתונות ולאירועים חגיגיים.",
    price: 12500,
    totalStock: 4,
    featured: true,
    // Sculpted to order: three working days before it can leave the atelier.
    leadDays: 3,
  }),
  product({
    id: "grand-cacao-pod-sculpture",
    category: "chocolate-sculptures",
    brand: "origin-series",
    title: "Grand Cacao Pod Sculpture",
    titleHe: "פסל תרמיל קקאו גדול",
    description:
      "A life-size cacao pod cast in single-origin dark chocolate, finished by hand with gold leaf and set on a chocolate pedestal. A showpiece for true cacao lovers.",
    descriptionHe: "תרמיל קקאו בגודל טבעי, יצוק משוקולד מריר חד־זני, מעוטר ביד בעלי זהב ומוצב על כן משוקולד. יצירת ראווה לאוהבי קקאו אמיתיים.",
    price: 18000,
    totalStock: 0,
  }),
  product({
    id: "chocolate-teddy-bear",
    category: "chocolate-sculptures",
    brand: "little-chocolatiers",
    title: "Chocolate Teddy Bear",
    titleHe: "דובי שוקולד",
    description:
      "A cuddly milk chocolate bear with a white chocolate tummy and a ruby bow tie. Big enough to share, cute enough to keep (for a day).",
    descriptionHe: "דובון משוקולד חלב עם בטן משוקולד לבן ופפיון משוקולד רובי. גדול מספיק כדי לחלוק, חמוד מספיק כדי לשמור (ליום אחד).",
    price: 4800,
    salePrice: 3900,
    totalStock: 15,
  }),

  // Gift boxes
  product({
    id: "atelier-grand-gift-box",
    category: "gift-boxes",
    brand: "cocoa-atelier",
    title: "Atelier Grand Gift Box",
    views: true,
    titleHe: "מארז המתנה הגדול של האטלייה",
    description:
      "Our most generous box: 24 truffles, 12 pralines and two single-origin bars, wrapped in navy and gold. For the people who deserve everything.",
    descriptionHe: "המארז הנדיב ביותר שלנו: 24 טראפלס, 12 פרלינים ושתי טבלאות חד־זניות, עטופים בכחול ובזהב. לאנשים שמגיע להם הכול.",
    price: 9800,
    totalStock: 18,
    featured: true,
  }),
  product({
    id: "thank-you-gift-box",
    category: "gift-boxes",
    brand: "belgian-classics",
    title: "Thank You Gift Box",
    titleHe: "מארז תודה",
    description:
      "A blush-pink box of eight pralines and eight truffles, tied with a chocolate-brown ribbon. Says thank you better than any card.",
    descriptionHe: "קופסה בוורוד עדין ובה שמונה פרלינים ושמונה טראפלס, קשורה בסרט בצבע שוקולד. אומרת תודה טוב יותר מכל כרטיס ברכה.",
    price: 4500,
    salePrice: 3800,
    totalStock: 27,
  }),
  product({
    id: "vegan-discovery-box",
    category: "gift-boxes",
    brand: "vegan-garden",
    title: "Vegan Discovery Box",
    titleHe: "מארז היכרות טבעוני",
    description:
      "A tour of our plant-based range: truffles, pralines and a bar, all dairy-free and packed in recycled kraft paper. Kind to everyone, the planet included.",
    descriptionHe: "סיור בקולקציה הצמחית שלנו: טראפלס, פרלינים וטבלה, כולם ללא חלב וארוזים בנייר קראפט ממוחזר. טוב לכולם, כולל לכדור הארץ.",
    price: 5200,
    totalStock: 21,
  }),
  product({
    id: "tel-aviv-sunset-box",
    category: "gift-boxes",
    brand: "tel-aviv-nights",
    title: "Tel Aviv Sunset Box",
    titleHe: "מארז שקיעה תל־אביבית",
    description:
      "The flavours of the city in one box: tahini and halva, date and silan, pistachio and rose, cardamom coffee. Best opened on a balcony at golden hour.",
    descriptionHe: "טעמי העיר בקופסה אחת: טחינה וחלבה, תמרים וסילאן, פיסטוק ומי ורדים, קפה והל. הכי טוב לפתוח במרפסת, בשעת השקיעה.",
    price: 6400,
    totalStock: 16,
  }),

  // Seasonal
  product({
    id: "ruby-valentine-heart",
    category: "seasonal",
    brand: "cocoa-atelier",
    title: "Ruby Valentine's Heart",
    titleHe: "לב ולנטיין משוקולד רובי",
    description:
      "A glossy ruby chocolate heart, drizzled with white chocolate, flecked with gold and filled with raspberry pralines. Say it with cacao.",
    descriptionHe: "לב מבריק משוקולד רובי, עם זילוף שוקולד לבן ופתיתי זהב, ובתוכו פרלינים במילוי פטל. תגידו את זה בשוקולד.",
    price: 3600,
    salePrice: 2900,
    totalStock: 24,
  }),
  product({
    id: "painted-easter-egg",
    category: "seasonal",
    brand: "belgian-classics",
    title: "Hand-Painted Easter Egg",
    titleHe: "ביצת פסחא מצוירת ביד",
    description:
      "A large dark chocolate egg painted by hand in gold, ruby and sky blue, nested in chocolate curls and filled with mini pralines.",
    descriptionHe: "ביצת שוקולד מריר גדולה שצוירה ביד בגוונים של זהב, רובי ותכלת, מונחת בקן של תלתלי שוקולד ומלאה בפרלינים קטנים.",
    price: 5600,
    totalStock: 11,
  }),
  product({
    id: "winter-spice-stars",
    category: "seasonal",
    brand: "cocoa-atelier",
    title: "Winter Spice Stars (10 pcs)",
    titleHe: "כוכבי חורף מתובלים (10 יח׳)",
    description:
      "Chocolate stars spiced with cinnamon, star anise and clove, with a light snowfall of sugar. Perfect beside a hot drink on a cold evening.",
    descriptionHe: "כוכבי שוקולד מתובלים בקינמון, בכוכב אניס ובציפורן, עם פתיתי סוכר כמו שלג. מושלמים לצד משקה חם בערב קר.",
    price: 2200,
    totalStock: 48,
  }),

  // Drinking chocolate
  product({
    id: "spiced-drinking-chocolate",
    category: "drinking-chocolate",
    brand: "origin-series",
    title: "Spiced Drinking Chocolate",
    titleHe: "שוקולד חם מתובל",
    description:
      "Shaved 70% single-origin chocolate with cinnamon and star anise, ready to whisk into hot milk. Thick, velvety and deeply warming.",
    descriptionHe: "שבבי שוקולד חד־זני 70% עם קינמון וכוכב אניס, מוכנים להקצפה בחלב חם. סמיך, קטיפתי ומחמם את הלב.",
    price: 1800,
    totalStock: 42,
  }),
  product({
    id: "hot-chocolate-bombs",
    category: "drinking-chocolate",
    brand: "little-chocolatiers",
    title: "Hot Chocolate Bombs (3 pcs)",
    titleHe: "פצצות שוקו חם (3 יח׳)",
    description:
      "Drop a chocolate sphere into a mug of hot milk and watch it burst open with cocoa and mini marshmallows. Pure magic for rainy days.",
    descriptionHe: "מפילים כדור שוקולד לספל חלב חם ורואים אותו נפתח ומשחרר קקאו ומרשמלו קטנים. קסם אמיתי לימים גשומים.",
    price: 1600,
    totalStock: 36,
  }),
  ...seedBoxPieces,
];

/** The home-page banners, each with its texts in both languages and a link into the shop. */
export const seedFeatureImages: FeatureImage[] = [
  {
    _id: "atelier-truffles",
    image: seedImageUrl("banners", "atelier-truffles"),
    headline: "Hand-painted truffles",
    headlineHe: "טראפלס מצוירים ביד",
    text: "Ganache rolled and painted by hand in our atelier, a few trays a day.",
    textHe: "גנאש שמגולגל ומצויר ביד באטלייה שלנו, כמה מגשים ביום.",
    alt: "Glossy truffles in dark, milk and white chocolate",
    altHe: "טראפלס מבריקים בשוקולד מריר, חלב ולבן",
    link: "/shop/listing?category=truffles",
    order: 0,
    active: true,
  },
  {
    _id: "ruby-season",
    image: seedImageUrl("banners", "ruby-season"),
    headline: "Ruby season",
    headlineHe: "עונת הרובי",
    text: "A heart of ruby chocolate with raspberry: this season's favourites.",
    textHe: "לב משוקולד רובי עם פטל: האהובים של העונה.",
    alt: "A heart of ruby chocolate beside raspberries",
    altHe: "לב משוקולד רובי לצד פטל",
    link: "/shop/listing?category=seasonal",
    order: 1,
    active: true,
  },
  {
    _id: "gift-collection",
    image: seedImageUrl("banners", "gift-collection"),
    headline: "Gifts wrapped by hand",
    headlineHe: "מתנות עטופות ביד",
    text: "Boxes of truffles and pralines, ribboned and ready to give.",
    textHe: "מארזי טראפלס ופרלינים, קשורים בסרט ומוכנים למסירה.",
    alt: "A ribboned gift box of chocolates",
    altHe: "מארז שוקולדים קשור בסרט",
    link: "/shop/listing?category=gift-boxes",
    order: 2,
    active: true,
  },
];

/** The public settings a fresh shop starts with: the defaults plus the atelier's catalogue groups. */
export function seedSettings(): ShopSettings {
  return {
    ...structuredClone(DEFAULT_SHOP_SETTINGS),
    categories: structuredClone(seedCategories),
    brands: structuredClone(seedBrands),
  };
}

const WEEK = (ranges: TimeRange[], friday: TimeRange[]): WeekHours => [ranges, ranges, ranges, ranges, ranges, friday, []];

/**
 * The atelier's calendar in a fresh shop: pickup at the atelier, a courier around Tel Aviv and
 * Jerusalem, and the carrier at the spec's shipping cost; closed on Shabbat, Friday from 13:00.
 */
export function seedDeliverySettings(settings: ShopSettings = seedSettings()): DeliverySettings {
  const defaults = defaultDeliverySettings(settings.shippingSettings);
  return {
    ...defaults,
    pickup: {
      ...defaults.pickup,
      enabled: true,
      address: "7 Nahalat Binyamin St, Tel Aviv",
      addressHe: "נחלת בנימין 7, תל אביב",
      hours: WEEK([{ from: "09:00", to: "18:00" }], [{ from: "09:00", to: "13:00" }]),
      slotMinutes: 60,
      capacityPerDay: 40,
      capacityPerSlot: 6,
    },
    courier: {
      enabled: true,
      capacityPerDay: 30,
      capacityPerSlot: 12,
      zones: [
        {
          id: "tel-aviv",
          name: "Tel Aviv and around",
          nameHe: "תל אביב והסביבה",
          cities: [
            { en: "Tel Aviv", he: "תל אביב" },
            { en: "Tel Aviv-Yafo", he: "תל אביב-יפו" },
            { en: "Jaffa", he: "יפו" },
            { en: "Ramat Gan", he: "רמת גן" },
            { en: "Givatayim", he: "גבעתיים" },
            { en: "Herzliya", he: "הרצליה" },
            { en: "Holon", he: "חולון" },
            { en: "Bat Yam", he: "בת ים" },
          ],
          fee: 2500,
          minimumOrder: 5000,
          freeThreshold: 30000,
          windows: WEEK([{ from: "10:00", to: "14:00" }, { from: "14:00", to: "18:00" }], [{ from: "09:00", to: "13:00" }]),
        },
        {
          id: "jerusalem",
          name: "Jerusalem",
          nameHe: "ירושלים",
          cities: [
            { en: "Jerusalem", he: "ירושלים" },
            { en: "Mevaseret Zion", he: "מבשרת ציון" },
          ],
          fee: 3500,
          minimumOrder: 8000,
          freeThreshold: 40000,
          windows: WEEK([{ from: "12:00", to: "17:00" }], []),
        },
      ],
    },
    shipping: { ...defaults.shipping, capacityPerDay: 60 },
  };
}

export interface SeedAccount {
  email: string;
  password: string;
  userName: string;
  role: UserRole;
}

/** Local-only demo accounts (the Auth emulator); never created in a real project. */
export const seedAccounts: readonly SeedAccount[] = [
  { email: "admin@chocolate.test", password: "ChocAdmin!2026", userName: "Atelier Admin", role: "admin" },
  { email: "shopper@chocolate.test", password: "ChocShopper!2026", userName: "Maya Shopper", role: "user" },
];

/** The demo shopper's saved address. */
export const seedShopperAddress: AddressFields & { _id: string } = {
  _id: "seed-address-maya-home",
  address: "18 Mercer Street, Apt 4B",
  city: "New York",
  pincode: "10013",
  phone: "+1 (212) 555-0199",
  notes: "Leave with the doorman if I'm out",
};

/** A past order of the demo shopper: its lines, when it was placed and how far it got. */
interface PastOrder {
  _id: string;
  lines: { productId: string; quantity: number }[];
  orderDate: string;
  history: [OrderStatus, string][];
  /** How it travelled, once it shipped: a seeded carrier and tracking number. */
  shipment?: { carrierId: string; trackingNumber: string };
  /** Sent as a gift: to the recipient's own address, wrapped, with a card. */
  gift?: Omit<OrderGift, "wrapName">;
}

const pastOrders: PastOrder[] = [
  {
    _id: "seed-order-2026-10-03",
    lines: [
      { productId: "ruby-raspberry-truffles", quantity: 2 },
      { productId: "cardamom-coffee-truffles", quantity: 1 },
    ],
    orderDate: "2026-10-03T09:14:00.000Z",
    history: [
      ["pending", "2026-10-03T09:14:00.000Z"],
      ["confirmed", "2026-10-03T09:16:00.000Z"],
      ["inProcess", "2026-10-04T08:00:00.000Z"],
      ["inShipping", "2026-10-05T13:30:00.000Z"],
      ["delivered", "2026-10-07T16:45:00.000Z"],
    ],
    shipment: { carrierId: "ups", trackingNumber: "1Z999AA10123456784" },
  },
  {
    _id: "seed-order-2026-11-12",
    lines: [{ productId: "hot-chocolate-bombs", quantity: 3 }],
    orderDate: "2026-11-12T18:02:00.000Z",
    history: [
      ["pending", "2026-11-12T18:02:00.000Z"],
      ["confirmed", "2026-11-12T18:03:00.000Z"],
    ],
  },
  {
    _id: "seed-order-2026-11-26",
    lines: [
      { productId: "ruby-raspberry-truffles", quantity: 1 },
      { productId: "cardamom-coffee-truffles", quantity: 1 },
    ],
    orderDate: "2026-11-26T10:20:00.000Z",
    history: [
      ["pending", "2026-11-26T10:20:00.000Z"],
      ["confirmed", "2026-11-26T10:22:00.000Z"],
    ],
    // A Hebrew card in an English shopper's order: the card, the slip and the emails show it right to left.
    gift: {
      recipientName: "Noa Friedman",
      recipientPhone: "+972 52 555 0142",
      destination: "oneOff",
      address: { address: "5 Rothschild Blvd", city: "Tel Aviv", pincode: "6688101", phone: "+972 52 555 0142", notes: "Ring Friedman, second floor" },
      message: "נועה יקרה, מזל טוב ליום ההולדת! שיהיה לך יום מתוק 🍫",
      from: "Maya",
      wrap: true,
      hidePrices: true,
      recipientEmail: "noa.friedman@example.com",
      recipientLanguage: "he",
    },
  },
];

/** The seeded account's name of `role` (the history says who moved the seed orders). */
const accountName = (role: UserRole) => seedAccounts.find((account) => account.role === role)?.userName ?? "";

/** A shipped seed order's shipment, with the carrier of the settings as it is now. */
function shipmentOf(past: PastOrder, settings: ShopSettings): { shipment?: OrderShipment } {
  const carrier = past.shipment && settings.carriers.find((candidate) => candidate.id === past.shipment?.carrierId);
  const shippedAt = past.history.find(([status]) => status === "inShipping")?.[1];
  if (!past.shipment || !carrier || !shippedAt) return {};
  const { trackingNumber } = past.shipment;
  return {
    shipment: { carrierId: carrier.id, carrier: carrier.name, ...(carrier.nameHe ? { carrierHe: carrier.nameHe } : {}), trackingNumber, trackingUrl: trackingUrlFor(carrier.trackingUrl, trackingNumber), shippedAt },
  };
}

/**
 * The demo shopper's past orders, paid through the sandbox, priced from the seed catalogue and
 * settings by the same rules as a real checkout, so the account page opens with real-looking history.
 */
export function seedShopperOrders(userId: string, settings: ShopSettings = seedSettings()): (Omit<Order, "_id"> & { _id: string; productIds: string[]; isGift: boolean })[] {
  // Oldest first, so the numbers run with the dates: CA-10001, CA-10002…
  return pastOrders.map((past, index) => {
    const cartItems = past.lines.map(({ productId, quantity }) => {
      const product = seedProducts.find((p) => p._id === productId);
      if (!product) throw new Error(`Seed order ${past._id} names an unknown product ${productId}`);
      return {
        productId,
        title: product.title,
        ...(product.titleHe ? { titleHe: product.titleHe } : {}),
        image: product.image,
        price: effectivePrice(product),
        quantity,
      };
    });
    const subtotal = cartItems.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const last = past.history[past.history.length - 1] ?? ["pending", past.orderDate];
    const { _id: addressId, ...address } = seedShopperAddress;
    const { giftWrap } = settings;
    const gift: OrderGift | undefined = past.gift && { ...past.gift, ...(past.gift.wrap ? { wrapName: { en: giftWrap.name, he: giftWrap.nameHe || giftWrap.name } } : {}) };
    return {
      _id: past._id,
      orderNumber: formatOrderNumber(ORDER_NUMBERS.start + index + 1),
      userId,
      cartId: userId,
      cartItems,
      productIds: cartItems.map((line) => line.productId),
      addressInfo: gift?.address ? { addressId: "", ...gift.address } : { addressId, ...address },
      orderStatus: last[0],
      paymentMethod: "sandbox",
      paymentStatus: "paid",
      currency: settings.currency,
      ...orderTotals(subtotal, settings, undefined, gift?.wrap ? giftWrap.price : 0),
      // Paid through the sandbox in full: no gift card.
      giftCardAmount: 0,
      orderDate: past.orderDate,
      orderUpdateDate: last[1],
      paymentId: `SBXSEED${past._id.replace(/\D/g, "")}`,
      payerId: "SBXPAYERSEEDMAYA",
      // The shopper placed and paid it; the atelier moved it on.
      statusHistory: past.history.map(([status, at]) => ({ status, at, by: status === "pending" || status === "confirmed" ? { kind: "shopper" as const, name: accountName("user") } : { kind: "admin" as const, name: accountName("admin") } })),
      expiresAt: pendingOrderExpiry(past.orderDate),
      // Paid, so receipted: R-000001… in the order of the numbers, issued when it was confirmed (issue 37).
      receipt: { number: formatReceiptNumber("receipts", index + 1), issuedAt: past.history.find(([status]) => status === "confirmed")?.[1] ?? past.orderDate },
      ...shipmentOf(past, settings),
      ...(gift ? { gift } : {}),
      isGift: gift !== undefined,
    };
  });
}
