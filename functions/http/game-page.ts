// What a game's page reads: the body of GET /api/games/:id and its ETag. The live channel pushes the
// very same, so a pushed game and a fetched one never differ.
import type { GamePage, MoveAnswer, SocialFields } from "../../shared/api/index";
import { liveRequest, type GameEvent, type GameRecord } from "../record/game";
import type { GameService } from "../service/games";

/** What the game page needs beyond GameDetail: the chat setting, a standing takeback, the rematch. */
export function socialDetail(game: GameRecord): SocialFields {
  return {
    chatForSpectators: game.chatForSpectators ?? false,
    takeback: liveRequest(game),
    rematchId: game.rematchId ?? null,
    rematchOf: game.rematchOf ?? null,
  };
}

/**
 * Changes with every write of the game and differs per seat, since each seat sees its own view. Weak: the
 * same answer goes gzipped or not (compress-json.ts), and a cache may compare it either way.
 */
function etagOf(rev: number, seat: number | null): string {
  return `W/"g${rev}s${seat ?? "x"}"`;
}

export function inviteUrl(appUrl: string, gameId: string): string {
  return new URL(`/join/${gameId}`, appUrl).toString();
}

/** The game as `seat` may see it (null: a spectator); `detail` is built only when asked, since a 304 needs none. */
export function gamePage(service: GameService, appUrl: string, game: GameRecord, seat: number | null) {
  return {
    etag: etagOf(game.rev, seat),
    detail: (): GamePage => ({
      ...service.detail(game, seat),
      ...socialDetail(game),
      ...(game.status === "open" ? { inviteUrl: inviteUrl(appUrl, game.id) } : {}),
    }),
  };
}

/**
 * What a mover is answered, over HTTP (POST /api/games/:id/moves) or its live socket alike: its game page
 * with the move's event, and the game's ETag for its seat.
 */
export function moveAnswer(
  service: GameService,
  moved: { game: GameRecord; seat: number; event: GameEvent },
): { etag: string; body: MoveAnswer } {
  return {
    etag: etagOf(moved.game.rev, moved.seat),
    body: { ...service.detail(moved.game, moved.seat), ...socialDetail(moved.game), event: service.eventView(moved.event, moved.seat) },
  };
}
