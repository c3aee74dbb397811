// The block routes (docs/api.md, "Blocking"; docs/social.md): the caller's list of blocked players, a
// block, an unblock. What a block changes elsewhere is read where it applies (the lobby, joining, the chat).
import { Hono } from "hono";
import { MAX_BLOCKS, blockBody, type BlockList } from "../../shared/api/index";
import { DomainError } from "../record/errors";
import { isWellFormedId } from "../store/ids";
import type { AreaDeps, Env, RequestKit } from "./context";

export function blockRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { blocks, friends, users, now } = deps;
  const app = new Hono<Env>();

  /** The user a path or body names, or 400 when it is oneself and 404 when nobody has the id. */
  async function otherUser(callerId: string, id: string): Promise<string> {
    if (id === callerId) throw new DomainError("invalid", "block-yourself", "You cannot block yourself.");
    if (!isWellFormedId(id) || !(await users.get(id))) throw new DomainError("not-found", "user-not-found", "Nobody has this id.");
    return id;
  }

  app.get("/api/blocks", async (c) => {
    const user = await kit.requireUser(c);
    const list = await blocks.list(user.id);
    const people = await Promise.all(list.map((b) => users.get(b.blocked)));
    c.header("Cache-Control", "private, no-store");
    return c.json({
      blocks: list.map((b, i) => ({ id: b.blocked, name: people[i]?.name ?? null, at: b.at })),
      max: MAX_BLOCKS,
    } satisfies BlockList);
  });

  app.post(
    "/api/blocks",
    kit.withBody(blockBody, async (c, read) => {
      const user = await kit.requireUser(c);
      const blocked = await otherUser(user.id, (await read()).userId);
      const at = now().toISOString();
      const outcome = await blocks.add(user.id, blocked, at);
      if (outcome === "full")
        throw new DomainError(
          "conflict",
          "too-many-blocks",
          `You have blocked ${MAX_BLOCKS} players, the most one may: unblock one first.`,
          {
            max: MAX_BLOCKS,
          },
        );
      // A friendship does not outlive a block, nor does a request waiting either way.
      await friends.cut(user.id, blocked);
      return c.json({ blocked, added: outcome === "added" }, outcome === "added" ? 201 : 200);
    }),
  );

  app.delete("/api/blocks/:userId", async (c) => {
    const user = await kit.requireUser(c);
    const id = c.req.param("userId");
    if (id === user.id) throw new DomainError("invalid", "block-yourself", "You cannot block yourself.");
    if (!isWellFormedId(id)) throw new DomainError("not-found", "user-not-found", "Nobody has this id.");
    // Unblocking someone whose account is gone, or who was not blocked, is still a clean list.
    await blocks.remove(user.id, id);
    return c.json({ unblocked: id });
  });

  return app;
}
