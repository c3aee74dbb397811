// The tournament and league routes of docs/api.md ("Tournaments") as typed calls, beside api.ts.
import type {
  CreateLeagueRequest,
  CreateTournamentRequest,
  LeagueInvitation,
  LeaguePage,
  LeagueSummary,
  TournamentPage,
  TournamentSummary,
} from "../../shared/api/index";
import { request } from "./api";

const tournament = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
const league = (id: string) => `/api/leagues/${encodeURIComponent(id)}`;

/** A page asked again with the ETag it was last seen under: null when unchanged. */
async function fresh<T>(path: string, etag: string | undefined): Promise<{ data: T; etag: string | null } | null> {
  const answer = await request<T>("GET", path, { etag });
  return answer.status === 304 ? null : answer;
}

export const tournamentApi = {
  open: async () => (await request<{ tournaments: TournamentSummary[] }>("GET", "/api/tournaments")).data.tournaments,
  create: async (body: CreateTournamentRequest) => (await request<TournamentPage>("POST", "/api/tournaments", { body })).data,
  fresh: (id: string, etag: string | undefined) => fresh<TournamentPage>(tournament(id), etag),
  act: async (id: string, action: "join" | "leave" | "start") =>
    (await request<TournamentPage>("POST", `${tournament(id)}/${action}`, { body: {} })).data,
};

const leagueLobby = async () => (await request<{ leagues: LeagueSummary[]; invitations: LeagueInvitation[] }>("GET", "/api/leagues")).data;

export const leagueApi = {
  open: async () => (await leagueLobby()).leagues,
  /** The signed-in reader's invitations not answered yet. */
  invitations: async () => (await leagueLobby()).invitations,
  create: async (body: CreateLeagueRequest) => (await request<LeaguePage>("POST", "/api/leagues", { body })).data,
  fresh: (id: string, etag: string | undefined) => fresh<LeaguePage>(league(id), etag),
  /** The reader's own answer to their invitation or request to join, or the creator's start of the first season. */
  act: async (id: string, action: "accept" | "decline" | "start" | "ask") =>
    (await request<LeaguePage>("POST", `${league(id)}/${action}`, { body: {} })).data,
  /** The creator's answer to a request to join. */
  answerRequest: async (id: string, userId: string, action: "accept" | "decline") =>
    (await request<LeaguePage>("POST", `${league(id)}/requests/${encodeURIComponent(userId)}/${action}`, { body: {} })).data,
};
