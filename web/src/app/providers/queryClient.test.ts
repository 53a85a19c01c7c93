import { describe, expect, it } from "vitest";
import { SESSION_QUERY_KEY, GUEST_SESSION, sessionFor } from "@/shared/session";
import { ApiError } from "@/shared/api";
import { SHOPPER } from "@/test/fakeApi";
import { createQueryClient } from "./queryClient";

describe("createQueryClient", () => {
  it("re-checks the session when any other call answers 401", async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, sessionFor(SHOPPER));
    await client
      .fetchQuery({ queryKey: ["shop", "cart"], queryFn: () => Promise.reject(new ApiError(401, "Unauthorised")) })
      .catch(() => undefined);
    expect(client.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it("leaves the session alone for other failures", async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_QUERY_KEY, GUEST_SESSION);
    await client
      .fetchQuery({ queryKey: ["shop", "cart"], queryFn: () => Promise.reject(new ApiError(404, "Not found")), retry: false })
      .catch(() => undefined);
    expect(client.getQueryState(SESSION_QUERY_KEY)?.isInvalidated).toBe(false);
  });

  it("does not retry a 4xx answer", async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ["x"],
        queryFn: () => {
          calls += 1;
          return Promise.reject(new ApiError(400, "Bad"));
        },
        retry: client.getDefaultOptions().queries?.retry,
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });
});
