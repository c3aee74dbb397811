// Playing together, through the API in-process on DynamoDB Local: chat (kept from spectators unless
// allowed, mailed in batches, escaped), private notes, undo and takebacks (the log keeps both, and every
// replay agrees), rematches with reserved seats, ratings from finished games, the lobby and profiles.
import { beforeAll, describe, expect, it } from "vitest";
import { Clock } from "../../functions/clock/clock";
import { verifyRecord } from "../../functions/cli/verify-game";
import type { Notifier } from "../../functions/notifier/notify";
import { core } from "../../functions/compose/core";
import { notifier as notifierOf } from "../../functions/compose/notifier";
import { GameService } from "../../functions/service/games";
import { CHAT_BATCH_MS } from "../../functions/store/chat";
import { forcedMove } from "../../functions/notifier/social-stream";
import { replayTimeline } from "../../shared/engine/timeline";
import { gameRules, loadGames } from "../../shared/games/index";
import { CARDS as BALAM_CARDS } from "../../shared/games/balam/data";
import { Random } from "../../shared/engine/random";
import { moveRevealed, type LogEntry } from "../../shared/engine/index";
import type { GameRecord } from "../../functions/record/game";
import type { OutgoingMail } from "../../functions/mail/mailer";
import { gameStream } from "./stream";
import { emailUser, guest, inProcessApp, moveId, playThroughApi, startedGame, type Caller, type InProcess } from "../reliability/support";

await loadGames();

let env: InProcess;
let notifier: Notifier;
let clock: Clock;
const mails: OutgoingMail[] = [];

beforeAll(async () => {
  env = await inProcessApp({
    limits: { moveBurst: 1_000_000, movesPerSecond: 1_000_000, signInsPerClient: 1000, signInsPerAddress: 1000 },
  });
  // No hold before a turn is told (test/notify covers it): this suite reads what the notices say.
  notifier = notifierOf(core({ config: env.config, dynamo: env.dynamo, now: env.now }), {
    mailer: { send: async (m) => void mails.push(m) },
    holdMs: 0,
  });
  clock = new Clock(env.games, env.users, new GameService(env.games, env.now), notifier, env.now);
});

/** Hands the notifier what the table's stream would: the current items of a game (game and chat). */
const stream = gameStream(
  () => env,
  () => notifier,
);

async function twoPlayerGame(first: Caller, second: Caller, extra: Record<string, unknown> = {}) {
  const created = await first.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 0 }, ...extra });
  expect(created.status).toBe(201);
  expect((await second.post(`/api/games/${created.body.id}/join`)).status).toBe(200);
  return created.body.id as string;
}

