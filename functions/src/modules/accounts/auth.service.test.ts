/**
 * Registration is all or nothing. The API tests cannot make Firestore fail on demand, so this
 * unit test stands in fakes for Auth and the users store.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderMessage } from "@cocoa/contracts";
import { HttpError } from "../../platform/errors";
import { endSession, registerAccount, roleFromClaims, signInWithIdToken } from "./auth.service";

// vi.mock calls are hoisted above the imports, so the fakes they use must be hoisted too.
const { auth, createUserProfile } = vi.hoisted(() => ({
  auth: {
    createUser: vi.fn(),
    setCustomUserClaims: vi.fn(),
    deleteUser: vi.fn(),
    revokeRefreshTokens: vi.fn(),
    verifyIdToken: vi.fn(),
    createSessionCookie: vi.fn(),
  },
  createUserProfile: vi.fn(),
}));

vi.mock("../../platform/firebase", () => ({ adminAuth: () => auth }));
vi.mock("./users.service", () => ({ createUserProfile, getUserProfile: vi.fn() }));

const input = { userName: "Dana", email: "dana@example.com", password: "cocoa-bean-42" };

beforeEach(() => {
  vi.resetAllMocks();
  auth.createUser.mockResolvedValue({ uid: "u1" });
  auth.setCustomUserClaims.mockResolvedValue(undefined);
  auth.deleteUser.mockResolvedValue(undefined);
  createUserProfile.mockResolvedValue(undefined);
});

describe("registerAccount", () => {
  it("creates the Auth user with its name, the user role claim and the profile", async () => {
    await expect(registerAccount(input)).resolves.toEqual({ uid: "u1" });
    expect(auth.createUser).toHaveBeenCalledWith({ email: input.email, password: input.password, displayName: "Dana" });
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith("u1", { role: "user" });
    expect(createUserProfile).toHaveBeenCalledWith("u1", { userName: "Dana", email: input.email, role: "user", emailVerified: false });
    expect(auth.deleteUser).not.toHaveBeenCalled();
  });

  it("deletes the Auth user again when the profile cannot be written", async () => {
    createUserProfile.mockRejectedValue(new Error("firestore down"));
    await expect(registerAccount(input)).rejects.toThrow("firestore down");
    expect(auth.deleteUser).toHaveBeenCalledWith("u1");
  });

  it("deletes the Auth user again when the claim cannot be set", async () => {
    auth.setCustomUserClaims.mockRejectedValue(new Error("auth hiccup"));
    await expect(registerAccount(input)).rejects.toThrow("auth hiccup");
    expect(createUserProfile).not.toHaveBeenCalled();
    expect(auth.deleteUser).toHaveBeenCalledWith("u1");
  });

  it("reports a taken email as 409 and writes nothing", async () => {
    auth.createUser.mockRejectedValue(Object.assign(new Error("taken"), { code: "auth/email-already-exists" }));
    const error = await registerAccount(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: renderMessage("auth.emailTaken") });
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
    expect(createUserProfile).not.toHaveBeenCalled();
  });
});

describe("roleFromClaims", () => {
  it("is admin only for the admin claim", () => {
    expect(roleFromClaims({ role: "admin" })).toBe("admin");
    expect(roleFromClaims({ role: "user" })).toBe("user");
    expect(roleFromClaims({ role: "root" })).toBe("user");
    expect(roleFromClaims({})).toBe("user");
  });
});

describe("endSession", () => {
  const user = { id: "u1", userName: "Dana", email: input.email, role: "user" as const, emailVerified: true };

  it("revokes at once for a session signed in during an earlier second", async () => {
    const started = Date.now();
    await endSession({ user, authTime: Math.floor(started / 1000) - 5 });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith("u1");
    expect(Date.now() - started).toBeLessThan(200);
  });

  it("waits for the next second when signed in this second, so the revocation takes", async () => {
    const authTime = Math.floor(Date.now() / 1000);
    await endSession({ user, authTime });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledOnce();
    expect(Date.now()).toBeGreaterThanOrEqual((authTime + 1) * 1000);
  });
});

describe("signInWithIdToken", () => {
  const now = () => Math.floor(Date.now() / 1000);

  it("refuses a sign-in older than five minutes, asking to sign in again, and mints no cookie", async () => {
    // The API tests cannot make the Auth emulator issue a valid token with an old sign-in time.
    auth.verifyIdToken.mockResolvedValue({ uid: "u1", auth_time: now() - 5 * 60 - 1, email: input.email });
    const error = await signInWithIdToken("token").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 401, message: renderMessage("auth.signInAgain") });
    expect(auth.verifyIdToken).toHaveBeenCalledWith("token", true);
    expect(auth.createSessionCookie).not.toHaveBeenCalled();
  });
});
