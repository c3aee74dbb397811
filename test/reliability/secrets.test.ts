// Nothing leaked: random games of every game played through the API. At checkpoints, for each seat and
// a spectator: the view the API answers is the game's view for that reader, and that view does not
// change when everything the reader may not see is changed (other hands, unrevealed guilds, the deck
// order, face-down cards, others' plans, the random state); no response carries the random state or,
// before the end, the seed; the events carry only the log entries and moves the reader may see; the
// live channel pushes each reader's open page what GET answers that reader, and nothing more; and the
// messages the notifier composes for a seat hold no secret of another; the moves and conditions offered
// to plan ahead are the same whatever the reader may not see. Finished games' public records
// replay (verify-game). SOAK=1 plays more and longer games and checks every move.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isLogVisibleTo, turnSteps } from "../../shared/engine/index";
import { GAME_IDS, gameRules, type GameId, loadGames } from "../../shared/games/index";
import type { OutgoingMail } from "../../functions/mail/mailer";
import type { LiveService } from "../../functions/live/live";
import { core } from "../../functions/compose/core";
import { liveService } from "../../functions/compose/live";
import { notifier as notifierOf } from "../../functions/compose/notifier";
import type { Notifier } from "../../functions/notifier/notify";
import { phraser } from "../../functions/notifier/phrase";
import { gameItem } from "../../functions/store/games";
import type { GameRecord } from "../../functions/record/game";
import { verifyRecord } from "../../functions/cli/verify-game";
import { hideFrom } from "../support/hide-from";
import { conditionWords, planOptions } from "../../shared/bots/plan";
import { everyCatalog } from "../../shared/games/catalog";
import { Random } from "../../shared/engine/random";
import { emailUser, inProcessApp, playThroughApi, reportFigures, type Caller, type InProcess, type Reply } from "./support";

await loadGames();

const SOAK = process.env.SOAK === "1";
type AnyState = any;
/** Words of the random state worth looking for in text (small numbers occur anyway). */
function rngWords(state: AnyState): RegExp[] {
  return (state.rng as number[]).filter((w) => Math.abs(w) >= 1_000_000).map((w) => new RegExp(`(^|[^0-9])${w}([^0-9]|$)`));
}

const json = (v: unknown) => JSON.parse(JSON.stringify(v));

let env: InProcess;
const mails: OutgoingMail[] = [];
let notifier: Notifier;
let live: LiveService;
/** What the live channel pushed, by connection: one open page per reader of each game. */
const pushed = new Map<string, string>();
const pageOf = (gameId: string, seat: number | null) => `${gameId}-${seat ?? "spectator"}`;
const figures = {
  games: 0,
  moves: 0,
  checkpoints: 0,
  responsesChecked: 0,
  viewsCompared: 0,
  eventsChecked: 0,
  pushesChecked: 0,
  notificationsChecked: 0,
  recordsVerified: 0,
  leaked: 0,
};

beforeAll(async () => {
  env = await inProcessApp({
    limits: { signInsPerClient: 100_000, signInsPerAddress: 100_000, moveBurst: 1_000_000, movesPerSecond: 1_000_000 },
  });
  // No hold before a turn is told (test/notify covers it): this suite reads what the notices say.
  notifier = notifierOf(core({ config: env.config, dynamo: env.dynamo, now: env.now }), {
    mailer: { send: async (m) => void mails.push(m) },
    holdMs: 0,
  });
  const sender = {
    send: async (connectionId: string, text: string) => {
      pushed.set(connectionId, text);
      return "sent" as const;
    },
  };
  live = liveService(core({ config: env.config, dynamo: env.dynamo, now: env.now }), { sender });
});
afterAll(async () => {
  await reportFigures(SOAK ? "secrets-soak" : "secrets", figures);
});