async function play(caller: Caller, id: string, pick = 0) {
  const detail = (await caller.get(`/api/games/${id}`)).body;
  const reply = await caller.post(`/api/games/${id}/moves`, {
    version: detail.version,
    move: detail.legalMoves[pick],
    clientMoveId: moveId(),
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

describe("chat and notes", () => {
  it("players talk, spectators read only when the creator allowed it, and too long a message is refused", async () => {
    const ann = await guest(env, "Ann");
    const ben = await guest(env, "Ben");
    const id = await twoPlayerGame(ann, ben);
    expect((await ann.post(`/api/games/${id}/chat`, { text: "Good luck <b>Ben</b> & co" })).status).toBe(201);
    env.advance(1000); // messages of the same millisecond have no order
    expect((await ben.post(`/api/games/${id}/chat`, { text: "  You too!  " })).status).toBe(201);
    const read = await ben.get(`/api/games/${id}/chat`);
    expect(read.body.messages.map((m: any) => [m.name, m.seat, m.text])).toEqual([
      ["Ann", 0, "Good luck <b>Ben</b> & co"],
      ["Ben", 1, "You too!"],
    ]);
    const tooLong = await ann.post(`/api/games/${id}/chat`, { text: "x".repeat(501) });
    expect(tooLong.status).toBe(400);
    expect((await ann.post(`/api/games/${id}/chat`, { text: "   " })).status).toBe(400);
    const spectator = env.caller();
    expect((await spectator.get(`/api/games/${id}/chat`)).body.error.code).toBe("chat-hidden");
    expect((await spectator.post(`/api/games/${id}/chat`, { text: "hi" })).status).toBe(401);
    const outsider = await guest(env, "Eve");
    expect((await outsider.post(`/api/games/${id}/chat`, { text: "hi" })).status).toBe(403);
    // Chat never reaches the game's log or view.
    const detail = await ann.get(`/api/games/${id}`);
    expect(detail.text).not.toContain("Good luck");
    expect((await ann.get(`/api/games/${id}/events?after=0`)).text).not.toContain("Good luck");

    const open = await twoPlayerGame(ann, ben, { chatForSpectators: true });
    await ann.post(`/api/games/${open}/chat`, { text: "Watch this" });
    expect((await spectator.get(`/api/games/${open}/chat`)).body.messages.map((m: any) => m.text)).toEqual(["Watch this"]);
    expect((await spectator.get(`/api/games/${open}`)).body.chatForSpectators).toBe(true);
  });

  it("mails several messages as one batch, escaped, once, after a short wait", async () => {
    const cleo = await emailUser(env, "cleo@example.org");
    const dan = await guest(env, "Dan");
    const id = await twoPlayerGame(cleo, dan);
    await dan.post(`/api/games/${id}/chat`, { text: "First <script>alert(1)</script>" });
    env.advance(1000);
    await dan.post(`/api/games/${id}/chat`, { text: "Second" });
    await cleo.post(`/api/games/${id}/chat`, { text: "Cleo's own words" });
    await stream(id);
    await stream(id); // the stream may deliver twice
    const before = mails.length;
    await clock.sweep();
    expect(mails.length, "nothing before the wait is over").toBe(before);
    env.advance(CHAT_BATCH_MS);
    await clock.sweep();
    await clock.sweep();
    const sent = mails.slice(before).filter((m) => m.to === "cleo@example.org");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("2 new messages in Yucata'");
    expect(sent[0]!.text).toContain("Dan: First <script>alert(1)</script>");
    expect(sent[0]!.text).toContain("Dan: Second");
    expect(sent[0]!.text).not.toContain("Cleo's own words");
    expect(sent[0]!.html).toContain("First &#60;script&#62;");
    expect(sent[0]!.html).not.toContain("<script>");
  });

  it("counts the messages a player has not read, in their games and on the game, until they read them", async () => {
    const ida = await guest(env, "Ida");
    const jon = await guest(env, "Jon");
    const id = await twoPlayerGame(ida, jon);
    const unreadIn = async (caller: typeof ida) =>
      (await caller.get("/api/me/games")).body.games.find((g: { id: string }) => g.id === id).unreadChat ?? 0;
    await jon.post(`/api/games/${id}/chat`, { text: "Hello" });
    env.advance(1000);
    await jon.post(`/api/games/${id}/chat`, { text: "Your move" });
    await stream(id);
    await stream(id); // the stream may deliver twice: still two messages
    expect(await unreadIn(ida)).toBe(2);
    expect(await unreadIn(jon), "one's own messages are read").toBe(0);
    // Looking at the chat without reading it (a folded panel) keeps the count; reading it clears it.
    expect((await ida.get(`/api/games/${id}/chat`)).body.unread).toBe(2);
    expect(await unreadIn(ida)).toBe(2);
    const read = await ida.get(`/api/games/${id}/chat?read=1`);
    expect(read.body).toMatchObject({ unread: 2 });
    expect(read.body.messages.map((m: { text: string }) => m.text)).toEqual(["Hello", "Your move"]);
    expect(await unreadIn(ida)).toBe(0);
    expect((await ida.get(`/api/games/${id}/chat`)).body.unread).toBe(0);
    // A spectator's reading changes nobody's count.
    expect((await env.caller().get(`/api/games/${id}/chat?read=1`)).status).toBe(403);
  });

  it("keeps a private note per player and game", async () => {
    const fay = await guest(env, "Fay");
    const gus = await guest(env, "Gus");
    const id = await twoPlayerGame(fay, gus);
    expect((await fay.request("PUT", `/api/games/${id}/note`, { text: "Gus hoards swords" })).status).toBe(200);
    expect((await fay.get(`/api/games/${id}/note`)).body.text).toBe("Gus hoards swords");
    expect((await gus.get(`/api/games/${id}/note`)).body.text).toBe("");
    expect((await env.caller().get(`/api/games/${id}/note`)).status).toBe(401);
    expect((await fay.request("PUT", `/api/games/${id}/note`, { text: "x".repeat(2001) })).status).toBe(400);
  });
});

describe("undo and takebacks", () => {
  it("undoes one's own last move alone, asks the others otherwise, and every replay agrees", async () => {
    const hal = await guest(env, "Hal");
    const ivy = await guest(env, "Ivy");
    const id = await twoPlayerGame(hal, ivy);
    const setup = (await hal.get(`/api/games/${id}`)).body;
    await play(hal, id, 0);
    // Ivy has nothing of her own to take back; Hal may undo alone (a Yucata' card reveals nothing).
    expect((await ivy.get(`/api/games/${id}/takeback`)).body).toMatchObject({ canUndo: false, canRequest: false });
    expect((await hal.get(`/api/games/${id}/takeback`)).body).toMatchObject({ canUndo: true, canRequest: true });
    const undone = await hal.post(`/api/games/${id}/undo`, { version: 1 });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ version: 2, awaiting: [0], legalMoves: setup.legalMoves });
    expect(undone.body.view).toEqual(setup.view);

    // Hal plays, Ivy answers: now Hal's move can only be taken back if Ivy agrees.
    await play(hal, id, 1);
    await play(ivy, id, 0);
    const refused = await hal.post(`/api/games/${id}/undo`, { version: 4 });
    expect(refused.body.error.code).toBe("undo-after-others");
    const asked = await hal.post(`/api/games/${id}/takeback`, { version: 4 });
    expect(asked.status).toBe(200);
    expect(asked.body.takeback).toMatchObject({ seat: 0, to: 2, accepted: [] });
    expect((await hal.post(`/api/games/${id}/takeback/answer`, { accept: true })).status).toBe(403);
    expect((await ivy.post(`/api/games/${id}/takeback/answer`, { accept: false })).body.takeback).toBeNull();
    expect((await ivy.get(`/api/games/${id}`)).body.version).toBe(4);
    await hal.post(`/api/games/${id}/takeback`, { version: 4 });
    const accepted = await ivy.post(`/api/games/${id}/takeback/answer`, { accept: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ version: 5, awaiting: [0], takeback: null });
    expect((await hal.get(`/api/games/${id}`)).body.view).toEqual(setup.view);

    // The log keeps the undone moves and says who took them back.
    const events = (await ivy.get(`/api/games/${id}/events?after=0`)).body.events;
    expect(events.map((e: any) => e.log[0].key)).toEqual([
      "yucata.played",
      "turnpost.undo",
      "yucata.played",
      "yucata.played",
      "turnpost.takeback",
    ]);
    expect(events[4]).toMatchObject({ seat: 0, takeback: { to: 2, kind: "takeback" } });
    // History shows the board as it stood at each version, the undone moves included.
    expect((await ivy.get(`/api/games/${id}/history/3`)).body.view).not.toEqual(setup.view);
    expect((await ivy.get(`/api/games/${id}/history/5`)).body.view).toEqual(setup.view);

    // Played to its end: the stored state is the replay of the log, and the public record verifies.
    await playThroughApi(id, [hal, ivy], "takeback-game", 200);
    const game = (await env.games.get(id))!;
    expect(game.status).toBe("finished");
    const stored = await env.games.events(id, 0, 1000);
    const replayed = replayTimeline(gameRules("yucata")!, { players: 2, options: game.options, seed: game.seed! }, stored);
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(game.state);
    const record = (await ivy.get(`/api/games/${id}/export`)).body;
    expect(await verifyRecord(record)).toMatchObject({ ok: true, problems: [] });
    // A forged takeback in the record is caught.
    const forged = structuredClone(record);
    forged.events[4].takeback.to = 3;
    expect((await verifyRecord(forged)).ok).toBe(false);
  });
});

/**
 * Plays the awaited seats' moves through the API (a seeded pick among the legal moves, or `prefer`'s) until
 * `wanted` accepts a legal move of the awaited seat: returns the game just before it, the seat and the move.
 */
async function playUntil(
  id: string,
  callers: Caller[],
  options: {
    chooserSeed: string;
    maxMoves: number;
    wanted: (state: any, seat: number, move: any) => boolean;
    prefer?: (state: any, seat: number, legal: any[]) => unknown;
  },
) {
  const chooser = Random.fromSeed(options.chooserSeed);
  for (let step = 0; step < options.maxMoves; step++) {
    const game = (await env.games.get(id))!;
    expect(game.status).toBe("active");
    const def = gameRules(game.game)!;
    const seat = chooser.pick(game.awaiting);
    const legal = def.legalMoves(game.state, seat);
    const move = legal.find((m) => options.wanted(game.state, seat, m));
    if (move !== undefined) return { game, state: game.state as any, seat, move };
    const played = options.prefer?.(game.state, seat, legal) ?? chooser.pick(legal);
    const reply = await callers[seat]!.post(`/api/games/${id}/moves`, { version: game.version, move: played, clientMoveId: moveId() });
    expect(reply.status).toBe(200);
  }
  throw new Error(`the situation under test did not arise in ${options.maxMoves} moves`);
}

/** Plays `move`, then checks that its player may not undo it alone (409, nothing taken back) but may ask the others. */
async function expectUndoRefused(callers: Caller[], game: GameRecord, seat: number, move: unknown) {
  const id = game.id;
  const played = await callers[seat]!.post(`/api/games/${id}/moves`, { version: game.version, move, clientMoveId: moveId() });
  expect(played.status).toBe(200);
  expect((await callers[seat]!.get(`/api/games/${id}/takeback`)).body).toMatchObject({
    canUndo: false,
    undoRefusal: "undo-reveals",
    canRequest: true,
  });
  const refused = await callers[seat]!.post(`/api/games/${id}/undo`, { version: game.version + 1 });
  expect(refused.status).toBe(409);
  expect(refused.body.error.code).toBe("undo-reveals");
  expect((await env.games.get(id))!.version, "nothing was taken back").toBe(game.version + 1);
  const asked = await callers[seat]!.post(`/api/games/${id}/takeback`, { version: game.version + 1 });
  expect(asked.status).toBe(200);
  expect(asked.body.takeback, "the request waits for the others").toMatchObject({ seat, to: game.version, accepted: [] });
  expect(asked.body.version, "nothing was taken back").toBe(game.version + 1);
}

/** The log lines of the game's last event, as `seat` reads them in /events. */
async function lastEventLog(caller: Caller, id: string): Promise<LogEntry[]> {
  return (await caller.get(`/api/games/${id}/events?after=0`)).body.events.at(-1).log;
}

describe("undo refused when a move revealed something", () => {
  it("a Rio de la Plata move that reveals something (a roll) is taken back only with the others' consent", async () => {
    const { callers, id } = await startedGame(env, "rio-de-la-plata", 2);
    const def = gameRules("rio-de-la-plata")!;
    const { game, seat, move } = await playUntil(id, callers, {
      chooserSeed: "rio-reveals",
      maxMoves: 300,
      wanted: (state, seat, m) => moveRevealed(def, 2, state, def.apply(state, seat, m).state),
      prefer: (_state, _seat, legal) => legal[0],
    });
    await expectUndoRefused(callers, game, seat, move);
  });

  it("a Yucatàn move that starts a combat shows the defender's guild, so it is not undone alone", async () => {
    // Rules: "Chacun des deux joueurs révèle simultanément la guilde de son pion à tous les joueurs."
    const { callers, id } = await startedGame(env, "yucatan", 2, { firstPlayer: 0 }, "undo-yucatan-combat");
    const def = gameRules("yucatan")!;
    const { game, state, seat, move } = await playUntil(id, callers, {
      chooserSeed: "yucatan-combat",
      maxMoves: 2000,
      wanted: (state, seat, m) => {
        const combat = def.apply(state, seat, m).log.find((l) => l.key === "yucatan.combat");
        const defender = def.view(state, seat).warriors.find((w: { id: number }) => w.id === combat?.params?.defender);
        return combat !== undefined && defender.guild === null;
      },
    });
    const defender = def.apply(state, seat, move).log.find((l) => l.key === "yucatan.combat")!.params!.defender;
    const hidden = state.warriors.find((w: { id: number }) => w.id === defender);
    await expectUndoRefused(callers, game, seat, move);
    const combat = (await lastEventLog(callers[seat]!, id)).find((l) => l.key === "yucatan.combat");
    expect(combat?.params, "the attacker read the defender's guild").toMatchObject({ defender, defenderGuild: hidden.guild });
  });

  it("a Balam flip of a face-down Katun card shows the card, so it is not undone alone", async () => {
    // Rules: "(NJ+1) cartes Katun sont placées à côté du plateau, faces cachées"; "le roi retourne une des
    // cartes posées en début de manche, et en applique les effets".
    const { callers, id } = await startedGame(env, "balam", 2, {}, "undo-balam-flip");
    const { game, state, seat, move } = await playUntil(id, callers, {
      chooserSeed: "balam-flip",
      maxMoves: 10,
      wanted: (state, seat, m) => m.type === "flip" && !state.seen[seat].includes(m.card),
    });
    expect(gameRules("balam")!.view(state, seat).katun.row[move.card].card, "the card was face down to its player").toBeNull();
    await expectUndoRefused(callers, game, seat, move);
    const flipped = (await lastEventLog(callers[seat]!, id)).find((l) => l.key === "balam.flipped");
    expect(flipped?.params, "the player read the card").toMatchObject({
      position: move.card,
      card: BALAM_CARDS[state.row[move.card].card]!.id,
    });
  });

  it("the last Balam distribution plan opens every plan, so it is not undone alone", async () => {
    // Rulings: "Distribution is simultaneous: every king submits one plan [...] and the round resolves when
    // all plans are in" (until then the others' plans are hidden).
    const { callers, id } = await startedGame(env, "balam", 2, {}, "undo-balam-plans");
    const others = (state: any, seat: number) => state.plans.filter((_: unknown, i: number) => i !== seat);
    const { game, state, seat, move } = await playUntil(id, callers, {
      chooserSeed: "balam-plans",
      maxMoves: 1000,
      wanted: (state, seat, m) =>
        state.phase === "distribution" &&
        m.type === "distribute" &&
        m.submit &&
        others(state, seat).every((p: any) => p.submitted) &&
        others(state, seat).some((p: any) => p.routes.length > 0),
      // A king that is not the last one routes all it can before submitting, so the last one has plans to learn.
      prefer: (state, seat, legal) =>
        state.phase === "distribution" && others(state, seat).some((p: any) => !p.submitted) ? legal.find((m) => !m.submit) : undefined,
    });
    expect(gameRules("balam")!.view(state, seat).plan, "its player saw its own plan only").toEqual(state.plans[seat].routes);
    await expectUndoRefused(callers, game, seat, move);
    expect((await callers[seat]!.get(`/api/games/${id}`)).body.view.phase, "every plan was carried out").not.toBe("distribution");
  });
});

describe("undo allowed when a move only made a new secret", () => {
  it("a Yucatàn player who placed its warriors with secret guilds takes them back alone", async () => {
    // Rules: "Ses deux pions peuvent être de la même guildes ou de guildes différentes, mais la guildes de
    // chacun doit rester un secret pour les autres joueurs." The others learn nothing, so nothing to hide again.
    const { callers, id } = await startedGame(env, "yucatan", 2, { firstPlayer: 0 }, "undo-yucatan-guilds");
    const { game, seat, move } = await playUntil(id, callers, {
      chooserSeed: "yucatan-guilds",
      maxMoves: 100,
      wanted: (_s, _seat, m) => m.type === "placeWarriors",
    });
    const played = await callers[seat]!.post(`/api/games/${id}/moves`, { version: game.version, move, clientMoveId: moveId() });
    expect(played.status).toBe(200);
    expect(
      (await lastEventLog(callers[seat]!, id)).map((l) => l.key),
      "a line only its player reads",
    ).toContain("yucatan.guildsChosen");
    expect((await callers[seat]!.get(`/api/games/${id}/takeback`)).body).toMatchObject({ canUndo: true, undoRefusal: null });
    const undone = await callers[seat]!.post(`/api/games/${id}/undo`, { version: game.version + 1 });
    expect(undone.status).toBe(200);
    expect(undone.body.view, "the board is back as it was").toEqual(
      JSON.parse(JSON.stringify(gameRules("yucatan")!.view(game.state, seat))),
    );
  });
});

describe("rematch, ratings, lobby and profiles", () => {
  it("rates a finished game between signed-in players once, offers a rematch with reserved seats, and shows both", async () => {
    const jo = await emailUser(env, "jo@example.org");
    const kim = await emailUser(env, "kim@example.org");
    const joId = (await jo.get("/api/me")).body.user.id;
    const kimId = (await kim.get("/api/me")).body.user.id;
    const id = await twoPlayerGame(jo, kim);
    await play(jo, id);
    const active = (await env.games.get(id))!;
    await playThroughApi(id, [jo, kim], "rated-game", 200);
    const finished = (await jo.get(`/api/games/${id}`)).body;
    expect(finished.status).toBe("finished");
    const { gameItem } = await import("../../functions/store/games");
    const oldImage = gameItem(active);
    await stream(id, oldImage);
    await stream(id, oldImage); // seen twice, rated once
    // The game-over mail's button leads to the game, where the rematch is one click beside the result.
    const over = mails.find((m) => m.to === "jo@example.org" && m.subject.startsWith("Game over"));
    expect(over?.text).toMatch(new RegExp(`Offer a rematch:\n\\S+/play/${id}#seat=`));
    const joProfile = (await env.caller().get(`/api/users/${joId}`)).body;
    const kimProfile = (await env.caller().get(`/api/users/${kimId}`)).body;
    expect(joProfile.ratings).toHaveLength(1);
    expect(joProfile.ratings[0]).toMatchObject({ game: "yucata", gameName: "Yucata'", games: 1 });
    expect(kimProfile.ratings[0].games).toBe(1);
    const [winner] = finished.result.winners as number[];
    if (finished.result.winners.length === 1) {
      const [w, l] = winner === 0 ? [joProfile, kimProfile] : [kimProfile, joProfile];
      expect(w.ratings[0].rating).toBeGreaterThan(1500);
      expect(l.ratings[0].rating).toBeLessThan(1500);
    }
    expect(joProfile.user).toEqual({ id: joId, name: "jo", guest: false });
    expect(joProfile.finished.map((g: any) => g.id)).toEqual([id]);
    expect(JSON.stringify(joProfile)).not.toContain("jo@example.org");

    // Kim asks for a rematch: the seats rotate, Kim sits, Jo's seat waits for Jo alone.
    const rematch = await kim.post(`/api/games/${id}/rematch`);
    expect(rematch.status).toBe(201);
    // Jo is invited by email, once however often the stream shows the new game, with a link to the seat.
    mails.length = 0;
    await stream(rematch.body.id);
    await stream(rematch.body.id);
    const invites = mails.filter((m) => m.to === "jo@example.org");
    expect(invites.map((m) => m.subject)).toEqual(["kim offers you a rematch of Yucata'"]);
    expect(invites[0]!.text).toContain(`/join/${rematch.body.id}`);
    expect(rematch.body).toMatchObject({ status: "open", game: "yucata", seat: 0 });
    expect((await jo.post(`/api/games/${id}/rematch`)).body.id, "one rematch per game").toBe(rematch.body.id);
    expect((await jo.get(`/api/games/${id}`)).body.rematchId).toBe(rematch.body.id);
    const joGames = (await jo.get("/api/me/games")).body.games;
    expect(joGames.find((g: any) => g.id === rematch.body.id)).toMatchObject({ rematchOf: id, seat: null });
    const lee = await guest(env, "Lee");
    expect((await lee.post(`/api/games/${rematch.body.id}/join`)).body.error.code).toBe("game-full");
    const lobby = (await lee.get("/api/lobby?game=yucata")).body.games;
    expect(
      lobby.some((g: any) => g.id === rematch.body.id),
      "a rematch's reserved seats are not in the lobby",
    ).toBe(false);
    const joined = await jo.post(`/api/games/${rematch.body.id}/join`);
    expect(joined.body).toMatchObject({ status: "active", seat: 1 });
    expect((await jo.get(`/api/games/${rematch.body.id}`)).body.options).toEqual({ layout: "default", firstPlayer: 0 });
  });

  it("lists open public games by game, players and time per move, with the creator's rating", async () => {
    const mo = await emailUser(env, "mo@example.org");
    const moId = (await mo.get("/api/me")).body.user.id;
    const a = (await mo.post("/api/games", { game: "yucata", players: 3, timePerMoveDays: 3 })).body.id;
    const b = (await mo.post("/api/games", { game: "yucata", players: 2 })).body.id;
    const hidden = (await mo.post("/api/games", { game: "yucata", players: 3, timePerMoveDays: 3, private: true })).body.id;
    const viewer = await guest(env, "Viewer");
    const ids = async (query: string) => (await viewer.get(`/api/lobby${query}`)).body.games.map((g: any) => g.id);
    expect(await ids("?game=yucata&players=3&timePerMoveDays=3")).toContain(a);
    expect(await ids("?game=yucata&players=3&timePerMoveDays=3")).not.toContain(b);
    expect(await ids("?timePerMoveDays=none")).toContain(b);
    expect(await ids("?timePerMoveDays=none")).not.toContain(a);
    // A game with a time bank has no time per move, and is no game without a clock either.
    const bank = { initialDays: 7, incrementDays: 1, maxDays: 14 };
    const banked = (await mo.post("/api/games", { game: "yucata", players: 2, bank })).body.id;
    expect(await ids("?timePerMoveDays=bank")).toEqual([banked]);
    expect(await ids("?timePerMoveDays=none")).not.toContain(banked);
    expect((await viewer.get("/api/lobby?timePerMoveDays=bank")).body.games[0].bank).toEqual(bank);
    expect(await ids("")).not.toContain(hidden);
    expect(await ids("?game=balam")).not.toContain(a);
    const listed = (await viewer.get("/api/lobby?game=yucata&players=3")).body.games.find((g: any) => g.id === a);
    expect(listed).toMatchObject({ openSeats: 2, creator: { id: moId, name: "mo", rating: null } });
    expect((await viewer.get("/api/lobby?players=many")).status).toBe(400);
  });
});

describe("forced moves", () => {
  it("finds the only legal move and plays it for a player who asked, logged as the server's", async () => {
    const nia = await guest(env, "Nia");
    const oto = await emailUser(env, "oto@example.org");
    expect((await oto.request("PATCH", "/api/me", { autoPlayForced: true })).body.user.autoPlayForced).toBe(true);
    const id = await twoPlayerGame(nia, oto);
    let forced = 0;
    for (let step = 0; step < 200; step++) {
      const game = (await env.games.get(id))!;
      if (game.status !== "active") break;
      const seat = game.awaiting[0];
      if (seat === 1 && forcedMove(game, 1) !== null) {
        await stream(id);
        const after = (await env.games.get(id))!;
        expect(after.version, "the server played Oto's only move").toBe(game.version + 1);
        const event = (await env.games.getEvent(id, after.version))!;
        expect(event).toMatchObject({ seat: 1, by: "forced" });
        expect(event.log[0]).toEqual({ key: "turnpost.forced", params: { seat: 1 } });
        forced++;
        continue;
      }
      await play(seat === 0 ? nia : oto, id);
    }
    expect(forced, "a Yucata' game leaves someone a single card at least once").toBeGreaterThan(0);
  });
});
