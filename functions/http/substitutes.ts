// The routes of substitutes (docs/clocks.md, "Substitutes"): the seats wanted list, taking an offered
// seat with one tap, and the choice of the other player at a table of two.
import { Hono } from "hono";
import { rescueChoiceBody, seatsWantedQuery } from "../../shared/api/index";
import { DomainError } from "../record/errors";
import type { AreaDeps, Env, RequestKit } from "./context";

/** A seat number from a path: a whole number a table may have, or 400 naming it. */
function seatParam(value: string | undefined): number {
  const seat = Number(value);
  if (!/^\d{1,2}$/.test(value ?? "") || !Number.isSafeInteger(seat))
    throw new DomainError("invalid", "bad-seat", "The seat must be a whole number from 0, as the seats wanted list gives it.");
  return seat;
}

export function substituteRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { substitutes, service } = deps;
  const app = new Hono<Env>();

  app.get(
    "/api/seats-wanted",
    kit.withQuery(seatsWantedQuery, async (c, read) => {
      const { limit } = read();
      c.header("Cache-Control", "private, no-cache");
      return c.json({ seats: await substitutes.seatsWanted(await kit.currentUser(c), limit ?? 20) });
    }),
  );

  app.post("/api/games/:id/seats/:seat/take", async (c) => {
    const user = await kit.requireUser(c);
    const game = await substitutes.take(user, c.req.param("id"), seatParam(c.req.param("seat")));
    const seat = game.players.findIndex((p) => p.userId === user.id);
    return c.json({ ...service.summary(game, seat), seatLink: await kit.seatLinkFor(user.id, game.id, seat) });
  });

  app.post(
    "/api/games/:id/rescue-choice",
    kit.withBody(rescueChoiceBody, async (c, read) => {
      // The player's seat link may choose as their session may: the choice is their seat's.
      const principal = kit.requirePrincipal(c);
      const { choice } = await read();
      const game = await substitutes.choose(principal.userId, c.req.param("id")!, choice);
      return c.json(
        service.summary(
          game,
          game.players.findIndex((p) => p.userId === principal.userId),
        ),
      );
    }),
  );

  return app;
}
