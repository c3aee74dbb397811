// The routes of the players' rhythms (docs/clocks.md): each seated person's, and the forecast of a
// game's end made from them. Asked apart from the game page, so that the page, its ETag and its live
// pushes stay one read of the game item.
import { Hono } from "hono";
import type { GameRhythms } from "../../shared/api/index";
import { forecastFinish, rhythmOf } from "../record/rhythm";
import { definitionOf } from "../service/games";
import type { AreaDeps, Env } from "./context";

export function clockRoutes(deps: AreaDeps): Hono<Env> {
  const { service, rhythms, now } = deps;
  const app = new Hono<Env>();

  app.get("/api/games/:id/rhythms", async (c) => {
    const { game } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    const at = now().getTime();
    const shown = await Promise.all(
      game.players.map(async (p) => {
        const stats = p.userId && !p.bot ? await rhythms.get(p.userId) : null;
        return stats ? rhythmOf(stats, at) : null;
      }),
    );
    let forecast: GameRhythms["forecast"] = null;
    if (game.status === "active") {
      const movesLeft = definitionOf(game.game).estimateRemainingMoves(game.state);
      const range = forecastFinish(game, shown, movesLeft, at, service.dayMs);
      if (range) forecast = { movesLeft, earliest: new Date(range.earliest).toISOString(), latest: new Date(range.latest).toISOString() };
    }
    const answer: GameRhythms = { players: shown.map((rhythm, seat) => ({ seat, rhythm })), forecast };
    return c.json(answer);
  });

  return app;
}
