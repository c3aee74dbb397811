// Step 3 of the seat rescue chain (docs/clocks.md, "Substitutes"): the seats wanted list, a
// substitute's one tap that takes an offered seat, and the choice of the other player at a table of two.
// The record's rules are in functions/record/substitute.ts; this loads, checks who asks, and writes.
import type { SeatWanted } from "../../shared/api/index";
import type { GameRecord } from "../record/game";
import { DomainError } from "../record/errors";
import { turnBudget, seatFor } from "../record/clock";
import { forfeitSeat } from "../record/transitions";
import {
  friendsOnlyUntil,
  isOffered,
  offeredSeats,
  openChoice,
  peopleAt,
  seatSubstitute,
  substitutionOf,
  waitForSubstitute,
} from "../record/substitute";
import { Conflict } from "../store/outcomes";
import type { GameStore } from "../store/games";
import { substituteWrites } from "../store/substitute-writes";
import type { User } from "../store/users";
import { previewImageUrl } from "../previews/describe";
import { definitionOf, type GameService } from "./games";
import type { SeatOfferCircle } from "./seat-offer-circle";

export class SubstituteService {
  constructor(
    private readonly store: GameStore,
    private readonly games: GameService,
    private readonly circle: SeatOfferCircle,
    private readonly appUrl: string,
    private readonly now: () => Date,
  ) {}

  /**
   * The seats `reader` may take, newest offer first, at most `limit`: a seat is shown to the players'
   * friends alone for its first day (and for good in a private game), then to everyone; never to someone
   * at its table, a guest, or anyone blocked by (or blocking) one of its players.
   */
  async seatsWanted(reader: User | null, limit: number): Promise<SeatWanted[]> {
    const games = await this.store.listSeatsWanted(limit);
    const now = this.now().getTime();
    const out: SeatWanted[] = [];
    for (const game of games) {
      const people = peopleAt(game);
      if (reader && (people.includes(reader.id) || (await this.circle.blockedWithAny(reader.id, people)))) continue;
      const isFriend = reader !== null && (await this.circle.friendsOf(people)).has(reader.id);
      for (const offer of offeredSeats(game)) {
        const friendsUntil = friendsOnlyUntil(offer);
        if ((game.private || now < friendsUntil) && !isFriend) continue;
        out.push({
          gameId: game.id,
          game: game.game,
          gameName: definitionOf(game.game).name,
          seat: offer.seat,
          players: game.players.flatMap((p, i) => (i === offer.seat ? [] : [p.name])),
          moves: game.version,
          imageUrl: previewImageUrl(this.appUrl, game),
          timeLeftMs: turnBudget(game, offer.seat, this.games.dayMs),
          offeredAt: offer.since,
          friendsOnlyUntil: now < friendsUntil ? new Date(friendsUntil).toISOString() : null,
        });
      }
    }
    return out.slice(0, limit);
  }

  /**
   * `user` takes offered `seat` of game `id` with one tap. The write is conditioned on the game's
   * revision: of two people tapping at once exactly one sits down, the other is told the seat is taken.
   */
  async take(user: User, id: string, seat: number): Promise<GameRecord> {
    if (user.guest) throw new DomainError("forbidden", "guest", "A guest cannot take a seat: sign in with your email first.");
    for (let attempt = 0; attempt < 5; attempt++) {
      const game = await this.games.load(id);
      if (seat >= game.players.length)
        throw new DomainError("invalid", "bad-seat", `This game has seats 0 to ${game.players.length - 1}; there is no seat ${seat}.`);
      if (game.status === "finished") throw new DomainError("conflict", "game-over", "This game is over.");
      const people = peopleAt(game);
      if (people.includes(user.id)) throw new DomainError("conflict", "already-seated", "You already sit at this table.");
      if (!isOffered(game, seat)) {
        throw substitutionOf(game, seat)
          ? new DomainError("conflict", "seat-taken", "Someone else took this seat first.")
          : new DomainError("conflict", "seat-not-offered", `Seat ${seat} of this game is not offered to substitutes.`);
      }
      await this.checkCircle(game, user, seat);
      const next = seatSubstitute(game, seat, seatFor(user), this.games.time());
      try {
        await this.store.commitMove(next.game, game.rev, next.event, substituteWrites(this.store.tableName, game, user.id, seat));
        return next.game;
      } catch (error) {
        if (!(error instanceof Conflict)) throw error;
        // Someone wrote the game meanwhile (a move, or another taker): look again.
      }
    }
    throw new DomainError("unavailable", "busy", "This game is changing fast right now: try again in a moment.");
  }

  /** Refuses `user` an offered seat still kept for the players' friends, or any seat of a table where one of them blocked them. */
  private async checkCircle(game: GameRecord, user: User, seat: number): Promise<void> {
    const people = peopleAt(game);
    if (await this.circle.blockedWithAny(user.id, people))
      throw new DomainError("forbidden", "blocked", "You cannot take a seat at this table.");
    const offer = offeredSeats(game).find((r) => r.seat === seat)!;
    const friendsOnly = game.private || this.now().getTime() < friendsOnlyUntil(offer);
    if (friendsOnly && !(await this.circle.friendsOf(people)).has(user.id))
      throw new DomainError("forbidden", "friends-first", "This seat is offered to the players' friends first: try again later.");
  }

  /**
   * The other player of a table of two answers the choice: "wait" offers the silent seat to
   * substitutes, "forfeit" ends the game with them winning. Only they may, and only while it is open.
   */
  async choose(userId: string, id: string, choice: "wait" | "forfeit"): Promise<GameRecord> {
    const game = await this.games.load(id);
    const open = openChoice(game);
    const chooser = open ? game.players.findIndex((p, i) => i !== open.seat && p.userId === userId) : -1;
    if (!open) throw new DomainError("conflict", "no-choice", "There is no choice to make in this game now.");
    if (chooser === -1) throw new DomainError("forbidden", "not-your-choice", "Only the other player of this game makes this choice.");
    const at = this.games.time().at;
    try {
      if (choice === "wait") {
        const next = { ...waitForSubstitute(game, open.seat, Date.parse(at)), rev: game.rev + 1 };
        await this.store.save(next, game.rev);
        return next;
      }
      const next = forfeitSeat(game, open.seat, at, userId);
      await this.store.commitMove(next.game, game.rev, next.event);
      return next.game;
    } catch (error) {
      if (error instanceof Conflict) throw new DomainError("conflict", "busy", "The game changed meanwhile: look at it again.");
      throw error;
    }
  }
}
