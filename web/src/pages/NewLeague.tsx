// Create a league: its game, players per table, games per pairing, the clock and what happens to a late
// player, its divisions from the top (the creator and friends, chosen from a list: only friends are
// invited by name, docs/social.md), how many go up and down after each season, and whether it is listed.
import { useEffect, useState } from "preact/hooks";
import { MAX_DIVISION_PLAYERS, MAX_LEAGUE_CYCLES, MAX_LEAGUE_DIVISIONS, type TIME_PER_MOVE_DAYS } from "../../../shared/api/choices";
import type { FriendView, TimeoutPolicy } from "../../../shared/api/index";
import { friendsApi } from "../friends-api";
import { navigate } from "../router";
import { leagueApi } from "../tournament-api";
import { ErrorNote, MissingFields, useI18n, useSession } from "../ui";
import { DaysChoice, GameSelect, NameInput, NumberChoice, PolicyChoice, TableSizeChoice, tableSeats, useAction, useCatalog } from "./form";
import { SignInFirst } from "./Home";

export function NewLeague() {
  const { t } = useI18n();
  const { user } = useSession();
  const [name, setName] = useState("");
  const [gameId, setGameId] = useState("");
  const [tableSize, setTableSize] = useState(2);
  const [cycles, setCycles] = useState(1);
  const [days, setDays] = useState<(typeof TIME_PER_MOVE_DAYS)[number]>(3);
  const [policy, setPolicy] = useState<TimeoutPolicy>("forfeit");
  /** How many divisions, and the division (0 is the top) each chosen player is in. */
  const [divisionCount, setDivisionCount] = useState(2);
  const [placed, setPlaced] = useState<ReadonlyMap<string, number>>(new Map());
  const [friends, setFriends] = useState<FriendView[] | null>(null);
  const [moves, setMoves] = useState(1);
  const [isPrivate, setPrivate] = useState(false);

  const { busy, error, setError, submit } = useAction();
  const catalog = useCatalog((first) => setGameId(first.id), setError);
  useEffect(() => {
    friendsApi.page().then((page) => setFriends(page.friends), setError);
  }, []);
  const lists = Array.from({ length: divisionCount }, (_, index) => [...placed].flatMap(([id, d]) => (d === index ? [id] : [])));
  const maxMoves = lists.length > 1 ? Math.floor(Math.min(...lists.map((l) => l.length)) / 2) : 0;
  const entry = catalog?.find((g) => g.id === gameId);
  const seats = tableSeats(entry, tableSize);
  const send = submit(async () => {
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
  if (!catalog || !friends) return error ? <ErrorNote error={error} /> : <p class="loading">{t("loading")}</p>;

  const people = [{ userId: user.id, name: t("leagueForm.you", { name: user.name }) }, ...friends];
  const place = (userId: string, division: number, chosen: boolean) => {
    const next = new Map(placed);
    if (chosen) next.set(userId, division);
    else next.delete(userId);
    setPlaced(next);
  };
  const resize = (count: number) => {
    setDivisionCount(count);
    setPlaced(new Map([...placed].filter(([, d]) => d < count)));
  };
  // Said on the page, each field named: the name, and each division short of a table's worth.
  const create = (event: Event) => {
    const missing = [
      ...(name.trim() === "" ? [{ label: t("tournamentForm.name"), field: "#league-name input" }] : []),
      ...lists.flatMap((list, index) =>
        list.length < seats ? [{ label: t("league.division", { n: index + 1 }), field: `#division-${index + 1} input` }] : [],
      ),
    ];
    if (missing.length === 0) return send(event);
    event.preventDefault();
    setError(new MissingFields(missing.map((m) => m.label)));
    document.querySelector<HTMLElement>(missing[0]!.field)?.focus();
  };

  return (
    <section class="panel narrow">
      <h1>{t("league.create")}</h1>
      <p class="fine">{t("leagueForm.help")}</p>
      <form class="stack" noValidate onSubmit={create}>
        <div id="league-name">
          <NameInput value={name} onChange={setName} />
        </div>
        <GameSelect label={t("tournamentForm.game")} catalog={catalog} value={gameId} onChange={setGameId} />
        {entry && <TableSizeChoice entry={entry} value={seats} onChange={setTableSize} />}
        <NumberChoice label={t("tournamentForm.cycles")} value={cycles} from={1} to={MAX_LEAGUE_CYCLES} onChange={setCycles} />
        <DaysChoice value={days} onChange={setDays} />
        <PolicyChoice value={policy} onChange={setPolicy} />
        <fieldset>
          <legend>{t("leagueForm.divisions")}</legend>
          {friends.length === 0 && <p class="fine">{t("leagueForm.noFriends")}</p>}
          {lists.map((list, index) => (
            <fieldset key={index} id={`division-${index + 1}`}>
              <legend>{t("leagueForm.players", { n: index + 1, min: seats, max: MAX_DIVISION_PLAYERS })}</legend>
              {people
                .filter((p) => (placed.get(p.userId) ?? index) === index)
                .map((p) => (
                  <label class="check" key={p.userId}>
                    <input
                      type="checkbox"
                      checked={list.includes(p.userId)}
                      disabled={!list.includes(p.userId) && list.length >= MAX_DIVISION_PLAYERS}
                      onChange={(e) => place(p.userId, index, (e.target as HTMLInputElement).checked)}
                    />
                    {p.name}
                  </label>
                ))}
            </fieldset>
          ))}
          <div class="row">
            {divisionCount < MAX_LEAGUE_DIVISIONS && (
              <button type="button" class="secondary" onClick={() => resize(divisionCount + 1)}>
                {t("leagueForm.addDivision")}
              </button>
            )}
            {divisionCount > 1 && (
              <button type="button" class="secondary" onClick={() => resize(divisionCount - 1)}>
                {t("leagueForm.removeDivision")}
              </button>
            )}
          </div>
        </fieldset>
        {divisionCount > 1 && (
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
