import type { ApiSuccess, ContactMessageRequest } from "@contracts";
import { apiClient } from "@/shared/api";

export function sendContactMessage(body: ContactMessageRequest) {
  return apiClient.post<Omit<ApiSuccess<unknown>, "data">>("/common/contact/send", body);
}
