import type { LanguageCode } from "../settings";
import type { en } from "./en";

/** A catalogue: groups of texts, nested as i18next reads its resources. */
export interface MessageCatalogue {
  readonly [key: string]: string | MessageCatalogue;
}

type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPluralForm<Key extends string> = Key extends `${infer Base}_${"one" | "two" | "other"}` ? Base : Key;

/** A message's stable name, the dotted path of its text in the catalogue ("cart.stockLimit"). */
export type MessageCode = WithoutPluralForm<Leaves<typeof en>>;
/** The values a message's text takes (`{{n}}`); a number under `count` picks the plural form. */
export type MessageParams = Record<string, string | number>;
/** A message as the API answers it before rendering: its code and, when its text has placeholders, their values. */
export interface CodedMessage {
  code: MessageCode;
  params?: MessageParams;
}
/** The languages the API writes its messages in. */
export type MessageLanguage = LanguageCode;
