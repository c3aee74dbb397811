// Queued moves (docs/api.md, "Planning ahead"): a waiting player's plan, read and written by that player
// alone, and played or dropped by the server as soon as the player's seat is awaited, whatever made it so
// (a move by HTTP or socket, the clock, a bot: the table's stream brings every one here).
import { RuleError } from "../../shared/engine/index";
import { parseMove } from "../../shared/engine/parse";
import { Random } from "../../shared/engine/random";
import { conditionWords, planOptions } from "../../shared/bots/plan";
import { everyCatalog } from "../../shared/games/catalog";
import type { QueueAnswer, QueuedBranch, QueueOptions, QueueRequest } from "../../shared/api/index";
import { DomainError, refusedMove } from "../record/errors";
import { awaitedPeople, serverPlays, type GameRecord } from "../record/game";
import { decideQueue, type SeatQueue } from "../record/queue";
import { advance } from "../record/transitions";
import type { GameStore } from "../store/games";
import { Conflict } from "../store/outcomes";
import type { QueueStore } from "../store/queues";
import { ReadAhead } from "../store/read-ahead";
import { definitionOf, type GameService } from "./games";
import type { Principal } from "./tokens";

/** The fields of a game, as a stream record carries them, that say whose plans may be due. */
type QueueHead = Pick<GameRecord, "id" | "version" | "status" | "awaiting" | "players" | "forfeited">;

/** The most events a plan is matched against: a plan older than that is dropped unread. */
const MOST_EVENTS_MATCHED = 200;

const answerOf = (queue: SeatQueue | null): QueueAnswer =>
  queue ? { version: queue.version, branches: queue.branches, dropped: queue.dropped } : { version: null, branches: [], dropped: null };

export class QueueService {
  constructor(
    private readonly store: GameStore,
    private readonly queues: QueueStore,
    private readonly service: GameService,
  ) {}

  /** The caller's seat in a game being played, or why it may not plan there (403 for anyone without a seat). */
  private async seatOf(principal: Principal, id: string): Promise<{ game: GameRecord; seat: number }> {
    const { game, seat } = await this.service.loadReadable(id, principal);
    if (seat === null) throw new DomainError("forbidden", "not-your-seat", "Only the game's players plan moves, each their own.");
    return { game, seat };
  }

  async read(principal: Principal, id: string): Promise<QueueAnswer> {
    const { game, seat } = await this.seatOf(principal, id);
    return answerOf(await this.queues.get(game.id, seat));
  }

  /** Replaces the caller's plan, made against the version it saw, with every move checked for its shape. */
  async write(principal: Principal, id: string, body: QueueRequest): Promise<QueueAnswer> {
    const { game, seat } = await this.seatOf(principal, id);
    if (game.status !== "active")
      throw new DomainError(
        "conflict",
        game.status === "open" ? "not-started" : "game-over",
        "Moves are planned only in a game being played.",
      );
    if (game.forfeited.includes(seat))
      throw new DomainError("forbidden", "forfeited", "You forfeited this game; the server plays your seat.");
    if (body.version !== game.version) {
      throw new DomainError("conflict", "stale-version", `The game has moved on: reload it (version ${game.version}).`, {
        currentVersion: game.version,
      });
    }
    if (game.awaiting.includes(seat))
      throw new DomainError("conflict", "your-turn", "It is your turn: play your move rather than plan it.");
    const def = definitionOf(game.game);
    const checked = (branches: QueuedBranch[], path: string): QueuedBranch[] =>
      branches.map((branch, i) => {
        const at = `${path}.${i}`;
        for (const observed of branch.if ?? []) {
          if (observed.seat >= game.players.length || observed.seat === seat)
            throw new DomainError(
              "invalid",
              "bad-queue",
              `${at}.if: a condition names the moves of the other seats, 0 to ${game.players.length - 1}.`,
            );
        }
        let play: unknown;
        try {
          play = parseMove(def, branch.play);
        } catch (error) {
          if (error instanceof RuleError) throw refusedMove(error, "invalid", "bad-queue");
          throw error;
        }
        return {
          ...(branch.if ? { if: branch.if } : {}),
          play,
          ...(branch.next?.length ? { next: checked(branch.next, `${at}.next`) } : {}),
        };
      });
    const queue: SeatQueue = { gameId: game.id, seat, version: game.version, branches: checked(body.branches, "branches"), dropped: null };
    await this.queues.put(queue);
    return answerOf(queue);
  }

  async clear(principal: Principal, id: string): Promise<void> {
    const { game, seat } = await this.seatOf(principal, id);
    await this.queues.remove(game.id, seat);
  }

  /** What the caller may plan now: sampled from its own view only, the same for the same game version. */
  async options(principal: Principal, id: string): Promise<QueueOptions> {
    const { game, seat } = await this.seatOf(principal, id);
    if (game.status !== "active") return { moves: [], replies: [] };
    const view = definitionOf(game.game).view(game.state, seat);
    const seed = Random.fromSeed(`plan:${game.id}:${game.version}:${seat}`);
    return planOptions(game.game, view, seat, seed, conditionWords(await everyCatalog()));
  }

  /**
   * Plays or drops the plan of an awaited seat of the game at `version` (a stream record of its item);
   * true when a move was committed (it comes back on the stream, where the next seat's plan follows).
   * The move's id is the version it makes, and it is committed with what is left of the plan only if
   * the game and the plan are unchanged: a record handled twice never plays twice. The plans are read
   * before the game: most seats have none, and then the game's item, state and all, is not read.
   */
  async playQueued(head: QueueHead, ahead = ReadAhead.none): Promise<boolean> {
    if (head.status !== "active") return false;
    const gameId = head.id;
    for (const seat of awaitedPeople(head)) {
      const queue = await this.queues.get(gameId, seat, ahead);
      if (!queue || queue.version === null) continue;
      const game = await this.store.get(gameId);
      if (game?.status !== "active" || game.version !== head.version) return false;
      const userId = game.players[seat]?.userId;
      if (!userId || serverPlays(game, seat)) continue;
      const def = definitionOf(game.game);
      const read = { ...queue, version: queue.version };
      const events = await this.store.events(gameId, read.version, MOST_EVENTS_MATCHED);
      const isLegal = (move: unknown) => {
        try {
          def.apply(game.state, seat, move);
          return true;
        } catch (error) {
          if (error instanceof RuleError) return false;
          throw error;
        }
      };
      const decision =
        game.version - read.version > MOST_EVENTS_MATCHED
          ? { drop: "no-match" as const }
          : decideQueue(queue.branches, events, seat, isLegal, conditionWords(await everyCatalog()));
      try {
        if ("drop" in decision) {
          await this.queues.save(read, {
            gameId,
            seat,
            version: null,
            branches: [],
            dropped: { version: game.version, reason: decision.drop },
          });
          continue;
        }
        const played = advance(game, seat, decision.play, `queued-${game.version + 1}`, userId, this.service.time(), [
          { key: "turnpost.queued", params: { seat } },
        ]);
        const rest: SeatQueue = decision.next.length
          ? { gameId, seat, version: played.game.version, branches: decision.next, dropped: null }
          : { gameId, seat, version: null, branches: [], dropped: null };
        await this.store.commitMove(played.game, game.rev, played.event, [this.queues.replace(read, rest)]);
        return true;
      } catch (error) {
        // A player moved or wrote a new plan meanwhile: that wins, and its own record comes along.
        if (error instanceof Conflict) return false;
        throw error;
      }
    }
    return false;
  }
}
