// The live channel of a process: its own module, so that the Lambdas serving it (./game-core.ts) load
// neither the HTTP API nor the notifier.
import type { MoveLimiter } from "../http/rate-limit";
import { type LiveDeps, type LiveSender, LiveService } from "../live/live";
import type { GameCore } from "./game-core";

/** The live channel of a process, pushing through `sender`. */
export function liveService(
  built: GameCore,
  options: { sender: LiveSender; moveLimiter?: MoveLimiter; announced?: LiveDeps["announced"] },
) {
  return new LiveService({ ...built, ...options });
}
