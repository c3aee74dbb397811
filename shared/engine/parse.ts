// The engine's edge, where a move arrives as JSON: its shape is checked here, once, and a game's `apply`
// trusts the typed Move it is given. Moves replayed from a game's own log were parsed when accepted.
import type { core } from "../zod";
import { RuleError, type GameDefinition } from "./contract";

/** Zod's issues as one sentence a client can show: `path: message; …`. */
export function describeIssues(error: core.$ZodError): string {
  return error.issues.map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ");
}

/** `json` as `game`'s typed move, or a RuleError "bad-move" naming what does not fit its schema. */
// biome-ignore lint/suspicious/noExplicitAny: any game's definition; only its move type matters here.
export function parseMove<Move>(game: GameDefinition<any, Move, any, any>, json: unknown): Move {
  const parsed = game.move.safeParse(json);
  if (!parsed.success)
    throw new RuleError("bad-move", "turnpost.refused.badMove", { game: game.name, issues: describeIssues(parsed.error) });
  return parsed.data;
}
