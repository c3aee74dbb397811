// A ban on the local stack, through the admin command line as the operator runs it (the table named by
// the environment): the banned player's session and seat link are refused at once, they read why, and
// their table goes on, a stand-in playing their seat from the clock's next sweep (moved by hand).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDeps, runAdmin } from "../../functions/cli/admin";
import { ApiClient, moveId, playFirstLegal, seatToken } from "../support/client";
import { signedIn, startStack, type TestStack } from "../support/stack";

let stack: TestStack;
let outbox: string;
beforeAll(async () => {
  stack = await startStack({ sweepByHand: true });
  outbox = await mkdtemp(join(tmpdir(), "admin-outbox-"));
});
afterAll(async () => {
  await stack?.stop();
  await rm(outbox, { recursive: true, force: true });
});

const game = async (player: ApiClient, id: string) => (await player.get(`/api/games/${id}`)).body;

describe("a ban", () => {
  it("refuses the player's sessions at once, and their table continues through the stand-in", async () => {
    const ann = await signedIn(stack, "ann-ban@example.org");
    const bob = await signedIn(stack, "bob-ban@example.org");
    const created = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
    const id = created.body.id as string;
    const joined = await bob.post(`/api/games/${id}/join`);
    expect(joined.body.awaiting).toEqual([1]);
    const bobId = (await bob.get("/api/me")).body.user.id as string;
    const bobLink = new ApiClient(stack.url);
    bobLink.bearer = seatToken(joined.body.seatLink);

    const printed: string[] = [];
    const env = { TURNPOST_TABLE: stack.tableName, DYNAMODB_ENDPOINT: stack.dynamoEndpoint, TURNPOST_OUTBOX: outbox };
    const admin = adminDeps(env, (line) => printed.push(line));
    expect(await runAdmin(["ban", bobId, "cheating", "with", "a", "second", "account"], admin, "ops")).toBe(0);
    expect(printed).toEqual([`Banned ${bobId}; their seats in 1 games in progress go to stand-ins.`]);

    // At once: the session reads nothing of the account, and neither it nor the seat link moves.
    const me = await bob.get("/api/me");
    expect(me.status).toBe(403);
    expect(me.body.error.code).toBe("account-restricted");
    const bobView = await game(bobLink, id);
    for (const mover of [bob, bobLink]) {
      const move = await mover.post(`/api/games/${id}/moves`, { version: 0, move: bobView.legalMoves[0], clientMoveId: moveId() });
      expect(move.status).toBe(403);
      expect(move.body.error.code).toBe("seat-handed-over");
    }
    const chat = await bob.post(`/api/games/${id}/chat`, { text: "still here" });
    expect(chat.status).toBe(403);
    expect(chat.body.error.code).toBe("seat-handed-over");
    const moderated = await bob.get("/api/moderation/notices");
    expect(moderated.body.notices).toEqual([
      expect.objectContaining({ kind: "action", action: "banned", until: null, note: "cheating with a second account", appealable: true }),
    ]);

    // The table: Bob's seat is a stand-in's, due now; the next sweep plays it.
    const handed = await game(ann, id);
    expect(handed.rescue).toEqual([expect.objectContaining({ seat: 1, step: "stand-in", handedOver: "banned" })]);
    await stack.sweep(new Date(Date.now() + 60_000));
    const afterStandIn = await game(ann, id);
    expect(afterStandIn.version).toBe(1);
    expect(afterStandIn.awaiting).toEqual([0]);
    const played = await playFirstLegal(ann, id);
    expect(played.awaiting).toEqual([1]);
    await stack.sweep(new Date(Date.now() + 120_000));
    expect((await game(ann, id)).version).toBe(3);
    const log = (await ann.get(`/api/games/${id}/events`)).body.events.flatMap((e: { log: { key: string }[] }) => e.log.map((l) => l.key));
    expect(log.filter((key: string) => key === "turnpost.standIn")).toHaveLength(2);

    // The operator's log says who banned, and why.
    printed.length = 0;
    expect(await runAdmin(["log"], admin, "ops")).toBe(0);
    expect(printed[0]).toMatch(new RegExp(`ops {2}ban ${bobId}: cheating with a second account; seats handed over in 1 games$`));
  });
});