function expectNoSecretText(text: string, state: AnyState, seed: string | null, where: string) {
  const leaks = [
    ...rngWords(state)
      .filter((re) => re.test(text))
      .map((re) => `random state ${re.source}`),
    ...(seed && text.includes(seed) ? ["the seed"] : []),
    ...(/"(rng|hands)"\s*:|"deck"\s*:\s*\[/.test(text) ? ["a secret field"] : []),
  ];
  if (leaks.length) figures.leaked++;
  expect(leaks, `${where} shows ${leaks.join(", ")}`).toEqual([]);
}

async function checkpoint(before: GameRecord, after: GameRecord, readers: { seat: number | null; caller: Caller; email: string | null }[]) {
  figures.checkpoints++;
  const def = gameRules(after.game)!;
  const seed = after.status === "finished" ? null : after.seed;
  const record = {
    eventID: `cp-${after.id}-${after.version}`,
    eventName: "MODIFY",
    dynamodb: { OldImage: gameItem(before), NewImage: gameItem(after) },
  };
  pushed.clear();
  await live.handle([record]);
  for (const { seat, caller } of readers) {
    const where = `${after.game} v${after.version} as ${seat ?? "spectator"}`;
    const detail = await caller.get(`/api/games/${after.id}`);
    const events = await caller.get(`/api/games/${after.id}/events?after=${Math.max(0, after.version - 3)}`);
    const history = await caller.get(`/api/games/${after.id}/history/${Math.max(0, after.version - 1)}`);
    for (const [name, reply] of [
      ["detail", detail],
      ["events", events],
      ["history", history],
    ] as [string, Reply][]) {
      expect(reply.status, `${where} ${name}`).toBe(200);
      expectNoSecretText(reply.text, after.state, seed, `${where} ${name}`);
      figures.responsesChecked++;
    }
    // The API answers the game's view for this reader, and that view ignores what the reader may not see.
    const expected = json(def.view(after.state, seat));
    expect(detail.body.view).toEqual(expected);
    expect(json(def.view(hideFrom(after.game, after.state, seat), seat)), `${where}: the view depends on a secret`).toEqual(expected);
    figures.viewsCompared += 2;
    if (seat !== null && detail.body.legalMoves.length > 0) {
      // Which moves the page plays without asking (steps that reveal nothing) is judged on the real
      // state: the judgement must be the same on a state scrambled where the reader may not see.
      const scrambledState = hideFrom(after.game, after.state, seat);
      expect(detail.body.turnSteps, `${where}: the turn's steps depend on a secret`).toEqual(
        turnSteps(def, after.players.length, scrambledState, seat, detail.body.legalMoves),
      );
    }
    if (seat !== null && after.status === "active") {
      // What the plan panel offers is sampled from the reader's view alone: what it may not see changes none of it.
      const options = await caller.get(`/api/games/${after.id}/queue/options`);
      expect(options.status, `${where} plan options`).toBe(200);
      expectNoSecretText(options.text, after.state, seed, `${where} plan options`);
      const scrambled = def.view(hideFrom(after.game, after.state, seat), seat);
      const sampler = Random.fromSeed(`plan:${after.id}:${after.version}:${seat}`);
      expect(options.body, `${where}: the plan options depend on a secret`).toEqual(
        json(planOptions(after.game, scrambled, seat, sampler, conditionWords(await everyCatalog()))),
      );
      figures.responsesChecked++;
    }
    // The page this reader has open is pushed exactly what GET answered, with its ETag.
    const push = pushed.get(pageOf(after.id, seat));
    expect(push, `${where}: no push`).toBeDefined();
    expectNoSecretText(push!, after.state, seed, `${where} push`);
    expect(JSON.parse(push!)).toEqual({ type: "game", etag: detail.headers.get("etag"), detail: detail.body });
    figures.pushesChecked++;
    // Events: only the entries and moves this reader may see.
    const stored = await env.games.events(after.id, Math.max(0, after.version - 3), 10);
    expect(events.body.events).toEqual(
      stored.map((e) =>
        json({
          version: e.version,
          seat: e.seat,
          at: e.at,
          log: e.log.filter((l) => isLogVisibleTo(l, seat)),
          ...(e.seat === seat ? { move: e.move } : {}),
        }),
      ),
    );
    figures.eventsChecked += stored.length;
  }
  // What the notifier would send for this change, to each player.
  const sent = mails.length;
  const failed = await notifier.handle([record]);
  expect(failed).toEqual([]);
  const recent = await env.games.events(after.id, Math.max(0, after.version - 60), 60);
  for (const mail of mails.slice(sent)) {
    const reader = readers.find((r) => r.email === mail.to);
    expect(reader, `a mail to ${mail.to}, who plays no seat`).toBeDefined();
    const text = `${mail.subject}\n${mail.text}\n${mail.html}`;
    expectNoSecretText(text, after.state, seed, `mail to seat ${reader!.seat}`);
    // No sentence phrased from an entry hidden from this seat, unless a visible entry says the same.
    const { t } = await phraser(
      "en",
      after.players.map((p) => p.name),
    );
    const visible = new Set(
      recent.flatMap((e) => e.log.filter((l) => isLogVisibleTo(l, reader!.seat)).map((l) => t(l.key, l.params ?? {}))),
    );
    for (const entry of recent.flatMap((e) => e.log.filter((l) => !isLogVisibleTo(l, reader!.seat)))) {
      const sentence = t(entry.key, entry.params ?? {});
      if (!visible.has(sentence)) expect(mail.text.includes(sentence), `mail to seat ${reader!.seat} tells "${sentence}"`).toBe(false);
    }
    figures.notificationsChecked++;
  }
}

type Plan = { players: number; count: number; maxMoves: number; every: number };
/** Every game's random games, by player count; `every` moves a checkpoint. */
const PLANS: Record<GameId, Plan[]> = SOAK
  ? {
      yucata: [
        { players: 2, count: 40, maxMoves: 200, every: 1 },
        { players: 3, count: 20, maxMoves: 200, every: 1 },
      ],
      balam: [{ players: 3, count: 4, maxMoves: 1000, every: 1 }],
      "rio-de-la-plata": [{ players: 3, count: 3, maxMoves: 2000, every: 2 }],
      yucatan: [{ players: 2, count: 3, maxMoves: 3000, every: 3 }],
    }
  : {
      yucata: [
        { players: 2, count: 2, maxMoves: 200, every: 2 },
        { players: 3, count: 1, maxMoves: 200, every: 3 },
      ],
      balam: [{ players: 2, count: 1, maxMoves: 1000, every: 25 }],
      "rio-de-la-plata": [{ players: 2, count: 1, maxMoves: 1000, every: 60 }],
      yucatan: [{ players: 2, count: 1, maxMoves: 200, every: 50 }],
    };
const PLAN = GAME_IDS.flatMap((game) => PLANS[game].map((plan) => ({ game, ...plan })));

describe("no seat's secret reaches another seat or a spectator, through the API and the notifier", () => {
  for (const { game, players, count, maxMoves, every } of PLAN) {
    it(`${count} random ${players}-player ${game} games`, { timeout: SOAK ? 1_800_000 : 120_000 }, async () => {
      for (let n = 0; n < count; n++) {
        const tag = `${game}-${players}-${n}-${Math.random().toString(36).slice(2, 8)}`;
        const emails = Array.from({ length: players }, (_, seat) => `seat${seat}-${tag}@example.org`);
        const callers = [await emailUser(env, emails[0]!)];
        const created = await callers[0]!.post("/api/games", { game, players });
        expect(created.status).toBe(201);
        const id = created.body.id as string;
        for (let seat = 1; seat < players; seat++) {
          callers.push(await emailUser(env, emails[seat]!));
          expect((await callers[seat]!.post(`/api/games/${id}/join`)).status).toBe(200);
        }
        const readers = [
          ...callers.map((caller, seat) => ({ seat: seat as number | null, caller, email: emails[seat]! })),
          { seat: null, caller: env.caller(), email: null },
        ];
        // Each reader opens the game's page: a seat by its session, the spectator signed in nowhere.
        for (const { seat, caller } of readers) {
          const principal = seat === null ? null : { userId: (await caller.get("/api/me")).body.user.id as string, seatGrant: null };
          expect(await live.connect(principal, id, pageOf(id, seat))).toBe(seat);
        }
        let before = (await env.games.get(id))!;
        const moves = await playThroughApi(id, callers, `chooser-${tag}`, maxMoves, async ({ version }) => {
          const after = (await env.games.get(id))!;
          if (version % every === 0 || after.status === "finished") await checkpoint(before, after, readers);
          before = after;
        });
        figures.games++;
        figures.moves += moves;
        const final = (await env.games.get(id))!;
        if (final.status === "finished") {
          // The complete public record replays to the same log and result from the revealed seed.
          const record = await readers.at(-1)!.caller.get(`/api/games/${id}/export`);
          expect(record.body).toMatchObject({ complete: true, seed: final.seed, seedHash: final.seedHash });
          const verdict = await verifyRecord(record.body);
          expect(verdict.problems).toEqual([]);
          expect(verdict.movesReplayed).toBe(final.version);
          figures.recordsVerified++;
        } else {
          // Unfinished: a player's record holds no secret of the others.
          const record = await callers[0]!.get(`/api/games/${id}/export`);
          expectNoSecretText(record.text, final.state, final.seed, `${game} export for seat 0`);
          expect(record.body.complete).toBe(false);
        }
      }
    });
  }
});
