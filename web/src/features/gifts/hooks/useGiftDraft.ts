import type { AddressFields } from "@contracts";
import { useCallback, useState } from "react";
import type { FieldProblems } from "@/shared/forms";
import { EMPTY_GIFT_DRAFT, type GiftDraft } from "../lib/giftForm";

/**
 * The checkout's gift while it is typed: the draft, and the problems shown under its fields since
 * the last "pay" (`showProblems`). Changing a field clears its problem.
 */
export function useGiftDraft() {
  const [draft, setDraft] = useState<GiftDraft>(EMPTY_GIFT_DRAFT);
  const [problems, setProblems] = useState<FieldProblems>({});

  const change = useCallback((next: Partial<Omit<GiftDraft, "address">>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblems((current) => {
      const cleared = Object.keys(next).filter((field) => field in current);
      if (cleared.length === 0) return current;
      const rest = { ...current };
      for (const field of cleared) delete rest[field];
      return rest;
    });
  }, []);

  const changeAddress = useCallback((field: keyof AddressFields, value: string) => {
    setDraft((current) => ({ ...current, address: { ...current.address, [field]: value } }));
    setProblems((current) => {
      const key = `address.${field}`;
      if (!(key in current)) return current;
      const { [key]: _, ...rest } = current;
      return rest;
    });
  }, []);

  return { draft, problems, change, changeAddress, showProblems: setProblems };
}

export type GiftState = ReturnType<typeof useGiftDraft>;
