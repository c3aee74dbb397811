// Players of a tournament played by bots through the API: each move their bot has to play now.
import { botFor } from "../../shared/bots/index";
import { Random } from "../../shared/engine/random";
import type { GameId } from "../../shared/games/index";
import { moveId } from "./client";

/** A tournament every test may make: a 2-seat round-robin of Yucata' for four, with bots for the late. */
export const ROUND_ROBIN = {
  name: "Cup",
  game: "yucata",
  format: "round-robin",
  tableSize: 2,
  maxEntrants: 4,
  timePerMoveDays: 3,
  timeoutPolicy: "bot",
};

/** Whoever can read and post as one player: an ApiClient, or a browser context's session. */
export interface Player {
  get(path: string): Promise<{ status: number; body: any }>;
  post(path: string, body: unknown): Promise<{ status: number; body: any }>;
}

/** Plays, for each player, every move awaited from them now in their games of `game`; answers how many were accepted. */
export async function playTurns(players: Player[], game: GameId): Promise<number> {
  let played = 0;
  for (const player of players) {
    const games = (await player.get("/api/me/games")).body.games as { id: string; game: string; yourTurn: boolean; status: string }[];
    for (const summary of games.filter((g) => g.game === game && g.yourTurn && g.status === "active")) {
      const detail = (await player.get(`/api/games/${summary.id}`)).body;
      const rng = Random.fromSeed(`${detail.id}:${detail.version}`);
      const move = botFor(game, "random").choose({ view: detail.view, legal: detail.legalMoves, seat: detail.seat, rng });
      const reply = await player.post(`/api/games/${detail.id}/moves`, { version: detail.version, move, clientMoveId: moveId() });
      if (reply.status === 200) played++;
    }
  }
  return played;
}
