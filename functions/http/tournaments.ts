// The routes of tournaments (create, the lobby's list, the page, join, leave and start) and of leagues.
import { Hono } from "hono";
import { etag } from "hono/etag";
import { createLeagueBody, createTournamentBody } from "../../shared/api/index";
import type { AreaDeps, Env, RequestKit } from "./context";

export function tournamentRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { now, tournaments, hourly } = deps;
  const { limits, withBody, requireUser } = kit;
  const app = new Hono<Env>();
  // Each tournament, and each league's divisions, create many games: counted against the games' hourly allowance.
  const tooManyTournaments = { code: "too-many-tournaments", message: "Too many tournaments were created this hour: try again later." };
  const inviteUrl = (id: string) => new URL(`/t/${id}`, deps.config.appUrl).toString();
  const leagueUrl = (id: string) => new URL(`/l/${id}`, deps.config.appUrl).toString();
  // An open page asks again while it is shown (web/src/polled.ts): unchanged, it gets a 304 and no body.
  // The tag is the body's digest, as a page also changes when one of its games does.
  app.use("/api/tournaments/:id", etag());
  app.use("/api/leagues/:id", etag());

  app.post(
    "/api/tournaments",
    withBody(createTournamentBody, async (c, read) => {
      const user = await requireUser(c);
      const body = await read();
      await hourly.take(`tournaments-user#${user.id}`, limits.gamesPerUser, now(), tooManyTournaments);
      const tournament = await tournaments.create(user, body);
      return c.json(await tournaments.page(tournament, user.id, inviteUrl(tournament.id)), 201);
    }),
  );

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

  app.post(
    "/api/leagues",
    withBody(createLeagueBody, async (c, read) => {
      const user = await requireUser(c);
      const body = await read();
      await hourly.take(`tournaments-user#${user.id}`, limits.gamesPerUser, now(), tooManyTournaments);
      const league = await tournaments.createLeagueOf(user, body);
      return c.json(await tournaments.leaguePage(league.id, user.id, leagueUrl(league.id), inviteUrl), 201);
    }),
  );

  app.get("/api/leagues", async (c) => c.json({ leagues: await tournaments.listLeagues() }));

  app.get("/api/leagues/:id", async (c) => {
    const id = c.req.param("id");
    c.header("Cache-Control", "private, no-cache");
    return c.json(await tournaments.leaguePage(id, c.get("principal")?.userId ?? null, leagueUrl(id), inviteUrl));
  });

  return app;
}
