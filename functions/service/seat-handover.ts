// The seats of a player who is gone for good (an account deleted, a ban) handed over at once, so that
// no table waits for them: the rescue chain's stand-in takes each seat without the hold, or the seat
// forfeits where the table chose `forfeit` (docs/clocks.md, "A silent seat"; functions/record/handover.ts).
import type { SeatRescue } from "../../shared/api/index";
import { botLevelsFor } from "../../shared/bots/levels";
import { NEW_RATING } from "../record/glicko2";
import { handOverStep, standInNow } from "../record/handover";
import { forfeitSeat } from "../record/transitions";
import { standInLevel } from "../record/rescue";
import { observe } from "../net/observe";
import { Conflict } from "../store/outcomes";
import type { GameStore } from "../store/games";
import type { RatingStore } from "../store/ratings";
import type { GameRecord } from "../record/game";
import type { GameService } from "./games";

/** Why the player is gone: said in the log only; the table sees the same hand-over either way. */
export type HandoverReason = NonNullable<SeatRescue["handedOver"]>;

/** A seat handed over: in which game, and to what. */
export interface HandedOver {
  gameId: string;
  seat: number;
  step: "stand-in" | "forfeit";
}

/** Tries at one game when a move or the clock writes it meanwhile. */
const ATTEMPTS = 5;

export class SeatHandover {
  constructor(
    private readonly store: Pick<GameStore, "listForUser" | "get" | "save">,
    private readonly games: Pick<GameService, "commitServerMove" | "dayMs">,
    private readonly now: () => Date,
    /** The player's ratings, which choose the stand-in's level (absent: the strong bot). */
    private readonly ratings?: Pick<RatingStore, "many">,
  ) {}

  /**
   * Hands over every seat `userId` holds in a game under way: a stand-in plays it from now (at once when
   * it is the seat's turn), or it forfeits where the game's policy is `forfeit`. Open and finished games
   * are left as they are. Each game is written conditioned on its revision and read again when a move
   * got there first. `alsoInSameWrite`: what else changes in each game it writes (a deleted account's
   * seat becomes a former player's), so the table never sees the one without the other. Answers what
   * it did.
   */
  async handOverSeats(
    userId: string,
    reason: HandoverReason,
    alsoInSameWrite: (game: GameRecord) => GameRecord = (game) => game,
  ): Promise<HandedOver[]> {
    const underWay = (await this.store.listForUser(userId)).filter((g) => g.status === "active");
    const done: HandedOver[] = [];
    for (const { id } of underWay) {
      const handed = await this.handOverIn(id, userId, reason, alsoInSameWrite);
      if (handed) done.push(handed);
    }
    // Ids of games and seats only: the log names no person.
    observe.info("seats handed over", { reason, seats: done.map((d) => `${d.gameId}#${d.seat}:${d.step}`) });
    return done;
  }

  private async handOverIn(
    gameId: string,
    userId: string,
    reason: HandoverReason,
    change: (game: GameRecord) => GameRecord,
  ): Promise<HandedOver | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const game = await this.store.get(gameId);
      const seat = game ? game.players.findIndex((p) => p.userId === userId) : -1;
      if (!game || seat === -1) return null;
      const step = handOverStep(game, seat);
      if (step === "none") return null;
      const at = this.now().toISOString();
      const changed = change(game);
      if (step === "forfeit") {
        const forfeit = forfeitSeat(changed, seat, at, "clock");
        // Its own request token: a restore's re-application (functions/cli/reapply-deletions.ts) makes the same version again.
        const event = { ...forfeit.event, clientMoveId: `handover-${forfeit.event.version}-${Date.parse(at).toString(36)}` };
        if (await this.games.commitServerMove(game, { ...forfeit, event })) return { gameId, seat, step };
        continue;
      }
      const rating = (await this.ratings?.many([userId], game.game))?.get(userId)?.rating ?? NEW_RATING.rating;
      try {
        await this.store.save(
          standInNow(changed, seat, standInLevel(rating, botLevelsFor(game.game)), at, this.games.dayMs, reason),
          game.rev,
        );
        return { gameId, seat, step };
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
      }
    }
    throw new Error(`game ${gameId}: written too often meanwhile to hand a seat over`);
  }
}
