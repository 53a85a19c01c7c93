import { endpointRouters } from "../../platform/http/route";
import { requireAdmin, requireUser } from "./session";

/** A router whose endpoints are registered through the endpoint table, guarded by the session. */
export const endpointRouter = endpointRouters({ user: requireUser, admin: requireAdmin });
