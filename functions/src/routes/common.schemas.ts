/** zod schemas of the /api/common requests. */
import { z } from "zod";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactMessageRequest } from "../contracts";

import { BODY_MUST_BE_OBJECT, requiredText } from "./schema-parts";

export const contactSchema = z.object(
  {
    name: requiredText("Name", CONTACT_LIMITS.name),
    email: requiredText("Email", CONTACT_LIMITS.email).pipe(
      z.email({ error: "Enter a valid email address, like name@example.com." }),
    ),
    subject: z.enum(CONTACT_SUBJECTS, { error: "Choose a subject from the list." }),
    message: requiredText("Message", CONTACT_LIMITS.message),
  },
  { error: BODY_MUST_BE_OBJECT },
) satisfies z.ZodType<ContactMessageRequest>;
export type ContactInput = z.output<typeof contactSchema>;
