// Blocking another player (docs/social.md, "Blocking"): what a client sends to the block routes and what
// they answer.
import * as z from "../zod";
import { lazily } from "../engine/lazy";

/** POST /api/blocks */
export const blockBody = lazily(() => z.strictObject({ userId: z.string().check(z.minLength(1), z.maxLength(64)) }));

/** One player the caller blocked, as GET /api/blocks lists them (newest first). */
interface BlockedPlayer {
  id: string;
  /** Their name now; null for an account that is gone. */
  name: string | null;
  at: string;
}

/** GET /api/blocks */
export interface BlockList {
  blocks: BlockedPlayer[];
  max: number;
}
