/**
 * The contracts' zod, configured before any schema is built. jitless: zod would otherwise try
 * `new Function` when it builds each object schema, and the shop's Content-Security-Policy (no
 * eval) reports every such try as a violation in the browser.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
