// The moderation routes (docs/api.md, "Moderation"): reporting, appealing once, and the notices list.
// A suspended or banned player may still read their notices and appeal: that is how they learn why.
import { Hono, type Context } from "hono";
import { appealBody, reportBody } from "../../shared/api/moderation";
import { DomainError } from "../record/errors";
import type { AreaDeps, Env, RequestKit } from "./context";

export function moderationRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { moderation } = deps;
  const app = new Hono<Env>();

  /** Who calls by their session, restricted or not (a seat link stands for one seat, not for a person). */
  function sessionUserId(c: Context<Env>): string {
    const principal = kit.requirePrincipal(c);
    if (principal.seatGrant)
      throw new DomainError("forbidden", "seat-link-only", "A seat link only plays its own seat: sign in or continue as a guest.");
    return principal.userId;
  }

  app.post(
    "/api/reports",
    kit.withBody(reportBody, async (c, read) => {
      const user = await kit.requireUser(c);
      const answer = await moderation.report({ userId: user.id, seatGrant: null }, await read());
      return c.json(answer, answer.report.duplicate ? 200 : 201);
    }),
  );

  app.post(
    "/api/appeals",
    kit.withBody(appealBody, async (c, read) => {
      const userId = sessionUserId(c);
      const { notice, text } = await read();
      return c.json(await moderation.appeal(userId, notice, text), 201);
    }),
  );

  app.get("/api/moderation/notices", async (c) => {
    c.header("Cache-Control", "private, no-store");
    return c.json({ notices: await moderation.notices(sessionUserId(c)) });
  });

  return app;
}
