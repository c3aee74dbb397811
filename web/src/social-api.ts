// The social routes of docs/api.md ("Playing together") as typed calls, beside api.ts.
import { request, type GameDetail, type GameSummary } from "./api";

export interface ChatMessage { id: string; seat: number; name: string; text: string; at: string }
interface TakebackRequest { seat: number; to: number; atVersion: number; accepted: number[]; at: string }
export interface TakebackStatus { canUndo: boolean; undoRefusal: string | null; canRequest: boolean; request: TakebackRequest | null }
/** GameDetail as GET /api/games/:id gives it, with the social fields. */
export interface SocialDetail extends GameDetail {
  chatForSpectators?: boolean; takeback?: TakebackRequest | null; rematchId?: string | null; rematchOf?: string | null;
}
interface ShownRating { game: string; gameName?: string; rating: number; deviation: number; games: number }
export interface LobbyGame extends GameSummary { openSeats: number; creator: { id: string; name: string | null; rating: ShownRating | null } }
export interface Profile {
  user: { id: string; name: string; guest: boolean };
  ratings: (ShownRating & { gameName: string })[];
  finished: (GameSummary & { playerSeat: number; won: boolean })[];
}

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const socialApi = {
  /** The messages and how many the caller had not read; `read` (the chat is in view) reads them. */
  chat: async (id: string, read: boolean) =>
    (await request<{ messages: ChatMessage[]; unread: number }>("GET", `${game(id)}/chat${read ? "?read=1" : ""}`, { gameId: id })).data,
  say: async (id: string, text: string) =>
    (await request<{ message: ChatMessage }>("POST", `${game(id)}/chat`, { body: { text }, gameId: id })).data.message,
  note: async (id: string) => (await request<{ text: string }>("GET", `${game(id)}/note`, { gameId: id })).data.text,
  setNote: async (id: string, text: string) => (await request<{ text: string }>("PUT", `${game(id)}/note`, { body: { text }, gameId: id })).data.text,
  takeback: async (id: string) => (await request<TakebackStatus>("GET", `${game(id)}/takeback`, { gameId: id })).data,
  undo: async (id: string, version: number) => (await request<SocialDetail>("POST", `${game(id)}/undo`, { body: { version }, gameId: id })).data,
  requestTakeback: async (id: string, version: number) =>
    (await request<SocialDetail>("POST", `${game(id)}/takeback`, { body: { version }, gameId: id })).data,
  answerTakeback: async (id: string, accept: boolean) =>
    (await request<SocialDetail>("POST", `${game(id)}/takeback/answer`, { body: { accept }, gameId: id })).data,
  /** With the session: the rematch gives the caller a seat of its own. */
  rematch: async (id: string) => (await request<GameSummary & { seatLink: string }>("POST", `${game(id)}/rematch`, { body: {} })).data,
  lobby: async (filter: { game?: string; players?: number; timePerMoveDays?: number | "none" }) => {
    const query = new URLSearchParams(Object.entries(filter).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
    return (await request<{ games: LobbyGame[] }>("GET", `/api/lobby?${query}`)).data.games;
  },
  profile: async (userId: string) => (await request<Profile>("GET", `/api/users/${encodeURIComponent(userId)}`)).data,
  setAutoPlayForced: (autoPlayForced: boolean) => request("PATCH", "/api/me", { body: { autoPlayForced } }),
};
