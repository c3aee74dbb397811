// What a Yucatàn reader may not see: the guild of each warrior of another player that no combat has shown,
// and the guilds in the others' reserves. A combat shows both guilds: the winner's name leaves the list as
// it is shown, the loser's as it leaves the board. A warrior its owner takes off the board leaves it too,
// unshown, since the state after the move cannot tell it from a loser: that move is asked as a takeback.
import type { YucatanState } from "./state";

export function yucatanSecrets(state: YucatanState, reader: number | null): string[] {
  return [
    ...state.warriors.filter((w) => !w.shown && w.owner !== reader).map((w) => `guild of warrior ${w.id}`),
    ...state.seats.flatMap((_, seat) => (seat === reader ? [] : [`reserve of seat ${seat}`])),
  ];
}
