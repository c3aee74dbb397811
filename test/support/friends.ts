// Friends for the tests that need them: only friends are invited by name (docs/social.md).
import { expect } from "vitest";

/** Anyone who can call the API as themselves: an ApiClient, a browser test's Player. */
interface Caller {
  post(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
}

/**
 * Makes the first of `people` and each of the others friends through the API, as two people do it: one
 * asks by id, the other accepts.
 */
export async function befriend(...people: { client: Caller; id: string }[]): Promise<void> {
  const [a, ...others] = people;
  if (!a) return;
  for (const b of others) {
    if (b.id === a.id) continue;
    const asked = await a.client.post("/api/friends/requests", { user: b.id });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const accepted = await b.client.post(`/api/friends/${a.id}/accept`, {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  }
}
