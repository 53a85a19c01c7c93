import type { LoginRequest, RegisterRequest } from "@contracts";
import { api } from "@/shared/api";

export function login(body: LoginRequest) {
  return api.auth.login({ body });
}

export function register(body: RegisterRequest) {
  return api.auth.register({ body });
}

export function logout() {
  return api.auth.logout();
}
