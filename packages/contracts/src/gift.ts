/**
 * Gifts (issue 33): an order sent to another person, with a card, wrapping and no prices in the box.
 * The order keeps the gift as it was placed (`order.gift`); the wrapping's name and price are copied
 * from the settings at that moment, so a later change in the settings does not change a gift placed.
 */
import { z } from "./zod";
import { addressFieldsSchema } from "./address";
import { GIFT_DESTINATIONS } from "./gift-rules";
import { LANGUAGES } from "./settings-defaults";

export * from "./gift-rules";

export const orderGiftSchema = z.object({
  recipientName: z.string(),
  recipientPhone: z.string(),
  /** Where it goes; the address itself is the order's `addressInfo` (none for a pickup). */
  destination: z.enum(GIFT_DESTINATIONS),
  /** The one-off address typed at checkout (`destination` "oneOff"). */
  address: addressFieldsSchema.optional(),
  /** The card's words, as typed (bidi controls and control characters never kept); may be empty. */
  message: z.string(),
  /** Who it is from, as the card says it; may be empty. */
  from: z.string(),
  wrap: z.boolean(),
  /** The wrapping's name when it was chosen, as the settings had it. */
  wrapName: z.object({ en: z.string(), he: z.string() }).optional(),
  /** No prices on the packing slip, the card or anything the recipient receives. */
  hidePrices: z.boolean(),
  /** Told when the gift ships (or is ready to be picked up), with no prices. */
  recipientEmail: z.string().optional(),
  /** The language the recipient is written to. */
  recipientLanguage: z.enum(LANGUAGES),
});
export type OrderGift = z.infer<typeof orderGiftSchema>;
