// Whoever holds a record may use its game's rules: the stores load them (shared/games/index.ts) before
// they hand a game, a tournament or a league out. A cold Lambda thus loads only the games it serves.
import { isGameId, loadGame } from "../../shared/games/index";

/** `records`, once the rules of each one's game (`gameOf`) are loaded. */
export async function withRules<T>(records: T[], gameOf: (record: T) => string): Promise<T[]> {
  const ids = new Set(records.map(gameOf));
  await Promise.all([...ids].filter(isGameId).map(loadGame));
  return records;
}

/** `record` (null passes through), once its game's rules are loaded. */
export async function withRulesOf<T>(record: T, gameOf: (record: NonNullable<T>) => string): Promise<T> {
  if (record != null) await withRules([record], gameOf);
  return record;
}
