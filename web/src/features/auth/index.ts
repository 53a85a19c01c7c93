export * from "./api/authApi";
export { useLogin, useLogout, useRegister } from "./hooks/useAuthMutations";
export { useLogoutAction } from "./hooks/useLogoutAction";
export { SESSION_QUERY_KEY, useCurrentSession, useSession } from "./hooks/useSession";
export { UserMenu } from "./components/UserMenu";
