// The HTTP routes of the social features (docs/api.md, "Playing together"), mounted by createApp and
// built with the same request helpers, so that bodies, sessions and errors behave as everywhere else.
import { Hono, type Context } from "hono";
import type { AreaDeps, Env, RequestKit } from "./context";
import { chatBody, chatWebhookBody, lobbyQuery, noteBody, takebackAnswerBody, versionBody } from "../../shared/api/index";
import { callUrlProblem } from "../net/outbound";
import type { GameRecord } from "../record/game";
import { isWellFormedId } from "../store/ids";
import { DomainError } from "../record/errors";
import { definitionOf } from "../service/games";
import type { Principal } from "../service/tokens";
import { isGameId } from "../../shared/games/index";
import { shownRating } from "../store/ratings";
import { createRematch } from "../social/rematch";
import { Takebacks } from "../social/takeback";
import { rhythmOf } from "../record/rhythm";
import { restOf } from "../record/clock";
import { rescueOf } from "../record/rescue";
import { socialDetail } from "./game-page";
import { blockedInvitation, visibleMessages } from "../record/blocks";

/** Open seats anyone may take (seats kept for a rematch's invited players are not). */
const freeSeats = (game: GameRecord) => game.players.filter((p) => p.userId === null && !p.bot && !p.reservedFor).length;

