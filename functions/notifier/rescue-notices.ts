// A silent seat's rescue told in words (docs/clocks.md, "A silent seat", "Substitutes"): whether a
// notice of a step still says how things stand, whom it goes to, and what it says to that reader.
import type { GameRecord } from "../record/game";
import type { RescueNotice } from "../record/notices";
import { rescueOf } from "../record/rescue";
import { substitutionOf } from "../record/substitute";
import { definitionOf } from "../service/games";
import { awayDays } from "../../shared/clock/absence";
import type { Translate } from "../../shared/i18n/index";

/** Whether a rescue notice still says how things stand: its step is the seat's now (a seat taken back stays back). */
export function rescueIsCurrent(game: GameRecord, notice: RescueNotice): boolean {
  if (game.status !== "active") return false;
  const rescue = rescueOf(game, notice.about);
  if (notice.kind === "seat-taken") return rescue === undefined && substitutionOf(game, notice.about) !== undefined;
  return notice.kind === "seat-back" ? rescue === undefined : rescue !== undefined && notice.kind === `seat-${rescue.step}`;
}

/** Whom a rescue notice goes to: the person at its seat, but the player who lost it for a seat a substitute took. */
export function rescueReader(game: GameRecord, notice: RescueNotice): string | null | undefined {
  if (notice.kind === "seat-taken" && notice.seat === notice.about) return substitutionOf(game, notice.about)?.leaver.userId;
  return game.players[notice.seat]?.userId;
}

/** Whether the reader of a rescue notice still holds its seat: the one who lost it gets no seat link. */
export const readerHoldsSeat = (notice: RescueNotice): boolean => !(notice.kind === "seat-taken" && notice.seat === notice.about);

/**
 * A rescue step in words for the reader at `notice.seat`: what happened to the silent seat, what comes
 * next and when; the silent player reads it of their own seat.
 */
export function rescueWords(
  game: GameRecord,
  notice: RescueNotice,
  t: Translate,
  player: (seat: number) => string,
  when: (at: string) => string,
): { subject: string; line: string } {
  const about = notice.about;
  const rescue = rescueOf(game, about);
  const taken = notice.kind === "seat-taken" ? substitutionOf(game, about) : undefined;
  const gameName = definitionOf(game.game).name;
  const params = {
    game: gameName,
    player: taken ? (taken.leaver.name ?? "") : player(about),
    substitute: taken?.substitute.name ?? "",
    // At a table of two, the player who chooses.
    other: player(about === 0 ? 1 : 0),
    missed: rescue?.missed ?? 0,
    until: rescue?.until ? when(rescue.until) : "",
    level: rescue?.level ? t(`lobby.seat.${rescue.level}`) : "",
    vacationDays: rescue?.vacationDays ?? 0,
    awayDays: awayDays(rescue),
  };
  const step = {
    "seat-hold": "hold",
    "seat-stand-in": "standIn",
    "seat-offered": "offered",
    "seat-choice": "choice",
    "seat-taken": "taken",
    "seat-back": "back",
  }[notice.kind];
  const whose = notice.seat === about ? "You" : "Them";
  return { subject: t(`notice.seat.${step}Subject${whose}`, params), line: t(`notice.seat.${step}Line${whose}`, params) };
}
