// A seat whose player is gone for good (their account deleted, or banned): the table does not wait for
// them. Pure: the rescue chain (./rescue.ts) takes the seat at once, skipping the hold, or the seat
// forfeits where the table chose `forfeit`; a deleted account's seats become "a former player".
import type { SeatRescue } from "../../shared/api/index";
import type { BotLevel } from "../../shared/bots/levels";
import { serverPlays, type GameRecord } from "./game";
import { holdMs, rescueOf } from "./rescue";

/**
 * The game once a stand-in at `level` plays `seat` from `at`, with no hold: its player is not coming
 * back, so the seat is marked handed over for `reason` (its player may not take it back by playing), and
 * after one turn's time of the stand-in it is offered to substitutes, as any silent seat's (./rescue.ts).
 * When the server now plays every awaited seat, it plays at once (the clock's next sweep); a person
 * still awaited beside it keeps their own deadline.
 */
export function standInNow(
  game: GameRecord,
  seat: number,
  level: BotLevel,
  at: string,
  dayMs: number,
  reason: NonNullable<SeatRescue["handedOver"]>,
): GameRecord {
  const missed = rescueOf(game, seat)?.missed ?? game.missed?.[seat] ?? 0;
  const until = new Date(Date.parse(at) + holdMs(game, dayMs)).toISOString();
  const rescue = [
    ...(game.rescue ?? []).filter((r) => r.seat !== seat),
    { seat, step: "stand-in" as const, since: at, until, missed, level, handedOver: reason },
  ];
  const next = { ...game, rev: game.rev + 1, rescue };
  const serverTurn = next.awaiting.includes(seat) && next.awaiting.every((s) => serverPlays(next, s));
  return serverTurn ? { ...next, deadline: at, reminders: [] } : next;
}

/** What `seat` needs once its player is gone: nothing (the game is not under way, or the server plays it already), a stand-in, or a forfeit. */
export function handOverStep(game: GameRecord, seat: number): "none" | "stand-in" | "forfeit" {
  if (game.status !== "active" || game.forfeited.includes(seat) || game.players[seat]?.bot) return "none";
  if (game.timeoutPolicy === "forfeit") return "forfeit";
  return rescueOf(game, seat)?.step === "stand-in" ? "none" : "stand-in";
}

/**
 * The game with every seat, reservation and creation of `userId` given to the former player `formerId`,
 * named `label` (the same in every game of that account): no field of it names the person any more. In
 * a game still open the seat is freed instead, for someone else to take.
 */
export function asFormerPlayer(game: GameRecord, userId: string, formerId: string, label: string): GameRecord {
  const players = game.players.map((p) => {
    if (p.userId === userId && game.status === "open") return { userId: null, name: null, guest: false };
    if (p.userId === userId) return { ...p, userId: formerId, name: label, guest: false, former: label };
    if (p.reservedFor !== userId) return p;
    const { reservedFor: _gone, ...open } = p;
    return open;
  });
  return { ...game, players, createdBy: game.createdBy === userId ? formerId : game.createdBy, rev: game.rev + 1 };
}
