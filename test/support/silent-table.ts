// A table for the rescue chain's tests (docs/clocks.md, "A silent seat"): a 3-player Yucata' game of a
// day a move that `ann` opened, Ben and Cy seated, Ann to play first.
import { expect } from "vitest";
import type { ApiClient } from "./client";
import { signedIn, type TestStack } from "./stack";

export async function tableOfThree(stack: TestStack, tag: string, ann: ApiClient, silentAfter?: number) {
  const created = await ann.post("/api/games", {
    game: "yucata",
    players: 3,
    options: { firstPlayer: 0 },
    timePerMoveDays: 1,
    timeoutPolicy: "bot",
    ...(silentAfter ? { silentAfter } : {}),
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const ben = await signedIn(stack, `ben-${tag}@example.org`);
  await ben.post(`/api/games/${id}/join`);
  const joined = await (await signedIn(stack, `cy-${tag}@example.org`)).post(`/api/games/${id}/join`);
  expect(joined.body.awaiting).toEqual([0]);
  return { ben, id, deadline: Date.parse(joined.body.deadline) };
}
