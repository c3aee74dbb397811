// What a record of the table's stream says, read with the store's codecs: the live channel and the
// notifier act on changes of games, tournaments and chat messages, and never read DynamoDB attributes.
import type { AttributeValue } from "@aws-sdk/client-dynamodb";
import type { GameRecord } from "../record/game";
import type { TournamentRecord } from "../record/tournament";
import { fromAttributes, pick, type Item } from "./attributes";
import { type ChatMessage, chatFromItem } from "./chat";
import { CORRELATION_FIELD, fromGameItem, gameOfRecord } from "./games";
import { withRulesOf } from "./rules";

/** The part of a DynamoDB stream record we read (Lambda's and the Streams API's shapes agree). */
export interface ChangeRecord {
  eventID?: string;
  eventName?: string;
  dynamodb?: { NewImage?: Item; OldImage?: Item };
}

/** The game's fields that a stream consumer reads without its state; a queued record carries no more. */
const GAME_HEAD_FIELDS = [
  "id",
  "rev",
  "version",
  "status",
  "awaiting",
  "players",
  "forfeited",
  "rescue",
  "tournamentId",
  "lastReply",
  "updatedAt",
  "chatWebhook",
] as const;
export type GameHead = Pick<GameRecord, (typeof GAME_HEAD_FIELDS)[number]>;

/** A tournament item's fields the notices read: its round count is kept on the item for the stream. */
const TOURNAMENT_HEAD_FIELDS = ["id", "status", "roundsOpened"] as const;
type TournamentHead = Pick<TournamentRecord, "id" | "status"> & { roundsOpened: number };

export type TableChange =
  | {
      kind: "game";
      /** null: the game was just created. */
      before: GameHead | null;
      after: GameHead;
      /**
       * The version this write created (a move or a takeback: each version is created by one write only),
       * or null when the write kept the version (a seat taken, a takeback asked, the clock's notes).
       */
      created: number | null;
      /** The whole record, state included; only a record as the stream gave it has one (not a queued one). */
      game: () => Promise<GameRecord>;
    }
  /** Only a cancel deletes a game item. */
  | { kind: "game removed"; gameId: string }
  | { kind: "tournament"; before: TournamentHead | null; after: TournamentHead }
  | { kind: "chat"; message: ChatMessage }
  | { kind: "other" };

const head = <T>(item: Item, fields: readonly string[]) => fromAttributes(pick(item, fields)) as T;
const tournamentHead = (item: Item): TournamentHead => head<TournamentHead>(item, TOURNAMENT_HEAD_FIELDS);

/** What changed in the item a stream record is about. */
export function readChange(record: ChangeRecord): TableChange {
  const before = record.dynamodb?.OldImage;
  const after = record.dynamodb?.NewImage;
  if (record.eventName === "REMOVE") {
    return before?.sk?.S === "GAME" && before.id?.S ? { kind: "game removed", gameId: before.id.S } : { kind: "other" };
  }
  const sk = after?.sk?.S;
  if (!after || !sk || (!after.id?.S && !sk.startsWith("CHAT#"))) return { kind: "other" };
  if (sk === "GAME") {
    const [was, is] = [before ? head<GameHead>(before, GAME_HEAD_FIELDS) : null, head<GameHead>(after, GAME_HEAD_FIELDS)];
    return {
      kind: "game",
      before: was,
      after: is,
      created: Number.isInteger(is.version) && is.version > (was?.version ?? -1) ? is.version : null,
      game: () => withRulesOf(fromGameItem(after as Record<string, AttributeValue>), gameOfRecord),
    };
  }
  if (sk === "TOUR") return { kind: "tournament", before: before ? tournamentHead(before) : null, after: tournamentHead(after) };
  // A message is told when written; a later change (a deleted account's erasure) is no new message.
  if (sk.startsWith("CHAT#")) return record.eventName === "MODIFY" ? { kind: "other" } : { kind: "chat", message: chatFromItem(after) };
  return { kind: "other" };
}

/** A stream record as the notice queue carries it, with the group whose records are handled in order. */
export interface QueuedRecord {
  /** One game's records (its item and its chat) are handled one after another, as are a tournament's. */
  group: string;
  /** The stream record's id: the queue drops a second copy of it. */
  id: string;
  record: ChangeRecord;
}

/**
 * What the notices need of a stream record, or null when it asks for none: game and tournament items cut
 * down to their heads (a queue message stays small however big the game's state), chat messages whole.
 */
export function queuedRecord(record: ChangeRecord): QueuedRecord | null {
  const image = record.dynamodb?.NewImage;
  const sk = image?.sk?.S;
  const group = image?.pk?.S;
  if (!record.eventID || !image || !sk || !group || record.eventName === "REMOVE") return null;
  const base = { eventID: record.eventID, eventName: record.eventName };
  if (sk.startsWith("CHAT#")) return { group, id: record.eventID, record: { ...base, dynamodb: { NewImage: image } } };
  if (sk !== "GAME" && sk !== "TOUR") return null;
  const fields = ["pk", "sk", ...(sk === "GAME" ? [...GAME_HEAD_FIELDS, CORRELATION_FIELD] : TOURNAMENT_HEAD_FIELDS)];
  const old = record.dynamodb?.OldImage;
  return {
    group,
    id: record.eventID,
    record: { ...base, dynamodb: { NewImage: pick(image, fields), ...(old ? { OldImage: pick(old, fields) } : {}) } },
  };
}

/** The id of the request whose move wrote this record's game item, or null (a write that was no player's move). */
export function correlationOf(record: ChangeRecord): string | null {
  const image = record.dynamodb?.NewImage;
  return image?.sk?.S === "GAME" ? (image[CORRELATION_FIELD]?.S ?? null) : null;
}
