// Undo is free only until another seat has been told it is their turn. Issue #44's case: Ann's premove
// is played as Ben moves; once Ben's page has shown his turn (its visit recorded) or his "your turn" mail
// has gone, Ann's "Undo" is refused and her takeback waits for Ben's consent. Untold, it stays free.
import { QueryCommand } from "@aws-sdk/client-dynamodb";
import { beforeAll, describe, expect, it } from "vitest";
import { core } from "../../functions/compose/core";
import { notifier as notifierOf } from "../../functions/compose/notifier";
import type { Notifier } from "../../functions/notifier/notify";
import type { ChangeRecord } from "../../functions/store/changes";
import { loadGames } from "../../shared/games/index";
import { emailUser, guest, inProcessApp, moveId, type Caller, type InProcess } from "../reliability/support";

await loadGames();

let env: InProcess;
let notifier: Notifier;

beforeAll(async () => {
  env = await inProcessApp();
  notifier = notifierOf(core({ config: env.config, dynamo: env.dynamo, now: env.now }), {
    mailer: { send: async () => undefined },
    holdMs: 0,
  });
});

/** Hands the notifier the game's item as the table's stream would after a write (it plays queued moves and sends notices). */
async function stream(gameId: string): Promise<void> {
  const { Items } = await env.dynamo.send(
    new QueryCommand({
      TableName: env.config.tableName,
      KeyConditionExpression: "pk = :pk AND sk = :game",
      ExpressionAttributeValues: { ":pk": { S: `GAME#${gameId}` }, ":game": { S: "GAME" } },
    }),
  );
  const records: ChangeRecord[] = (Items ?? []).map((item) => ({
    eventID: moveId("record"),
    eventName: "MODIFY",
    dynamodb: { NewImage: item },
  }));
  expect(await notifier.handle(records)).toEqual([]);
}

/**
 * A Yucata' game of Ann (seat 0) and Ben (seat 1, to move first): Ann queues a premove, Ben plays, and the
 * server plays Ann's premove at once. Ben may be a member with mail (`benMail`), or a guest.
 */
async function afterAnnsPremove(benMail?: string) {
  const ann = await guest(env, "Ann");
  const created = await ann.post("/api/games", { game: "yucata", players: 2, options: { firstPlayer: 1 } });
  const id = created.body.id as string;
  const ben = benMail ? await emailUser(env, benMail) : await guest(env, "Ben");
  await ben.post(`/api/games/${id}/join`);
  const hand = (await ann.get(`/api/games/${id}`)).body.view.hand as number[];
  const benMoves = (await ben.get(`/api/games/${id}`)).body.legalMoves as { card: number }[];
  const premove = hand.find((card) => card !== benMoves[0]!.card)!;
  expect((await ann.request("PUT", `/api/games/${id}/queue`, { version: 0, branches: [{ play: { card: premove } }] })).status).toBe(200);
  expect((await ben.post(`/api/games/${id}/moves`, { version: 0, move: benMoves[0], clientMoveId: moveId() })).status).toBe(200);
  await stream(id); // plays Ann's premove
  const detail = (await ben.get(`/api/games/${id}`)).body;
  expect(detail.version, "Ann's premove was played").toBe(2);
  expect(detail.yourTurn).toBe(true);
  return { id, ann, ben };
}

const undo = (ann: Caller, id: string) => ann.post(`/api/games/${id}/undo`, { version: 2 });

describe("undo after the other player was told", () => {
  it("stays free while nobody has been told it is their turn", async () => {
    const { id, ann } = await afterAnnsPremove();
    expect((await ann.get(`/api/games/${id}/takeback`)).body).toMatchObject({ canUndo: true, undoRefusal: null });
    const undone = await undo(ann, id);
    expect(undone.status, undone.text).toBe(200);
  });

  it("becomes a takeback once the other's page has shown the turn, and needs their yes", async () => {
    const { id, ann, ben } = await afterAnnsPremove();
    // Ben's page shows version 2, "It is your turn", and records the visit as the web client does.
    expect((await ben.post(`/api/games/${id}/visit`, { version: 2 })).status).toBe(200);
    expect((await ann.get(`/api/games/${id}/takeback`)).body).toMatchObject({ canUndo: false, undoRefusal: "undo-told", canRequest: true });
    const refused = await undo(ann, id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe("undo-told");
    expect((await env.games.get(id))!.version, "nothing was taken back").toBe(2);

    const asked = await ann.post(`/api/games/${id}/takeback`, { version: 2 });
    expect(asked.status, asked.text).toBe(200);
    expect((await env.games.get(id))!.version, "a request, not an undo").toBe(2);
    expect((await ben.post(`/api/games/${id}/takeback/answer`, { accept: true })).status).toBe(200);
    const after = (await env.games.get(id))!;
    expect(after.version).toBe(3);
    expect((await env.games.getEvent(id, 3))!.takeback).toEqual({ to: 1, kind: "takeback" });
  });

  it("becomes a takeback once the other's turn mail has gone", async () => {
    const { id, ann } = await afterAnnsPremove("ben-told@example.org");
    await stream(id); // the premove's write: Ben's "your turn" mail
    expect((await ann.get(`/api/games/${id}/takeback`)).body).toMatchObject({ canUndo: false, undoRefusal: "undo-told" });
    expect((await undo(ann, id)).status).toBe(409);
  });
});
