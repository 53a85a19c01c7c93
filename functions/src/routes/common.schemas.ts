/** zod schemas of the /api/common requests. */
import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, PAGE_SIZES, type AddFeatureImageRequest, type ContactMessageRequest } from "../contracts";
import { imageUrlSchema } from "./admin-products.schemas";

import { BODY_MUST_BE_OBJECT, pageQuerySchema, requiredText } from "./schema-parts";
import { DOCUMENT_ID } from "./shop.schemas";

export const contactSchema = z.object(
  {
    name: requiredText("Name", CONTACT_LIMITS.name),
    email: requiredText("Email", CONTACT_LIMITS.email).pipe(
      z.email({ error: "Enter a valid email address, like name@example.com." }),
    ),
    subject: z.enum(CONTACT_SUBJECTS, { error: "Choose a subject from the list." }),
    message: requiredText("Message", CONTACT_LIMITS.message, { lines: "many" }),
  },
  { error: BODY_MUST_BE_OBJECT },
) satisfies z.ZodType<ContactMessageRequest>;
export type ContactInput = z.output<typeof contactSchema>;

/** POST /api/common/feature/add. Whether the shop stored the image is the service's check. */
export const addFeatureImageSchema = z.object({ image: imageUrlSchema }, { error: BODY_MUST_BE_OBJECT }) satisfies z.ZodType<AddFeatureImageRequest>;

export const featureImageParamsSchema = z.object({
  id: z.string({ error: "That is not a valid feature image id." }).regex(DOCUMENT_ID, { error: "That is not a valid feature image id." }),
});

/** GET feature/get: `?pageSize=&cursor=` (PAGE_SIZES.featureImages, whose max is the banner cap). */
export const featureImageListQuerySchema = pageQuerySchema(PAGE_SIZES.featureImages);
