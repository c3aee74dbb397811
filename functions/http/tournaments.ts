// The routes of tournaments: create, the lobby's list, the page, join, leave and start.
import { Hono } from "hono";
import { createTournamentBody } from "../../shared/api/index";
import type { AppDeps, Env, RequestKit } from "./context";

export function tournamentRoutes(deps: AppDeps, kit: RequestKit): Hono<Env> {
  const { now, tournaments, hourly } = deps;
  const { limits, readBody, requireUser } = kit;
  const app = new Hono<Env>();
  const inviteUrl = (id: string) => new URL(`/t/${id}`, deps.config.appUrl).toString();

  app.post("/api/tournaments", async (c) => {
    const user = await requireUser(c);
    const body = await readBody(c, createTournamentBody());
    // Each tournament creates many games: counted against the same hourly allowance as games.
    await hourly.take(`tournaments-user#${user.id}`, limits.gamesPerUser, now(), {
      code: "too-many-tournaments",
      message: "Too many tournaments were created this hour: try again later.",
    });
    const tournament = await tournaments.create(user, body);
    return c.json(await tournaments.page(tournament, user.id, inviteUrl(tournament.id)), 201);
  });

  app.get("/api/tournaments", async (c) => c.json({ tournaments: await tournaments.listOpen() }));

  app.get("/api/tournaments/:id", async (c) => {
    const tournament = await tournaments.load(c.req.param("id"));
    c.header("Cache-Control", "private, no-cache");
    return c.json(await tournaments.page(tournament, c.get("principal")?.userId ?? null, inviteUrl(tournament.id)));
  });

  for (const action of ["join", "leave", "start"] as const) {
    app.post(`/api/tournaments/:id/${action}`, async (c) => {
      const user = await requireUser(c);
      const tournament = await tournaments[action](user, c.req.param("id"));
      return c.json(await tournaments.page(tournament, user.id, inviteUrl(tournament.id)));
    });
  }

  return app;
}