export function socialRoutes(deps: AreaDeps, kit: RequestKit): Hono<Env> {
  const { service, games: store, users, chats, ratings, rhythms, blocks, now } = deps;
  const app = new Hono<Env>();
  const takebacks = new Takebacks(store, service, now, deps.queues, deps.notices);

  /** The game's players who have a block with `reader`, either way (none for nobody). */
  function blockedPlayersOf(game: GameRecord, reader: string | undefined): Promise<Set<string>> {
    const others = game.players.flatMap((p) => (p.userId && p.userId !== reader ? [p.userId] : []));
    return reader && others.length > 0 ? blocks.blockedWith(reader, others) : Promise.resolve(new Set());
  }

  /** The caller's seat in a game it may read, or 403: chat and notes belong to players. */
  async function playerSeat(c: Context<Env>, what: string): Promise<{ game: GameRecord; seat: number; principal: Principal }> {
    const principal = kit.requirePrincipal(c);
    const { game, seat } = await service.loadReadable(c.req.param("id")!, principal);
    if (seat === null) throw new DomainError("forbidden", "not-your-seat", `Only the game's players can ${what}.`);
    return { game, seat, principal };
  }

  // --- chat
  app.get("/api/games/:id/chat", async (c) => {
    const { game, seat } = await service.loadReadable(c.req.param("id"), c.get("principal"));
    if (seat === null && !game.chatForSpectators)
      throw new DomainError("forbidden", "chat-hidden", "The players keep this game's chat to themselves.");
    const reader = c.get("principal")?.userId;
    const [messages, blockedAuthors] = await Promise.all([chats.list(game.id), blockedPlayersOf(game, reader)]);
    // Whoever has a block with the reader, either way, writes nothing the reader sees: the page says how many.
    const { shown, hidden } = visibleMessages(messages, blockedAuthors);
    // A player's page reads with `read=1` when the chat is in view: the count before is its "new" mark.
    const userId = seat === null ? undefined : game.players[seat]?.userId;
    const unread = userId ? await chats.unread(userId, game.id, c.req.query("read") === "1") : 0;
    c.header("Cache-Control", "private, no-cache");
    return c.json({
      messages: shown.map(({ id, seat: s, name, text, at, deleted }) => ({
        id,
        seat: s,
        name,
        text,
        at,
        ...(deleted ? { deleted: true } : {}),
      })),
      unread,
      hidden,
    });
  });

  app.post(
    "/api/games/:id/chat",
    kit.withBody(chatBody, async (c, read) => {
      const { game, seat, principal } = await playerSeat(c, "write in its chat");
      // A seat handed over for good (a ban, functions/service/seat-handover.ts) no longer speaks either.
      if (rescueOf(game, seat)?.handedOver)
        throw new DomainError("forbidden", "seat-handed-over", "Your seat in this game was handed to a stand-in for good.");
      kit.moveLimiter.take(principal.userId, now());
      const { text } = await read();
      const message = await chats.post({
        gameId: game.id,
        seat,
        userId: principal.userId,
        name: game.players[seat]!.name ?? `#${seat + 1}`,
        text,
        at: now().toISOString(),
      });
      return c.json({ message: { id: message.id, seat, name: message.name, text, at: message.at } }, 201);
    }),
  );

  // Where the game's notices go in a group chat (docs/api.md): any player may set it.
  app.put(
    "/api/games/:id/webhook",
    kit.withBody(chatWebhookBody, async (c, read) => {
      const principal = kit.requirePrincipal(c);
      const { url } = await read();
      const problem = url === null ? null : callUrlProblem(url, "A webhook URL");
      if (problem) throw new DomainError("invalid", "bad-webhook", problem);
      const game = await service.setChatWebhook(principal, c.req.param("id")!, url);
      return c.json({ chatWebhook: game.chatWebhook });
    }),
  );

  // --- private notes
  app.get("/api/games/:id/note", async (c) => {
    const { game, principal } = await playerSeat(c, "keep notes on it");
    c.header("Cache-Control", "private, no-store");
    return c.json({ text: await chats.note(principal.userId, game.id) });
  });

  app.put(
    "/api/games/:id/note",
    kit.withBody(noteBody, async (c, read) => {
      const { game, principal } = await playerSeat(c, "keep notes on it");
      const { text } = await read();
      await chats.setNote(principal.userId, game.id, text, now().toISOString());
      return c.json({ text });
    }),
  );

  // --- undo and takebacks
  app.get("/api/games/:id/takeback", async (c) => c.json(await takebacks.status(kit.requirePrincipal(c), c.req.param("id"))));

  const detailOf = (game: GameRecord, principal: Principal) => {
    const seat = game.players.findIndex((p) => p.userId === principal.userId);
    const own = principal.seatGrant ? principal.seatGrant.seat : seat === -1 ? null : seat;
    return { ...service.detail(game, own), ...socialDetail(game) };
  };

  app.post(
    "/api/games/:id/undo",
    kit.withBody(versionBody, async (c, read) => {
      const principal = kit.requirePrincipal(c);
      const { version } = await read();
      return c.json(detailOf(await takebacks.undo(principal, c.req.param("id")!, version), principal));
    }),
  );

  app.post(
    "/api/games/:id/takeback",
    kit.withBody(versionBody, async (c, read) => {
      const principal = kit.requirePrincipal(c);
      const { version } = await read();
      return c.json(detailOf(await takebacks.request(principal, c.req.param("id")!, version), principal));
    }),
  );

  app.post(
    "/api/games/:id/takeback/answer",
    kit.withBody(takebackAnswerBody, async (c, read) => {
      const principal = kit.requirePrincipal(c);
      const { accept } = await read();
      return c.json(detailOf(await takebacks.answer(principal, c.req.param("id")!, accept), principal));
    }),
  );

  // --- rematch
  app.post("/api/games/:id/rematch", async (c) => {
    const user = await kit.requireUser(c);
    // A rematch keeps a seat for each player: none for two with a block between them.
    const played = await service.load(c.req.param("id"));
    const seated = played.players.flatMap((p) => (p.userId && !p.bot ? [p.userId] : []));
    if (seated.includes(user.id) && (await blocks.blockedAmong(seated)).length > 0) throw blockedInvitation();
    const rematch = await createRematch(store, service, user, c.req.param("id"));
    const seat = rematch.players.findIndex((p) => p.userId === user.id);
    return c.json({ ...service.summary(rematch, seat), seatLink: await kit.seatLinkFor(user.id, rematch.id, seat) }, 201);
  });

  // --- the lobby: open public games, filtered, with their creator's rating at that game
  app.get(
    "/api/lobby",
    kit.withQuery(lobbyQuery, async (c, read) => {
      const { game: gameId, players, timePerMoveDays } = read();
      const filter = { game: gameId, players, timePerMoveDays: timePerMoveDays === "none" ? null : timePerMoveDays };
      const listed = (await store.listOpen(filter, 100)).filter((g) => freeSeats(g) > 0);
      // Nobody is shown a table where someone seated has a block with them (they could not join it).
      const reader = c.get("principal")?.userId;
      const seatedIn = (g: GameRecord) => g.players.flatMap((p) => (p.userId && !p.bot ? [p.userId] : []));
      const blockedWith = reader ? await blocks.blockedWith(reader, listed.flatMap(seatedIn)) : new Set<string>();
      const open = listed.filter((g) => !seatedIn(g).some((id) => blockedWith.has(id)));
      const creatorRatings = await Promise.all(open.map((g) => ratings.many([g.createdBy], g.game)));
      return c.json({
        games: open.map((g, i) => {
          const rating = creatorRatings[i]!.get(g.createdBy);
          return {
            ...service.summary(g, null),
            openSeats: freeSeats(g),
            creator: {
              id: g.createdBy,
              name: g.players.find((p) => p.userId === g.createdBy)?.name ?? null,
              rating: rating ? shownRating(rating) : null,
            },
          };
        }),
      });
    }),
  );

  // --- public profiles
  app.get("/api/users/:id", async (c) => {
    const id = c.req.param("id");
    const user = isWellFormedId(id) ? await users.get(id) : null;
    if (!user) throw new DomainError("not-found", "user-not-found", "Nobody has this id.");
    const [rated, played, stats] = await Promise.all([ratings.list(user.id), store.listForUser(user.id), rhythms.get(user.id)]);
    const rest = restOf(user);
    const finished = played
      .filter((g) => g.status === "finished" && !g.private)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .slice(0, 50)
      .map((g) => {
        // A player whose seat a substitute took shows it as theirs, lost; the game is unrated for everyone else.
        const left = g.substitutes?.find((s) => s.leaver.userId === user.id);
        const seat = left?.seat ?? g.players.findIndex((p) => p.userId === user.id);
        const won = !left && (g.result?.winners.includes(seat) ?? false);
        return { ...service.summary(g, null), playerSeat: seat, won, ...(g.substitutes?.length && !left ? { unrated: true } : {}) };
      });
    return c.json({
      // The time zone is told only with the rest days or night it gives sense to.
      user: { id: user.id, name: user.name, guest: user.guest, ...(rest ? { rest } : {}) },
      rhythm: stats ? rhythmOf(stats, now().getTime()) : null,
      ratings: rated.filter((r) => isGameId(r.game)).map((r) => ({ ...shownRating(r), gameName: definitionOf(r.game).name })),
      finished,
    });
  });

  return app;
}
