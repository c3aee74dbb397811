// The social routes of docs/api.md ("Playing together") as typed calls, beside api.ts.
import type {
  ChatMessageView,
  ChatPage,
  GamePage,
  GameRhythms,
  JoinedGame,
  LobbyFilter,
  LobbyGame,
  Profile,
  TakebackStatus,
} from "../../shared/api/index";
import { request } from "./api";

const game = (id: string) => `/api/games/${encodeURIComponent(id)}`;

export const socialApi = {
  /** The messages and how many the caller had not read; `read` (the chat is in view) reads them. */
  chat: async (id: string, read: boolean) =>
    (await request<ChatPage>("GET", `${game(id)}/chat${read ? "?read=1" : ""}`, { gameId: id })).data,
  say: async (id: string, text: string) =>
    (await request<{ message: ChatMessageView }>("POST", `${game(id)}/chat`, { body: { text }, gameId: id })).data.message,
  note: async (id: string) => (await request<{ text: string }>("GET", `${game(id)}/note`, { gameId: id })).data.text,
  setNote: async (id: string, text: string) =>
    (await request<{ text: string }>("PUT", `${game(id)}/note`, { body: { text }, gameId: id })).data.text,
  takeback: async (id: string) => (await request<TakebackStatus>("GET", `${game(id)}/takeback`, { gameId: id })).data,
  undo: async (id: string, version: number) =>
    (await request<GamePage>("POST", `${game(id)}/undo`, { body: { version }, gameId: id })).data,
  requestTakeback: async (id: string, version: number) =>
    (await request<GamePage>("POST", `${game(id)}/takeback`, { body: { version }, gameId: id })).data,
  answerTakeback: async (id: string, accept: boolean) =>
    (await request<GamePage>("POST", `${game(id)}/takeback/answer`, { body: { accept }, gameId: id })).data,
  /** With the session: the rematch gives the caller a seat of its own. */
  rematch: async (id: string) => (await request<JoinedGame>("POST", `${game(id)}/rematch`, { body: {} })).data,
  lobby: async (filter: LobbyFilter) => {
    const query = new URLSearchParams(Object.entries(filter).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
    return (await request<{ games: LobbyGame[] }>("GET", `/api/lobby?${query}`)).data.games;
  },
  /** Each seated person's rhythm and the game's forecast end (docs/clocks.md). */
  rhythms: async (id: string) => (await request<GameRhythms>("GET", `${game(id)}/rhythms`, { gameId: id })).data,
  profile: async (userId: string) => (await request<Profile>("GET", `/api/users/${encodeURIComponent(userId)}`)).data,
  setAutoPlayForced: (autoPlayForced: boolean) => request("PATCH", "/api/me", { body: { autoPlayForced } }),
};
