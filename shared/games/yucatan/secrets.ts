// What a Yucatàn reader may not see: the guild of each warrior of another player that no combat has shown,
// and the guilds in the others' reserves. A combat shows both guilds: the winner's name leaves the list as
// it is shown, the loser's as it leaves the board. A warrior its owner takes off the board leaves it too,
// unshown, since the state after the move cannot tell it from a loser: that move is asked as a takeback.
import { GUILDS, type Guild } from "./data";
import type { YucatanState } from "./state";
import { copyData } from "../../engine/copy";

export function yucatanSecrets(state: YucatanState, reader: number | null): string[] {
  return [
    ...state.warriors.filter((w) => !w.shown && w.owner !== reader).map((w) => `guild of warrior ${w.id}`),
    ...state.seats.flatMap((_, seat) => (seat === reader ? [] : [`reserve of seat ${seat}`])),
  ];
}

/** For the leak tests: `state` with the guilds `reader` may not see, on the board and in reserves, changed. */
export function scrambleYucatan(state: YucatanState, reader: number | null): YucatanState {
  const s = copyData(state);
  const others = (i: number) => i !== reader;
  const next = (g: Guild) => GUILDS[(GUILDS.indexOf(g) + 1) % GUILDS.length]!;
  for (const w of s.warriors) if (!w.shown && others(w.owner)) w.guild = next(w.guild);
  s.seats.forEach((seat, i) => {
    if (others(i))
      seat.reserve = Object.fromEntries(GUILDS.map((g, k) => [next(g), state.seats[i]!.reserve[GUILDS[k]!]])) as typeof seat.reserve;
  });
  return s;
}
