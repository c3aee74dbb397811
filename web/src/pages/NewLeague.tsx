// Create a league: its game, players per table, games per pairing, the clock and what happens to a late
// player, its divisions from the top (the players named by their profiles' addresses), how many go up
// and down after each season, and whether it is listed.
import { useState } from "preact/hooks";
import { MAX_DIVISION_PLAYERS, MAX_LEAGUE_CYCLES, MAX_LEAGUE_DIVISIONS, type TIME_PER_MOVE_DAYS } from "../../../shared/api/choices";
import type { TimeoutPolicy } from "../../../shared/api/index";
import { navigate } from "../router";
import { leagueApi } from "../tournament-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { DaysChoice, GameSelect, NameInput, NumberChoice, PolicyChoice, TableSizeChoice, tableSeats, useAction, useCatalog } from "./form";
import { SignInFirst } from "./Home";

/** The user ids in a division's text: one a line (or separated by commas or spaces), each a profile's address or an id. */
function playerIds(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => {
      const profile = /\/u\/([^/?#]+)/.exec(word);
      return profile ? decodeURIComponent(profile[1]!) : word;
    });
}

export function NewLeague() {
  const { t } = useI18n();
  const { user } = useSession();
  const [name, setName] = useState("");
  const [gameId, setGameId] = useState("");
  const [tableSize, setTableSize] = useState(2);
  const [cycles, setCycles] = useState(1);
  const [days, setDays] = useState<(typeof TIME_PER_MOVE_DAYS)[number]>(3);
  const [policy, setPolicy] = useState<TimeoutPolicy>("forfeit");
  const [divisions, setDivisions] = useState<string[]>(["", ""]);
  const [moves, setMoves] = useState(1);
  const [isPrivate, setPrivate] = useState(false);

  const { busy, error, setError, submit } = useAction();
  const catalog = useCatalog((first) => setGameId(first.id), setError);
  const lists = divisions.map(playerIds);
  const maxMoves = lists.length > 1 ? Math.floor(Math.min(...lists.map((l) => l.length)) / 2) : 0;
  const entry = catalog?.find((g) => g.id === gameId);
  const seats = tableSeats(entry, tableSize);
  const create = submit(async () => {
    const created = await leagueApi.create({
      name,
      game: gameId,
      tableSize: seats,
      cycles,
      timePerMoveDays: days,
      timeoutPolicy: policy,
      moves: Math.min(moves, maxMoves),
      private: isPrivate,
      divisions: lists,
    });
    navigate(`/l/${encodeURIComponent(created.id)}`);
  });

  if (user === undefined) return <p class="loading">{t("loading")}</p>;
  if (user === null || user.guest) {
    return <SignInFirst title={t("league.create")} next="/leagues/new" />;
  }
  if (!catalog) return error ? <ErrorNote error={error} /> : <p class="loading">{t("loading")}</p>;

  const setDivision = (index: number, text: string) => setDivisions(divisions.map((d, i) => (i === index ? text : d)));

  return (
    <section class="panel narrow">
      <h1>{t("league.create")}</h1>
      <p class="fine">{t("leagueForm.help")}</p>
      <form class="stack" noValidate onSubmit={create}>
        <NameInput value={name} onChange={setName} />
        <GameSelect label={t("tournamentForm.game")} catalog={catalog} value={gameId} onChange={setGameId} />
        {entry && <TableSizeChoice entry={entry} value={seats} onChange={setTableSize} />}
        <NumberChoice label={t("tournamentForm.cycles")} value={cycles} from={1} to={MAX_LEAGUE_CYCLES} onChange={setCycles} />
        <DaysChoice value={days} onChange={setDays} />
        <PolicyChoice value={policy} onChange={setPolicy} />
        <fieldset>
          <legend>{t("leagueForm.divisions")}</legend>
          {divisions.map((text, index) => (
            <label key={index}>
              {t("leagueForm.players", { n: index + 1, min: seats, max: MAX_DIVISION_PLAYERS })}
              <textarea required rows={4} value={text} onInput={(e) => setDivision(index, (e.target as HTMLTextAreaElement).value)} />
            </label>
          ))}
          <div class="row">
            {divisions.length < MAX_LEAGUE_DIVISIONS && (
              <button type="button" class="secondary" onClick={() => setDivisions([...divisions, ""])}>
                {t("leagueForm.addDivision")}
              </button>
            )}
            {divisions.length > 1 && (
              <button type="button" class="secondary" onClick={() => setDivisions(divisions.slice(0, -1))}>
                {t("leagueForm.removeDivision")}
              </button>
            )}
          </div>
        </fieldset>
        {divisions.length > 1 && (
          <NumberChoice label={t("leagueForm.moves")} value={Math.min(moves, maxMoves)} from={0} to={maxMoves} onChange={setMoves} />
        )}
        <label class="check">
          <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate((e.target as HTMLInputElement).checked)} />
          {t("leagueForm.private")}
        </label>
        <button type="submit" disabled={busy || !entry}>
          {t("leagueForm.submit")}
        </button>
      </form>
      <ErrorNote error={error} />
    </section>
  );
}
