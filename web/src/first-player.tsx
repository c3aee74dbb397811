// The create form's choice of first player, for the games that draw one at random unless the table
// chooses (the `firstPlayer` option, shared/games/first-player.ts): "drawn at random" or a seat.
import type { OptionsProps } from "./plugin";

/** `game` names the catalog's words: `<game>.firstPlayer`, `.firstPlayer.random`, `.firstPlayer.seat`. */
export function FirstPlayerChoice({ game, players, value, onChange, t }: OptionsProps & { game: string }) {
  const first = typeof value.firstPlayer === "number" && value.firstPlayer < players ? value.firstPlayer : null;
  const choose = (seat: string) => {
    const next = { ...value };
    if (seat === "") delete next.firstPlayer;
    else next.firstPlayer = Number(seat);
    onChange(next);
  };
  return (
    <label>
      {t(`${game}.firstPlayer`)}
      <select value={first === null ? "" : String(first)} onChange={(e) => choose((e.target as HTMLSelectElement).value)}>
        <option value="">{t(`${game}.firstPlayer.random`)}</option>
        {Array.from({ length: players }, (_, s) => (
          <option value={String(s)} key={s}>
            {t(`${game}.firstPlayer.seat`, { n: s + 1 })}
          </option>
        ))}
      </select>
    </label>
  );
}
