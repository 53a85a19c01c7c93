/**
 * The one `z` of the contracts. zod compiles each object schema into a function with `new Function`
 * when it is created, which the shop's Content-Security-Policy forbids in the browser (no
 * 'unsafe-eval'): every page would report a blocked eval. Switched off here, before any schema is
 * made; parsing without it is fast enough for requests and forms. Import `z` from this module, never
 * from "zod" (the lint says so).
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
