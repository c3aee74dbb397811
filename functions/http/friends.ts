// The routes of friends (docs/social.md): the caller's friends and requests, asking, and the caller's
// own answers and ends. Each answers the caller's friends page as it is after the change.
import { Hono } from "hono";
import { friendRequestBody } from "../../shared/api/index";
import type { FriendService } from "../service/friends";
import type { User } from "../store/users";
import type { Env, RequestKit } from "./context";

export function friendRoutes(friends: FriendService, kit: RequestKit): Hono<Env> {
  const { withBody, requireUser } = kit;
  const app = new Hono<Env>();

  app.get("/api/friends", async (c) => {
    const user = await requireUser(c);
    c.header("Cache-Control", "private, no-cache");
    return c.json(await friends.page(user.id));
  });

  app.post(
    "/api/friends/requests",
    withBody(friendRequestBody, async (c, read) => {
      const user = await requireUser(c);
      await friends.ask(user, (await read()).user);
      return c.json(await friends.page(user.id), 201);
    }),
  );

  // The caller answers and ends for themselves alone: the path names the other player, the session the caller.
  for (const [action, change] of [
    ["accept", (user: User, id: string) => friends.accept(user, id)],
    ["decline", (user: User, id: string) => friends.decline(user, id)],
    ["remove", (user: User, id: string) => friends.remove(user, id)],
  ] as const) {
    app.post(`/api/friends/:id/${action}`, async (c) => {
      const user = await requireUser(c);
      await change(user, c.req.param("id"));
      return c.json(await friends.page(user.id));
    });
  }

  return app;
}
