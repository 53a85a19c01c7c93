import type { TextFieldProps } from "@mui/material/TextField";
import { useState, type ChangeEvent } from "react";
import { fieldErrors } from "@/shared/api";
import { LTR_INPUT, LTR_INPUT_SX } from "@/shared/ui";

/** What the sign-in and sign-up forms read of their mutation: its field errors, and a way to clear them. */
interface AuthMutationState {
  error: unknown;
  isError: boolean;
  reset: () => void;
}

/**
 * The values of an account form and each field's props: its value, its change handler (which clears
 * the server's answer once the shopper types again) and the server's error for it.
 */
export function useAuthFields<V extends Record<string, string>>(initial: V, mutation: AuthMutationState) {
  const [values, setValues] = useState(initial);
  const errors = fieldErrors(mutation.error);
  const field = (name: keyof V & string) =>
    ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValues((previous) => ({ ...previous, [name]: event.target.value }));
        if (mutation.isError) mutation.reset();
      },
      error: Boolean(errors[name]),
      helperText: errors[name],
    }) satisfies Partial<TextFieldProps>;
  return { values, errors, field };
}

/** An email is typed and read left to right in both languages. */
export const EMAIL_FIELD = { type: "email", autoComplete: "email", sx: LTR_INPUT_SX, slotProps: { htmlInput: LTR_INPUT } } satisfies Partial<TextFieldProps>;
