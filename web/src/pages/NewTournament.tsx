// Create a tournament: the game, the format, players per table, how many may enter, the clock and what
// happens to a late player, when it starts, and whether only the invite link lets people in.
import { useState } from "preact/hooks";
import {
  MAX_TOURNAMENT_CYCLES,
  MAX_TOURNAMENT_ENTRANTS,
  type TIME_PER_MOVE_DAYS,
  TOURNAMENT_FORMATS,
  type TournamentFormat,
} from "../../../shared/api/choices";
import type { TimeoutPolicy } from "../../../shared/api/index";
import { navigate } from "../router";
import { tournamentApi } from "../tournament-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { DaysChoice, GameSelect, NameInput, NumberChoice, PolicyChoice, TableSizeChoice, tableSeats, useAction, useCatalog } from "./form";
import { SignInFirst } from "./Home";

export function NewTournament() {
  const { t } = useI18n();
  const { user } = useSession();
  const [name, setName] = useState("");
  const [gameId, setGameId] = useState("");
  const [format, setFormat] = useState<TournamentFormat>("round-robin");
  const [tableSize, setTableSize] = useState(2);
  const [maxEntrants, setMaxEntrants] = useState(8);
  const [cycles, setCycles] = useState(1);
  const [rounds, setRounds] = useState(3);
  const [days, setDays] = useState<(typeof TIME_PER_MOVE_DAYS)[number]>(3);
  // A late turn is skipped unless the creator chooses harsher: a newcomer's first slow week should not drop them.
  const [policy, setPolicy] = useState<TimeoutPolicy>("skip");
  const [startAt, setStartAt] = useState<string | null>(null);
  const [isPrivate, setPrivate] = useState(false);
  const { busy, error, setError, submit } = useAction();
  const catalog = useCatalog((first) => setGameId(first.id), setError);
  const entry = catalog?.find((g) => g.id === gameId);
  const swissPossible = (entry?.minPlayers ?? 2) <= 2;
  const seats = format === "swiss" ? 2 : tableSeats(entry, tableSize);
  const entrants = Math.max(seats, maxEntrants);
  const create = submit(async () => {
    const created = await tournamentApi.create({
      name,
      game: gameId,
      format,
      tableSize: seats,
      maxEntrants: entrants,
      ...(format === "swiss" ? { rounds: Math.min(rounds, Math.floor(entrants / 2)) } : { cycles }),
      timePerMoveDays: days,
      timeoutPolicy: policy,
      ...(startAt ? { startAt: new Date(startAt).toISOString() } : {}),
      private: isPrivate,
    });
    navigate(`/t/${encodeURIComponent(created.id)}`);
  });

  if (user === undefined) return <p class="loading">{t("loading")}</p>;
  if (user === null || user.guest) {
    return <SignInFirst title={t("tournaments.create")} next="/tournaments/new" />;
  }
  if (!catalog) return error ? <ErrorNote error={error} /> : <p class="loading">{t("loading")}</p>;

  return (
    <section class="panel narrow">
      <h1>{t("tournaments.create")}</h1>
      <form class="stack" noValidate onSubmit={create}>
        <NameInput value={name} onChange={setName} />
        <GameSelect label={t("tournamentForm.game")} catalog={catalog} value={gameId} onChange={setGameId} />
        <label>
          {t("tournamentForm.format")}
          <select value={format} onChange={(e) => setFormat((e.target as HTMLSelectElement).value as TournamentFormat)}>
            {TOURNAMENT_FORMATS.filter((f) => f === "round-robin" || swissPossible).map((f) => (
              <option value={f} key={f}>
                {t(`tournaments.format.${f}`)}
              </option>
            ))}
          </select>
        </label>
        {format === "round-robin" && entry && <TableSizeChoice entry={entry} value={seats} onChange={setTableSize} />}
        <NumberChoice
          label={t("tournamentForm.maxEntrants")}
          value={entrants}
          from={seats}
          to={MAX_TOURNAMENT_ENTRANTS}
          onChange={setMaxEntrants}
        />
        {format === "round-robin" ? (
          <NumberChoice label={t("tournamentForm.cycles")} value={cycles} from={1} to={MAX_TOURNAMENT_CYCLES} onChange={setCycles} />
        ) : (
          <NumberChoice
            label={t("tournamentForm.rounds")}
            value={Math.min(rounds, Math.floor(entrants / 2))}
            from={1}
            to={Math.floor(entrants / 2)}
            onChange={setRounds}
          />
        )}
        <DaysChoice value={days} onChange={setDays} />
        <PolicyChoice value={policy} onChange={setPolicy} />
        <fieldset>
          <legend>{t("tournamentForm.start")}</legend>
          <label class="check">
            <input type="radio" name="start" checked={startAt === null} onChange={() => setStartAt(null)} />
            {t("tournamentForm.startFull")}
          </label>
          <label class="check">
            <input type="radio" name="start" checked={startAt !== null} onChange={() => setStartAt("")} />
            {t("tournamentForm.startDate")}
          </label>
          {startAt !== null && (
            <label>
              {t("tournamentForm.date")}
              <input type="datetime-local" required value={startAt} onInput={(e) => setStartAt((e.target as HTMLInputElement).value)} />
            </label>
          )}
        </fieldset>
        <label class="check">
          <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate((e.target as HTMLInputElement).checked)} />
          {t("tournamentForm.private")}
        </label>
        <button type="submit" disabled={busy || !entry}>
          {t("tournamentForm.submit")}
        </button>
      </form>
      <ErrorNote error={error} />
    </section>
  );
}
