// A player who leaves for good (a deleted account, a ban) leaves their seats in games in progress to the
// seat rescue chain (docs/clocks.md, "A silent seat"): each seat is silent at once, without the hold, and
// a stand-in plays it from the clock's next sweep. The seat is marked handed over, so its player cannot
// take it back by playing (GameService.move refuses them).
// A minimal version written on the moderation branch; the privacy branch writes the full one (deletion).
import { botLevelsFor } from "../../shared/bots/levels";
import type { GameRecord } from "../record/game";
import { NEW_RATING } from "../record/glicko2";
import { rescueOf, standInFrom, standInLevel } from "../record/rescue";
import type { GameStore } from "../store/games";
import { Conflict } from "../store/outcomes";
import type { RatingStore } from "../store/ratings";

export interface SeatHandoverDeps {
  games: Pick<GameStore, "get" | "listForUser" | "save">;
  ratings?: Pick<RatingStore, "many">;
  now: () => Date;
}

/** Attempts at one game before it is left to the next handover: each lost race means someone wrote it meanwhile. */
const ATTEMPTS = 5;

/** `game` with each of `userId`'s seats played by a stand-in from `at`, marked as handed over for `reason`. */
function handedOver(game: GameRecord, userId: string, level: Parameters<typeof standInFrom>[2], at: number, reason: "deleted" | "banned") {
  let next = game;
  const since = new Date(at).toISOString();
  game.players.forEach((player, seat) => {
    if (player.userId !== userId || rescueOf(next, seat)?.handedOver) return;
    // standInFrom turns a rescue under way into a stand-in: a seat that was not silent gets one now, with no hold.
    if (!rescueOf(next, seat)) {
      const missed = next.missed?.[seat] ?? 0;
      next = { ...next, rescue: [...(next.rescue ?? []), { seat, step: "hold", since, until: since, missed }] };
    }
    next = standInFrom(next, seat, level, at);
    next = { ...next, rescue: next.rescue!.map((r) => (r.seat === seat ? { ...r, handedOver: reason } : r)) };
  });
  return next;
}

/**
 * Hands each seat of `userId` in games in progress to a stand-in; answers the ids of the games changed.
 * A seat awaited now is due at once, so the clock's next sweep plays it.
 */
export async function handOverSeats(deps: SeatHandoverDeps, userId: string, reason: "deleted" | "banned"): Promise<string[]> {
  const changed: string[] = [];
  for (const summary of await deps.games.listForUser(userId)) {
    if (summary.status !== "active") continue;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const game = await deps.games.get(summary.id);
      if (game?.status !== "active") break;
      const at = deps.now().getTime();
      const rating = (await deps.ratings?.many([userId], game.game))?.get(userId)?.rating ?? NEW_RATING.rating;
      const next = handedOver(game, userId, standInLevel(rating, botLevelsFor(game.game)), at, reason);
      if (next === game) break;
      const awaitedNow = game.awaiting.some((seat) => game.players[seat]?.userId === userId);
      const deadline = awaitedNow ? new Date(at).toISOString() : game.deadline;
      try {
        await deps.games.save({ ...next, rev: game.rev + 1, deadline, reminders: awaitedNow ? [] : game.reminders }, game.rev);
        changed.push(game.id);
        break;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
  }
  return changed;
}
