// Step 3 of the seat rescue chain (docs/clocks.md, "Substitutes"), pure: once a stand-in has played a
// silent seat for a turn's time, the seat is offered to people (the players' friends first), or, at a
// table of two, the other player chooses between waiting for a substitute and winning by forfeit. A
// substitute who sits down takes the seat from its player for good. The clock and the service decide
// when and write; these functions only compute.
import type { SeatRescue } from "../../shared/api/index";
import type { GameEvent, GameRecord, PlayerSlot, Substitution } from "./game";
import { rescueOf } from "./rescue";
import { newTurn, type ChangeTime } from "./transitions";

/** How long an offered seat is shown to the players' friends alone, before everyone may take it. */
const FRIENDS_FIRST_MS = 24 * 3_600_000;

/** The seats whose stand-in has played its turn's time by `at`: due to be offered (or their choice asked). */
export function offersDue(game: Pick<GameRecord, "rescue" | "status" | "tournamentId">, at: number): number[] {
  // A tournament's table keeps its stand-in to the end: the tournament's own policy (docs/clocks.md).
  if (game.status !== "active" || game.tournamentId) return [];
  return (game.rescue ?? []).flatMap((r) => (r.step === "stand-in" && r.until !== null && Date.parse(r.until) <= at ? [r.seat] : []));
}

/** At a table of two the other player chooses; at a bigger one the seat is offered at once. */
const stepAfterStandIn = (game: Pick<GameRecord, "players">): SeatRescue["step"] => (game.players.length === 2 ? "choice" : "offered");

/** The game once the stand-in of `seat` has played its turn's time at `at`: the seat offered, or the choice asked. */
export function offerSeat(game: GameRecord, seat: number, at: number): GameRecord {
  return withStep(game, seat, stepAfterStandIn(game), at);
}

/** The game once the other player of a table of two chose at `at` to wait for a substitute. */
export const waitForSubstitute = (game: GameRecord, seat: number, at: number): GameRecord => withStep(game, seat, "offered", at);

function withStep(game: GameRecord, seat: number, step: SeatRescue["step"], at: number): GameRecord {
  const rescue = (game.rescue ?? []).map((r) => (r.seat === seat ? { ...r, step, since: new Date(at).toISOString(), until: null } : r));
  return { ...game, rescue };
}

/** The seat of a table of two whose player went silent while the other is asked to choose, if any. */
export const openChoice = (game: Pick<GameRecord, "rescue" | "status">): SeatRescue | undefined =>
  game.status === "active" ? game.rescue?.find((r) => r.step === "choice") : undefined;

/** When an offered seat stops being shown to the players' friends alone. */
export const friendsOnlyUntil = (offer: Pick<SeatRescue, "since">): number => Date.parse(offer.since) + FRIENDS_FIRST_MS;

/** The seats of `game` on offer now. */
export const offeredSeats = (game: Pick<GameRecord, "rescue" | "status">): SeatRescue[] =>
  game.status === "active" ? (game.rescue ?? []).filter((r) => r.step === "offered") : [];

/** Whether `seat` is on offer now. */
export const isOffered = (game: Pick<GameRecord, "rescue" | "status">, seat: number): boolean =>
  game.status === "active" && rescueOf(game, seat)?.step === "offered";

/** The people at the table: those who hold a seat now (not bots). */
export const peopleAt = (game: Pick<GameRecord, "players">): string[] =>
  game.players.flatMap((p) => (p.userId && !p.bot ? [p.userId] : []));

/**
 * The game once `substitute` sat down in offered `seat` at `time`: the seat is theirs (its mailed links
 * revoked, its count of missed deadlines cleared), its rescue over, and the log says who took it over.
 * A turn the seat is awaited for starts again on the substitute's clock.
 */
export function seatSubstitute(
  game: GameRecord,
  seat: number,
  substitute: PlayerSlot,
  time: ChangeTime,
): { game: GameRecord; event: GameEvent } {
  const leaver = game.players[seat]!;
  const substitution: Substitution = {
    seat,
    leaver: { userId: leaver.userId!, name: leaver.name, guest: leaver.guest },
    substitute: { userId: substitute.userId!, name: substitute.name },
    at: time.at,
  };
  const next: GameRecord = {
    ...game,
    version: game.version + 1,
    rev: game.rev + 1,
    updatedAt: time.at,
    players: game.players.map((p, i) => (i === seat ? { ...substitute, mailLinkGen: (p.mailLinkGen ?? 0) + 1 } : p)),
    missed: game.players.map((_, i) => (i === seat ? 0 : (game.missed?.[i] ?? 0))),
    rescue: (game.rescue ?? []).filter((r) => r.seat !== seat),
    substitutes: [...(game.substitutes ?? []), substitution],
  };
  if (next.awaiting.includes(seat)) newTurn(next, time);
  const event: GameEvent = {
    gameId: game.id,
    version: next.version,
    seat,
    move: null,
    clientMoveId: `substitute-${next.version}`,
    log: [{ key: "turnpost.substitute", params: { seat, name: substitute.name ?? "" } }],
    at: time.at,
    by: substitute.userId!,
  };
  return { game: next, event };
}

/** The substitution that took `seat` from its player, if one did. */
export const substitutionOf = (game: Pick<GameRecord, "substitutes">, seat: number): Substitution | undefined =>
  game.substitutes?.findLast((s) => s.seat === seat);
