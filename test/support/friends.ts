// Friends for the tests that need them: only friends are invited by name (docs/social.md).
import { expect } from "vitest";
import type { ApiClient } from "./client";

/** Makes `a` and `b` friends through the API, as two people do it: one asks by id, the other accepts. */
export async function befriend(a: { client: ApiClient; id: string }, b: { client: ApiClient; id: string }): Promise<void> {
  const asked = await a.client.post("/api/friends/requests", { user: b.id });
  expect(asked.status, asked.text).toBe(201);
  const accepted = await b.client.post(`/api/friends/${a.id}/accept`);
  expect(accepted.status, accepted.text).toBe(200);
}
