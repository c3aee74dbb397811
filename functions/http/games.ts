// The routes of a game's life: the catalogue, create, join, read, move, export, cancel, and its settings.
import type { AppDeps, Env, RequestKit } from "./context";
import { Hono } from "hono";
import { DomainError } from "../record/errors";
import { createGameBody, moveBody, muteBody, visitBody } from "../../shared/api/index";
import { gamePage, inviteUrl, moveAnswer } from "./game-page";
import { GAME_IDS, gameRules, loadGames } from "../../shared/games/index";
import { cancelGame, exportGame } from "../service/records";
import { PAGE_CHANNEL } from "../store/notices";
import { observe } from "../net/observe";

export function gameRoutes(deps: AppDeps, kit: RequestKit): Hono<Env> {
  const { now, games: gameStore, service, hourly, notices } = deps;
  const { limits, moveLimiter, clientOf, withBody, requireUser, requirePrincipal, seatLinkFor, versionParam } = kit;
  const app = new Hono<Env>();

  app.get("/api/games/catalog", async (c) => {
    await loadGames();
    return c.json({
      games: GAME_IDS.map(gameRules).map((g) => ({ id: g.id, name: g.name, minPlayers: g.minPlayers, maxPlayers: g.maxPlayers })),
    });
  });

  app.post(
    "/api/games",
    withBody(createGameBody, async (c, read) => {
      const user = await requireUser(c);
      const body = await read();
      const tooMany = {
        code: "too-many-games",
        message: "Too many games were created this hour: play the ones you have, or try again later.",
      };
      const client = await clientOf(c);
      if (client) await hourly.take(`games-client#${client}`, limits.gamesPerClient, now(), tooMany);
      await hourly.take(`games-user#${user.id}`, limits.gamesPerUser, now(), tooMany);
      const game = await service.create(user, body);
      return c.json(
        {
          ...service.summary(game, 0),
          inviteUrl: inviteUrl(deps.config.appUrl, game.id),
          seatLink: await seatLinkFor(user.id, game.id, 0),
        },
        201,
      );
    }),
  );

  app.post("/api/games/:id/join", async (c) => {
    const user = await requireUser(c);
    const { game, seat } = await service.join(user, c.req.param("id"));
    return c.json({ ...service.summary(game, seat), seatLink: await seatLinkFor(user.id, game.id, seat) });
  });

  app.get("/api/games/:id", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const page = gamePage(service, deps.config.appUrl, game, seat);
    c.header("ETag", page.etag);
    c.header("Cache-Control", "private, no-cache");
    if (c.req.header("if-none-match") === page.etag) return c.body(null, 304);
    return c.json(page.detail());
  });

  app.post(
    "/api/games/:id/moves",
    withBody(moveBody, async (c, read) => {
      const principal = requirePrincipal(c);
      moveLimiter.take(principal.userId, now());
      const body = await read();
      const correlationId = c.get("correlationId");
      const moved = await service.move(principal, c.req.param("id")!, body, correlationId);
      observe.info("move accepted", { correlationId, gameId: moved.game.id, version: moved.event.version, replayed: moved.replayed });
      const answer = moveAnswer(service, moved);
      c.header("ETag", answer.etag);
      return c.json(answer.body);
    }),
  );

  // The game's record as JSON: the caller's events while it is played, everything once it is over.
  app.get("/api/games/:id/export", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const record = await exportGame(service, gameStore, game, seat);
    c.header("Content-Disposition", `attachment; filename="turnpost-${game.game}-${game.id}.json"`);
    c.header("Cache-Control", "private, no-cache");
    return c.json(record);
  });

  app.post("/api/games/:id/cancel", async (c) => {
    const user = await requireUser(c);
    await cancelGame(gameStore, await service.load(c.req.param("id")), user.id);
    return c.json({ cancelled: true });
  });

  // "New since your last visit": the page reports the version it shows and gets the one seen before.
  app.post(
    "/api/games/:id/visit",
    withBody(
      () => visitBody(Number.MAX_SAFE_INTEGER),
      async (c, read) => {
        const user = await requireUser(c);
        const { game, seat } = await service.loadReadable(c.req.param("id")!, c.get("principal"));
        if (seat === null) throw new DomainError("forbidden", "not-your-seat", "Only the game's players have visits kept.");
        const { version } = await read(visitBody(game.version));
        // A page showing its seat's turn has told that seat: from now on the mover's undo asks first.
        if (version === game.version && game.status === "active" && game.awaiting.includes(seat))
          await notices.claim({ gameId: game.id, version, seat, kind: "turn" }, PAGE_CHANNEL);
        return c.json({ previous: await gameStore.visit(user.id, game.id, version) });
      },
    ),
  );

  app.put(
    "/api/games/:id/mute",
    withBody(muteBody, async (c, read) => {
      const user = await requireUser(c);
      const { game, seat } = await service.loadReadable(c.req.param("id")!, c.get("principal"));
      if (seat === null) throw new DomainError("forbidden", "not-your-seat", "Only the game's players can mute it.");
      const { muted } = await read();
      await gameStore.setMuted(user.id, game.id, muted);
      return c.json({ muted });
    }),
  );

  app.get("/api/games/:id/events", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const after = versionParam(c.req.query("after"), "after");
    return c.json(await service.events(game, seat, after, 200));
  });

  app.get("/api/games/:id/history/:version", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const version = versionParam(c.req.param("version"), "version");
    return c.json({ version, view: await service.history(game, seat, version) });
  });

  return app;
}
