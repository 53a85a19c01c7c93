import type { AuthMessageResponse, AuthSuccessResponse, LoginRequest, RegisterRequest } from "@contracts";
import { apiClient } from "@/shared/api";

export function login(body: LoginRequest): Promise<AuthSuccessResponse> {
  return apiClient.post<AuthSuccessResponse>("/auth/login", body);
}

export function register(body: RegisterRequest): Promise<AuthMessageResponse> {
  return apiClient.post<AuthMessageResponse>("/auth/register", body);
}

export function logout(): Promise<AuthMessageResponse> {
  return apiClient.post<AuthMessageResponse>("/auth/logout");
}
