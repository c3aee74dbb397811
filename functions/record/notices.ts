// What a change of a game asks to be told, pure: "your turn" to each seat newly awaited, "game over" to
// everyone, an invitation to each seat a new rematch keeps for someone, each step of a silent seat's
// rescue to every person at the table; seat -1 is the game's own chat, told only when the game has a
// chat webhook.
// The notifier reads the change from the table's stream and sends these (functions/notifier/notify.ts).
import type { GameRecord } from "./game";

export type Notice = {
  gameId: string;
  version: number;
  /** The seat told; -1 for the game's own chat webhook. */
  seat: number;
  /** The id of the request whose move asked for it, kept for the logs and the mail's header (functions/net/observe.ts). */
  correlationId?: string;
} & (
  | { kind: "turn" | "end" | "remind-half" | "remind-day" | "remind-hour" | "invite"; about?: undefined }
  /** A step of a silent seat's rescue (record/rescue.ts), and the seat it is about. */
  | { kind: RescueKind; about: number }
);

type RescueKind = "seat-hold" | "seat-stand-in" | "seat-offered" | "seat-choice" | "seat-taken" | "seat-back";
export type RescueNotice = Notice & { kind: RescueKind };

/** A notice of a step of a silent seat's rescue. */
export const isRescueNotice = (notice: Notice): notice is RescueNotice => notice.about !== undefined;

/** The fields of a game that decide its notices: decoding only these keeps big states out of the notifier. */
export type NoticeFields = Pick<GameRecord, "id" | "version" | "status" | "awaiting" | "players" | "forfeited" | "chatWebhook" | "rescue">;

/** The notices of a game going from `old` (null: it was just created) to `game`. */
export function noticesOfChange(old: NoticeFields | null, game: NoticeFields): Notice[] {
  const base = { gameId: game.id, version: game.version };
  const chat = (kind: "turn" | "end"): Notice[] => (game.chatWebhook ? [{ ...base, seat: -1, kind }] : []);
  if (game.status === "finished") {
    if (old?.status === "finished") return [];
    return [...game.players.map((_, seat) => ({ ...base, seat, kind: "end" as const })), ...chat("end")];
  }
  if (game.status === "open") {
    // A new game with seats kept for people (a rematch): each of them is invited, once.
    if (old) return [];
    return game.players.flatMap((p, seat) => (p.reservedFor ? [{ ...base, seat, kind: "invite" as const }] : []));
  }
  if (game.status !== "active") return [];
  const before = new Set(old?.status === "active" ? old.awaiting : []);
  const forfeited = new Set(game.forfeited ?? []);
  const newly = game.awaiting.filter((seat) => !before.has(seat) && !forfeited.has(seat));
  const turns: Notice[] = newly.length === 0 ? [] : [...newly.map((seat) => ({ ...base, seat, kind: "turn" as const })), ...chat("turn")];
  return [...rescueNotices(old, game), ...turns];
}

/**
 * Each step a silent seat's rescue took in this change, told to every person at the table (its own
 * player too). A seat a substitute took is told to the others and to the player who lost it, whose
 * notice is the one at that seat (the substitute, who sat down, needs none).
 */
function rescueNotices(old: NoticeFields | null, game: NoticeFields): Notice[] {
  const was = (seat: number) => (old?.status === "active" ? old.rescue?.find((r) => r.seat === seat)?.step : undefined);
  const ended = (seat: number): RescueKind => (old?.players[seat]?.userId === game.players[seat]?.userId ? "seat-back" : "seat-taken");
  const steps: { about: number; kind: RescueKind }[] = [
    ...(game.rescue ?? []).flatMap((r) => (was(r.seat) === r.step ? [] : [{ about: r.seat, kind: `seat-${r.step}` as const }])),
    ...(old?.rescue ?? []).flatMap((r) =>
      game.rescue?.some((now) => now.seat === r.seat) ? [] : [{ about: r.seat, kind: ended(r.seat) }],
    ),
  ];
  const people = game.players.flatMap((p, seat) => (p.userId && !p.bot ? [seat] : []));
  return steps.flatMap(({ about, kind }) =>
    people
      .filter((seat) => kind !== "seat-back" || seat !== about)
      .map((seat) => ({ gameId: game.id, version: game.version, seat, kind, about })),
  );
}
