import type { ContactMessageRequest } from "@contracts";
import { api } from "@/shared/api";

export function sendContactMessage(body: ContactMessageRequest) {
  return api.contact.send({ body });
}
