// What a Yucata' reader may not see: nothing. Only a pile's top card shows at the table, but the public
// log names every card played and every pick-up, so each pile, and each hand (the rest of the seven
// cards), is known to every reader (docs/games/yucata.md, "What every reader knows").
import type { YucataState } from "./state";

export const yucataSecrets = (_state: YucataState, _reader: number | null): string[] => [];

/** For the leak tests: nothing is hidden, so there is nothing to scramble. */
export const scrambleYucata = (state: YucataState, _reader: number | null): YucataState => state;
