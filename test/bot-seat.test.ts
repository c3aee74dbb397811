// A computer player's seat says its level, so each reader can name it in their own language (the stored
// name is the English "Computer (strong)", which French readers saw as is).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "./support/client";
import { startStack, type TestStack } from "./support/stack";

let stack: TestStack;
beforeAll(async () => void (stack = await startStack()));
afterAll(() => stack?.stop());

describe("a computer player's seat", () => {
  it("carries the bot's level in every player list, and people's seats carry none", async () => {
    const ana = await ApiClient.guest(stack.url, "Ana");
    const created = await ana.post("/api/games", {
      game: "yucata",
      players: 2,
      options: { firstPlayer: 0 },
      bots: [{ seat: 1, level: "strong" }],
    });
    expect(created.status).toBe(201);
    const detail = (await ana.get(`/api/games/${created.body.id}`)).body;
    expect(detail.players.map((p: { bot?: string }) => p.bot ?? null)).toEqual([null, "strong"]);
    const mine = (await ana.get("/api/me/games")).body.games.find((g: { id: string }) => g.id === created.body.id);
    expect(mine.players[1].bot).toBe("strong");
  });

  it("plays the expert in the games that offer it, Balam among them", async () => {
    const ana = await ApiClient.guest(stack.url, "Ana");
    for (const game of ["yucata", "balam"]) {
      const offered = await ana.post("/api/games", { game, players: 2, bots: [{ seat: 1, level: "expert" }] });
      expect(offered.status).toBe(201);
      expect((await ana.get(`/api/games/${offered.body.id}`)).body.players[1].bot).toBe("expert");
    }
  });
});
