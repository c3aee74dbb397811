// What the API is built from before its first request (./api.ts): the game core, the hourly limits and
// the health check. The rest of a process (./core.ts) builds on it; the API builds the rest of what it
// serves with its first request beyond a game's own routes (./api-areas.ts).
import { HourlyLimiter } from "../store/hourly-limiter";
import { NoticeStore } from "../store/notices";
import { tableAnswers } from "../store/table";
import { gameCore, type ProcessDeps } from "./game-core";

export function apiCore(deps: ProcessDeps) {
  const { config, dynamo } = deps;
  const core = gameCore(deps);
  return {
    ...core,
    /** The notices ledger: what each seat was told, which a game page's visit adds to and undo reads. */
    notices: new NoticeStore(dynamo, config.tableName, core.now),
    /** The table's client, for what is built later (./api-areas.ts). */
    dynamo,
    hourly: new HourlyLimiter(dynamo, config.tableName),
    tableAnswers: () => tableAnswers(dynamo, config.tableName),
  };
}

export type ApiCore = ReturnType<typeof apiCore>;
