/** zod schemas of the /api/auth requests. Messages are shown to people: say what to do. */
import { z } from "../zod";
import { BODY_MUST_BE_OBJECT, controlCharactersMessage, fieldMessage, isOneLine, withoutBidiControls, type TextField } from "./parts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from "../auth";


/** A required string field: `required` when missing or blank, `notText` otherwise. */
function requiredText(field: TextField) {
  return z.string({
    error: (issue) => fieldMessage(field, issue.input === undefined || issue.input === null ? "required" : "notText"),
  });
}

const email = requiredText("email")
  .trim()
  .toLowerCase()
  .min(1, { error: fieldMessage("email", "required") })
  .max(EMAIL_MAX_LENGTH, { error: fieldMessage("email", "tooLong") })
  .pipe(z.email({ error: "auth.emailFormat" }));

export const registerSchema = z.object(
  {
    userName: requiredText("userName")
      .overwrite(withoutBidiControls)
      .trim()
      .min(1, { error: fieldMessage("userName", "required") })
      .min(USER_NAME_MIN_LENGTH, { error: fieldMessage("userName", "tooShort") })
      .max(USER_NAME_MAX_LENGTH, { error: fieldMessage("userName", "tooLong") })
      .refine(isOneLine, { error: controlCharactersMessage("userName", "one") }),
    email,
    // Passwords are taken as typed: no trimming.
    password: requiredText("password")
      .min(1, { error: fieldMessage("password", "required") })
      .min(PASSWORD_MIN_LENGTH, { error: fieldMessage("password", "tooShort") })
      .max(PASSWORD_MAX_LENGTH, { error: fieldMessage("password", "tooLong") }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

export const loginSchema = z.object(
  {
    email,
    password: requiredText("password")
      .min(1, { error: fieldMessage("password", "required") })
      .max(PASSWORD_MAX_LENGTH, { error: fieldMessage("password", "tooLong") }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

/** POST /api/auth/session: the ID token of a sign-in the browser just made with the Firebase SDK. */
export const sessionSchema = z.object(
  {
    idToken: z
      .string({ error: "auth.signInAgain" })
      .min(1, { error: "auth.signInAgain" })
      // An ID token is a JWT of a kilobyte or two; anything much longer is not one.
      .max(8192, { error: "auth.signInAgain" }),
  },
  { error: BODY_MUST_BE_OBJECT },
);
export type SessionRequest = z.input<typeof sessionSchema>;

export type RegisterRequest = z.input<typeof registerSchema>;
export type LoginRequest = z.input<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;


/** A code from an email action link (`oobCode` of /auth/action?mode=…&oobCode=…): opaque, one line. */
const oobCode = z
  .string({ error: "emailAction.invalidCode" })
  .trim()
  .min(1, { error: "emailAction.invalidCode" })
  .max(2000, { error: "emailAction.invalidCode" })
  .regex(/^[A-Za-z0-9_-]+$/, { error: "emailAction.invalidCode" });

/** POST /api/auth/password-reset: where to send a reset link. */
export const passwordResetRequestSchema = z.object({ email }, { error: BODY_MUST_BE_OBJECT });

/** POST /api/auth/reset-password: the code of the emailed link and the new password (registration's rules). */
export const resetPasswordSchema = z.object(
  { oobCode, password: registerSchema.shape.password },
  { error: BODY_MUST_BE_OBJECT },
);

/** POST /api/auth/action: applies a verify-email or verify-and-change-email code. */
export const applyEmailActionSchema = z.object({ oobCode }, { error: BODY_MUST_BE_OBJECT });

export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
export type ApplyEmailActionRequest = z.input<typeof applyEmailActionSchema>;
