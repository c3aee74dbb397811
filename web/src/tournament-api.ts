// The tournament routes of docs/api.md ("Tournaments") as typed calls, beside api.ts.
import type { CreateTournamentRequest, TournamentPage, TournamentSummary } from "../../shared/api/index";
import { request } from "./api";

const tournament = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;

export const tournamentApi = {
  open: async () => (await request<{ tournaments: TournamentSummary[] }>("GET", "/api/tournaments")).data.tournaments,
  create: async (body: CreateTournamentRequest) => (await request<TournamentPage>("POST", "/api/tournaments", { body })).data,
  get: async (id: string) => (await request<TournamentPage>("GET", tournament(id))).data,
  act: async (id: string, action: "join" | "leave" | "start") =>
    (await request<TournamentPage>("POST", `${tournament(id)}/${action}`, { body: {} })).data,
};
