import { EMAIL_ACTION_MODES, passwordResetRequestSchema, resetPasswordSchema, type EmailActionMode } from "@contracts";
import { checkForm, fieldProblem, type ProblemKind } from "@/shared/forms";

/**
 * The forgot-password and new-password forms check their drafts with the schemas the server uses
 * (the reset request's email; registration's password rules), and the page reads the emailed link.
 */

/** The email to send a reset link to (trimmed, lower-cased, as the server takes it), or its problem. */
export function checkResetEmail(email: string): { ok: true; email: string } | { ok: false; problem: ProblemKind } {
  const check = checkForm(passwordResetRequestSchema, { email });
  if (check.ok) return { ok: true, email: check.value.email };
  return { ok: false, problem: check.problems.email?.kind ?? "invalid" };
}

export interface NewPasswordProblems {
  password?: ProblemKind;
  /** The repeat differs from the password (or is left empty). */
  confirm?: "required" | "mismatch";
}

/** The new password against registration's rules, and its repeat. Empty when the pair can be sent. */
export function newPasswordProblems(password: string, confirm: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  const problem = fieldProblem(resetPasswordSchema.shape.password, password);
  if (problem) problems.password = problem.kind;
  if (confirm === "") problems.confirm = "required";
  else if (confirm !== password) problems.confirm = "mismatch";
  return problems;
}

export type EmailActionLink =
  | { ok: true; mode: EmailActionMode; oobCode: string; lang: "en" | "he" | null }
  | { ok: false };

/** `?mode=…&oobCode=…&lang=…` of the emailed link; `ok: false` when the mode or code is missing or unknown. */
export function readEmailActionLink(search: URLSearchParams): EmailActionLink {
  const mode = search.get("mode");
  const oobCode = search.get("oobCode")?.trim() ?? "";
  const lang = search.get("lang");
  if (!EMAIL_ACTION_MODES.includes(mode as EmailActionMode) || !/^[A-Za-z0-9_-]{1,2000}$/.test(oobCode)) return { ok: false };
  return { ok: true, mode: mode as EmailActionMode, oobCode, lang: lang === "en" || lang === "he" ? lang : null };
}
