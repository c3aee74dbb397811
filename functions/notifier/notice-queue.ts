// The notices (mail, web push, webhooks) run beside the table's stream, never in it: the stream's reader
// pushes to live pages, hands the records to a queue and reads on, so a slow channel holds no live push
// and no other game. In the cloud the queue is SQS FIFO (cdk/turnpost-stack.ts), grouped by game; on
// the local stack it is LocalNoticeQueue, the same shape in memory. Either way one game's records are
// handled in order, different games' at the same time.
import { type ChangeRecord, type QueuedRecord, correlationOf, queuedRecord, readChange } from "../store/changes";
import { observe } from "../net/observe";

/** Logs the stream's hand-over of each player's move to the notices, under the id of the request that made it. */
export function noteHandedOver(records: ChangeRecord[]): void {
  for (const record of records) {
    const correlationId = correlationOf(record);
    const change = correlationId ? readChange(record) : null;
    if (change?.kind === "game")
      observe.info("stream: move handed to the notices", { correlationId, gameId: change.after.id, version: change.after.version });
  }
}

/** Handles one record's notices; false when some notice failed and the record is worth another try. */
export type HandleNotices = (record: ChangeRecord) => Promise<boolean>;

/**
 * One delivery of queued records (an SQS batch): each group in order, the groups at once. After a
 * failure the rest of that group fails too, unhandled, so that a retry keeps the game's order; so does
 * the rest once `hasTime` says no record may start (the function would be stopped mid-send).
 * Returns the ids of the records to deliver again.
 */
export async function handleQueued(items: QueuedRecord[], handle: HandleNotices, hasTime: () => boolean = () => true): Promise<string[]> {
  const groups = new Map<string, QueuedRecord[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  const failed = await Promise.all(
    [...groups.values()].map(async (group) => {
      for (const [index, item] of group.entries()) {
        if (!hasTime() || !(await handle(item.record))) return group.slice(index).map((rest) => rest.id);
      }
      return [];
    }),
  );
  return failed.flat();
}

export interface LocalNoticeQueueOptions {
  /** Games whose notices run at the same time. */
  concurrency?: number;
  /** Tries of a record before it is set aside (the cloud queue's maxReceiveCount). */
  maxAttempts?: number;
  /** The wait before the second try; each later one waits this much longer. */
  retryMs?: number;
}

/** The local stack's notice queue: a lane per game, at most `concurrency` lanes running. */
export class LocalNoticeQueue {
  private readonly lanes = new Map<string, QueuedRecord[]>();
  /** Lanes with records and nobody draining them yet, oldest first. */
  private readonly waiting: string[] = [];
  private running = 0;
  private stopped = false;
  private idle: (() => void) | null = null;
  private readonly concurrency: number;
  private readonly maxAttempts: number;
  private readonly retryMs: number;

  constructor(
    private readonly handle: HandleNotices,
    options: LocalNoticeQueueOptions = {},
  ) {
    this.concurrency = options.concurrency ?? 8;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryMs = options.retryMs ?? 1000;
  }

  /** Takes the records that ask for notices and returns at once. */
  push(records: ChangeRecord[]): void {
    if (this.stopped) return;
    for (const record of records) {
      const item = queuedRecord(record);
      if (!item) continue;
      const lane = this.lanes.get(item.group);
      if (lane) lane.push(item);
      else {
        this.lanes.set(item.group, [item]);
        this.waiting.push(item.group);
      }
    }
    this.startLanes();
  }

  /** Takes no more records and waits for the running lanes (retries are given up). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.waiting.length = 0;
    if (this.running > 0) await new Promise<void>((done) => (this.idle = done));
  }

  private startLanes(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const group = this.waiting.shift()!;
      this.running++;
      void this.drain(group).finally(() => {
        this.running--;
        if (this.running === 0) this.idle?.();
        this.startLanes();
      });
    }
  }

  private async drain(group: string): Promise<void> {
    const lane = this.lanes.get(group)!;
    while (lane.length > 0 && !this.stopped) {
      const { id, record } = lane[0]!;
      for (let attempt = 1; !(await this.handle(record)); attempt++) {
        if (attempt >= this.maxAttempts || this.stopped) {
          observe.error("notice queue: record set aside", { id, attempts: attempt, correlationId: correlationOf(record) });
          observe.count("RecordsSetAside");
          break;
        }
        await new Promise((r) => setTimeout(r, this.retryMs * attempt));
      }
      lane.shift();
    }
    this.lanes.delete(group);
  }
}
