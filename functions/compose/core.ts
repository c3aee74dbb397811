// The composition root: every store and service of a process is built here, once, from the table's
// client and the config, and handed to the transports (./api.ts, ./live.ts) and the notifier and clock
// (./notifier.ts). The Lambda handlers, the local stack, the benches and the tests all build through it;
// each Lambda imports only the modules of what it serves, so its cold start loads nothing else: the
// API's builds on ./api-core.ts alone.
import { ReadAheadStore } from "../store/read-ahead";
import { apiCore } from "./api-core";
import { areaServices } from "./area-services";
import type { ProcessDeps } from "./game-core";

/** The stores and services of one process, each built once: the API's core and all the others. */
export function core(deps: ProcessDeps) {
  const built = apiCore(deps);
  return {
    ...built,
    ...areaServices(built, deps.circle),
    readAhead: new ReadAheadStore(deps.dynamo, deps.config.tableName),
  };
}

export type Core = ReturnType<typeof core>;
