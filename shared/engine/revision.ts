// A game keeps the rules it started with until it ends: a game lasts weeks, and a deployment that fixed
// a rule under every game in flight would change their outcomes and stop their records replaying. Each
// game's definition says which revision of its rules is current (`GameDefinition.revision`), its setup
// writes the revision it was played under into the state (`state.revision`, beside `state.rng`), and a
// rule that a revision changes asks `rulesAtLeast(state, n)`: one rule in one place, the revision a
// parameter of it. A state stored before revisions were recorded plays revision 1.

/** The rules revision `state` plays; 1 for a state stored before revisions were recorded. */
export function revisionOf(state: unknown): number {
  const revision = (state as { revision?: unknown } | null)?.revision;
  return typeof revision === "number" ? revision : 1;
}

/** Whether the game plays revision `revision` of its rules or a later one: how a changed rule reads its game's rules. */
export function rulesAtLeast(state: { revision?: number }, revision: number): boolean {
  return revisionOf(state) >= revision;
}

/**
 * The revision a setup plays: the one asked for (a replay of a stored game asks for the game's own), or
 * the current one for a new game. A revision this code does not know is the caller's bug (a record from a
 * newer deployment), a RangeError like a wrong player count.
 */
export function setupRevision(game: { name: string; revision: number }, requested: number | undefined): number {
  const revision = requested ?? game.revision;
  if (!Number.isInteger(revision) || revision < 1 || revision > game.revision) {
    throw new RangeError(`${game.name} knows rules revisions 1 to ${game.revision}, not ${revision}.`);
  }
  return revision;
}
