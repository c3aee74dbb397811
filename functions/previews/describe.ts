// A game told in a few words, for link previews: the title and description chat apps show, and the
// board image's accessible title. Only what a spectator may know: names, whose turn, the result.
import type { GameResult } from "../../shared/engine/index";
import { gameRules, type GameId } from "../../shared/games/index";
import { seatName, type CardInput } from "./card";
import { intl } from "../../shared/i18n/intl";

export interface GameFacts {
  /** The game's id in the registry ("balam"). */
  game: GameId;
  /** Names by seat; null for an open seat. */
  players: (string | null)[];
  status: "open" | "active" | "finished";
  awaiting: number[];
  result: GameResult | null;
  turnSince: string | null;
  /** The spectator view; null before the game starts. */
  view: unknown;
}

export interface Description {
  title: string;
  description: string;
}

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

function when(iso: string): string {
  const at = new Date(iso);
  return `${intl(Intl.DateTimeFormat, "en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(at)} UTC`;
}

function openSeats(facts: GameFacts): string {
  const open = facts.players.filter((p) => p === null).length;
  return `${open} seat${open === 1 ? "" : "s"} open`;
}

const seated = (facts: GameFacts) => facts.players.flatMap((p) => (p === null ? [] : [p]));

/** What a link to the game's spectator page says. */
export function describeGame(facts: GameFacts): Description {
  const gameName = gameRules(facts.game).name;
  const name = (seat: number) => seatName(facts.players, seat);
  if (facts.status === "open") {
    return { title: `${gameName}: waiting for players`, description: `${openSeats(facts)}. Playing so far: ${list(seated(facts))}.` };
  }
  const title = `${gameName}: ${list(facts.players.map((_, seat) => name(seat)))}`;
  if (facts.status === "finished") {
    const winners = (facts.result?.winners ?? []).map(name);
    const scores = facts.players.map((_, seat) => `${name(seat)} ${facts.result?.scores[seat] ?? 0}`).join(", ");
    const outcome = winners.length === 0 ? "Game over" : `${list(winners)} won`;
    return { title, description: `${outcome}. Final scores: ${scores}.` };
  }
  const toPlay = facts.awaiting.map(name);
  const since = facts.turnSince ? ` since ${when(facts.turnSince)}` : "";
  return { title, description: toPlay.length ? `${list(toPlay)} to play${since}.` : "In play." };
}

/** What an invitation link says: who asks, to what, and how many seats are left. */
export function describeInvite(facts: GameFacts): Description {
  if (facts.status !== "open") return describeGame(facts);
  const gameName = gameRules(facts.game).name;
  const host = facts.players[0] ?? "A player";
  return { title: `Join ${host}’s game of ${gameName}`, description: `${openSeats(facts)}. Playing so far: ${list(seated(facts))}.` };
}

/** The board image's address for a game's current version; null for a private game, which has none. */
export function previewImageUrl(appUrl: string, game: { id: string; version: number; private: boolean }): string | null {
  return game.private ? null : new URL(`/og/${game.id}/${game.version}.png`, appUrl).toString();
}

/** The board image's input. */
export function cardInput(facts: GameFacts): CardInput {
  const { title, description } = describeGame(facts);
  return {
    game: facts.game,
    gameName: gameRules(facts.game).name,
    players: facts.players,
    status: facts.status,
    awaiting: facts.awaiting,
    result: facts.result,
    view: facts.view,
    summary: `${title}. ${description}`,
  };
}
