// Undo and takebacks as a player asks for them: the checks against the stored game and log, the
// request that the other players answer, and the commit. What may be undone and the board it leaves
// are the record's (functions/record/takeback.ts).
import type { TakebackRequest, TakebackStatus } from "../../shared/api/index";
import type { GameStore } from "../store/games";
import type { NoticeStore } from "../store/notices";
import type { QueueStore } from "../store/queues";
import { answerers, liveRequest, type GameEvent, type GameRecord } from "../record/game";
import { lastOwnMove, takeBack, undoRefusal } from "../record/takeback";
import { Conflict } from "../store/outcomes";
import { DomainError } from "../record/errors";
import { seatOf, type GameService } from "../service/games";
import type { Principal } from "../service/tokens";

export class Takebacks {
  constructor(
    private readonly store: GameStore,
    private readonly service: GameService,
    private readonly now: () => Date,
    private readonly queues: QueueStore,
    private readonly notices: Pick<NoticeStore, "toldSince">,
  ) {}

  /** Why the caller may not undo alone (null: it may), the ledger read only when the last move is its own. */
  private refusal(game: GameRecord, seat: number, userId: string, events: GameEvent[]) {
    return undoRefusal(game, seat, userId, events, (version) => this.notices.toldSince(game.id, version));
  }

  private async context(principal: Principal, id: string) {
    const game = await this.service.load(id);
    const seat = seatOf(game, principal);
    if (seat === null) throw new DomainError("forbidden", "not-your-seat", "Only the game's players can take moves back.");
    const events = game.status === "active" ? await this.store.events(game.id, 0, game.version + 1) : [];
    return { game, seat, events };
  }

  async status(principal: Principal, id: string): Promise<TakebackStatus> {
    const { game, seat, events } = await this.context(principal, id);
    const own = game.status === "active" ? lastOwnMove(seat, principal.userId, events) : null;
    const refusal = own ? await this.refusal(game, seat, principal.userId, events) : null;
    return {
      canUndo: own !== null && refusal === null,
      undoRefusal: refusal?.code ?? null,
      canRequest: own !== null,
      request: liveRequest(game),
    };
  }

  /** Takes the caller's last move back at once (409 with the reason when it may not). */
  async undo(principal: Principal, id: string, version: number): Promise<GameRecord> {
    const { game, seat, events } = await this.context(principal, id);
    this.check(game, version);
    const own = lastOwnMove(seat, principal.userId, events);
    if (!own) throw new DomainError("conflict", "nothing-to-take-back", "You have no move of your own to take back.");
    const refusal = await this.refusal(game, seat, principal.userId, events);
    if (refusal) throw new DomainError("conflict", refusal.code, refusal.message);
    return this.apply(game, seat, principal.userId, own.version - 1, "undo", events);
  }

  /**
   * Asks the others to take back the caller's last move (and everything after it). Applied at once
   * when nobody else has a say (the other seats are bots or forfeited) or when an undo is allowed.
   */
  async request(principal: Principal, id: string, version: number): Promise<GameRecord> {
    const { game, seat, events } = await this.context(principal, id);
    this.check(game, version);
    const own = lastOwnMove(seat, principal.userId, events);
    if (!own) throw new DomainError("conflict", "nothing-to-take-back", "You have no move of your own to take back.");
    if ((await this.refusal(game, seat, principal.userId, events)) === null)
      return this.apply(game, seat, principal.userId, own.version - 1, "undo", events);
    if (answerers(game, seat).length === 0) return this.apply(game, seat, principal.userId, own.version - 1, "takeback", events);
    const live = liveRequest(game);
    if (live) throw new DomainError("conflict", "takeback-pending", "A takeback is already waiting for an answer.");
    const request: TakebackRequest = { seat, to: own.version - 1, atVersion: game.version, accepted: [], at: this.now().toISOString() };
    return this.save({ ...game, rev: game.rev + 1, takeback: request }, game.rev);
  }

  /** Another player's answer: a refusal ends the request, the last acceptance applies it. */
  async answer(principal: Principal, id: string, accept: boolean): Promise<GameRecord> {
    const { game, seat, events } = await this.context(principal, id);
    const request = liveRequest(game);
    if (!request) {
      if (game.takeback) await this.save({ ...game, rev: game.rev + 1, takeback: null }, game.rev).catch(() => undefined);
      throw new DomainError("conflict", "no-takeback", "There is no takeback waiting for an answer (the game may have moved on).");
    }
    if (!answerers(game, request.seat).includes(seat))
      throw new DomainError("forbidden", "not-yours-to-answer", "Only the other players answer a takeback request.");
    if (!accept) return this.save({ ...game, rev: game.rev + 1, takeback: null }, game.rev);
    const accepted = [...new Set([...request.accepted, seat])];
    if (answerers(game, request.seat).every((s) => accepted.includes(s))) {
      const requester = game.players[request.seat]!.userId!;
      return this.apply({ ...game, takeback: null }, request.seat, requester, request.to, "takeback", events);
    }
    return this.save({ ...game, rev: game.rev + 1, takeback: { ...request, accepted } }, game.rev);
  }

  private check(game: GameRecord, version: number): void {
    if (game.status !== "active")
      throw new DomainError(
        "conflict",
        game.status === "open" ? "not-started" : "game-over",
        "Only moves of a game in play can be taken back.",
      );
    if (version !== game.version) {
      throw new DomainError("conflict", "stale-version", `The game has moved on: reload it (version ${game.version}).`, {
        currentVersion: game.version,
      });
    }
  }

  private async save(next: GameRecord, rev: number): Promise<GameRecord> {
    try {
      await this.store.save(next, rev);
    } catch (error) {
      if (error instanceof Conflict) throw new DomainError("conflict", "busy", "The game changed meanwhile: reload it and try again.");
      throw error;
    }
    return next;
  }

  /**
   * Appends the takeback event and puts the board back as it stood after event `to`, in one transaction
   * that clears every seat's queued moves: they answered moves that are no more.
   */
  private async apply(
    game: GameRecord,
    seat: number,
    by: string,
    to: number,
    kind: "undo" | "takeback",
    events: GameEvent[],
  ): Promise<GameRecord> {
    const { game: next, event } = takeBack(game, seat, by, to, kind, events, this.service.time());
    try {
      await this.store.commitMove(next, game.rev, event, this.queues.clearAll(game.id, game.players.length));
    } catch (error) {
      if (error instanceof Conflict) throw new DomainError("conflict", "busy", "The game changed meanwhile: reload it and try again.");
      throw error;
    }
    return next;
  }
}
