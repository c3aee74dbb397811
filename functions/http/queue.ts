// The routes of a player's queued moves (docs/api.md, "Planning ahead"): each player reads and writes its
// own seat's plan only; nobody else's request, no event, preview or mail shows it.
import { Hono } from "hono";
import type { AreaDeps, Env, RequestKit } from "./context";
import { queueBody } from "../../shared/api/index";

export function queueRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { queue } = deps;
  const app = new Hono<Env>();

  app.get("/api/games/:id/queue", async (c) => {
    c.header("Cache-Control", "private, no-cache");
    return c.json(await queue.read(kit.requirePrincipal(c), c.req.param("id")));
  });

  app.put(
    "/api/games/:id/queue",
    kit.withBody(queueBody, async (c, read) => {
      const principal = kit.requirePrincipal(c);
      const body = await read();
      return c.json(await queue.write(principal, c.req.param("id")!, body));
    }),
  );

  app.delete("/api/games/:id/queue", async (c) => {
    await queue.clear(kit.requirePrincipal(c), c.req.param("id"));
    return c.body(null, 204);
  });

  // Sampling futures costs about what a bot's move does: counted with the caller's moves.
  app.get("/api/games/:id/queue/options", async (c) => {
    const principal = kit.requirePrincipal(c);
    kit.moveLimiter.take(principal.userId, deps.now());
    c.header("Cache-Control", "private, no-cache");
    return c.json(await queue.options(principal, c.req.param("id")));
  });

  return app;
}
