// A started 2-player Yucata' game as the store holds it, for unit tests that mock DynamoDB.
// Yucata's rules straight from its module, not through the registry: a test of the stores' loading of
// rules starts with none loaded.
import { yucata } from "../../shared/games/yucata/index";
import type { GameRecord } from "../../functions/record/game";

/** Game g1: Ann (u0, seat 0, to move) and Ben (u1), both guests, no clock; `overrides` change any field. */
export function yucataGame(overrides: Partial<GameRecord> = {}): GameRecord {
  const state = yucata.setup({ players: 2, options: yucata.options.parse({ firstPlayer: 0 }), seed: "s" });
  return {
    id: "g1",
    game: "yucata",
    status: "active",
    options: { firstPlayer: 0 },
    version: 0,
    rev: 2,
    awaiting: [0],
    state,
    players: [
      { userId: "u0", name: "Ann", guest: true },
      { userId: "u1", name: "Ben", guest: true },
    ],
    seed: "s",
    seedHash: "h",
    createdBy: "u0",
    createdAt: "2026-01-01T00:00:00Z",
    updatedAt: "2026-01-01T00:00:00Z",
    turnSince: "2026-01-01T00:00:00Z",
    timePerMoveDays: null,
    timeoutPolicy: "bot",
    deadline: null,
    reminders: [],
    forfeited: [],
    chatWebhook: null,
    private: false,
    result: null,
    ...overrides,
  };
}
