/** zod schemas of the /api/auth requests. Messages are shown to people: say what to do. */
import { z } from "../zod";
import { BODY_MUST_BE_OBJECT, controlCharactersMessage, isOneLine, withoutBidiControls } from "./parts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from "../auth";


/** A required string field: "X is required." when missing or blank, "X must be text." otherwise. */
function requiredText(label: string) {
  return z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
  });
}

const email = requiredText("Email")
  .trim()
  .toLowerCase()
  .min(1, { error: "Email is required." })
  .max(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters.` })
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }));

export const registerSchema = z.object(
  {
    userName: requiredText("User name")
      .overwrite(withoutBidiControls)
      .trim()
      .min(1, { error: "User name is required." })
      .min(USER_NAME_MIN_LENGTH, { error: `User name must be at least ${USER_NAME_MIN_LENGTH} characters.` })
      .max(USER_NAME_MAX_LENGTH, { error: `User name must be at most ${USER_NAME_MAX_LENGTH} characters.` })
      .refine(isOneLine, { error: controlCharactersMessage("User name", "one") }),
    email,
    // Passwords are taken as typed: no trimming.
    password: requiredText("Password")
      .min(1, { error: "Password is required." })
      .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.` })
      .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

export const loginSchema = z.object(
  {
    email,
    password: requiredText("Password")
      .min(1, { error: "Password is required." })
      .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.` }),
  },
  { error: BODY_MUST_BE_OBJECT },
);

export type RegisterRequest = z.input<typeof registerSchema>;
export type LoginRequest = z.input<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type LoginInput = z.output<typeof loginSchema>;

