export { useLogout, useRegister } from "./hooks/useAuthMutations";
export { useLogoutAction } from "./hooks/useLogoutAction";
export { UserMenu } from "./components/UserMenu";
