// The routes of tournaments (create, the lobby's list, the page, join, leave and start) and of leagues
// (create, which invites; the lobby's list with the caller's invitations; the page; the caller's own
// accept and decline, and request to join from the link; the creator's start and answers to requests).
import { Hono } from "hono";
import { etag } from "hono/etag";
import { createLeagueBody, createTournamentBody } from "../../shared/api/index";
import type { User } from "../store/users";
import type { AreaDeps, Env, RequestKit } from "./context";

export function tournamentRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { now, tournaments, leagues, hourly } = deps;
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
      const league = await leagues.createOf(user, body);
      return c.json(await leagues.page(league.id, user.id, leagueUrl(league.id), inviteUrl), 201);
    }),
  );

  app.get("/api/leagues", async (c) => {
    const viewer = c.get("principal")?.userId;
    const [listed, invitations] = await Promise.all([leagues.list(), viewer ? leagues.invitations(viewer) : []]);
    return c.json({ leagues: listed, invitations });
  });

  app.get("/api/leagues/:id", async (c) => {
    const id = c.req.param("id");
    c.header("Cache-Control", "private, no-cache");
    return c.json(await leagues.page(id, c.get("principal")?.userId ?? null, leagueUrl(id), inviteUrl));
  });

  // The caller answers for themselves alone: the body names nobody.
  for (const [action, change] of [
    ["accept", (user: User, id: string) => leagues.answer(user, id, true)],
    ["decline", (user: User, id: string) => leagues.answer(user, id, false)],
    ["start", (user: User, id: string) => leagues.start(user, id)],
    // Anyone with the league's link asks to join; the creator answers.
    ["ask", (user: User, id: string) => leagues.ask(user, id)],
  ] as const) {
    app.post(`/api/leagues/:id/${action}`, async (c) => {
      const user = await requireUser(c);
      const id = c.req.param("id");
      await change(user, id);
      return c.json(await leagues.page(id, user.id, leagueUrl(id), inviteUrl));
    });
  }

  for (const [action, accept] of [
    ["accept", true],
    ["decline", false],
  ] as const) {
    app.post(`/api/leagues/:id/requests/:userId/${action}`, async (c) => {
      const user = await requireUser(c);
      const id = c.req.param("id");
      await leagues.answerRequest(user, id, c.req.param("userId"), accept);
      return c.json(await leagues.page(id, user.id, leagueUrl(id), inviteUrl));
    });
  }

  return app;
}
