// Create a game: which game, how many players, its options, time per move and what happens when it runs
// out. Then the game page shows
// the invite link and the seats filling.
import { useEffect, useRef, useState } from "preact/hooks";
import { MAX_SILENT_AFTER, MAX_TIMEOUTS_REQUIRED, TIMEOUT_POLICIES } from "../../../shared/api/choices";
import type { CatalogEntry, TimeoutPolicy } from "../../../shared/api/index";
import { api, seatTokens } from "../api";
import { hasPlugin, loadPlugin } from "../games";
import type { GamePlugin } from "../plugin";
import { navigate } from "../router";
import { ErrorNote, useI18n, useSession } from "../ui";
import { SignIn } from "./Home";
import { BoardPicture, RulesLink, factsLine } from "./rules-parts";
import { GAME_PITCHES, isRulesGame } from "../rules/facts";
import { ClockChoice, type ClockValue } from "./Clocks";
import { GameSelect, useAction } from "./form";
import { botLevelsFor, type BotLevel } from "../../../shared/bots/levels";

type SeatKind = "human" | BotLevel;

export function Lobby() {
  const { t, lang, learn } = useI18n();
  const { user } = useSession();
  const [catalog, setCatalog] = useState<CatalogEntry[] | null>(null);
  const [gameId, setGameId] = useState("");
  const [players, setPlayers] = useState(2);
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [clockChoice, setClockChoice] = useState<ClockValue>({ timePerMoveDays: 3, bank: null });
  const [policy, setPolicy] = useState<TimeoutPolicy>("bot");
  const [silentAfter, setSilentAfter] = useState(2);
  const [isPrivate, setPrivate] = useState(false);
  const [chatForSpectators, setChatForSpectators] = useState(false);
  /** The creator's minimums for open seats, as typed (empty: none); the server bounds them. */
  const [minimums, setMinimums] = useState({ minFinishPercent: "", maxTimeouts90d: "" });
  /** Per seat after the creator's: "human" (someone joins) or a bot level. */
  const [seatKinds, setSeatKinds] = useState<SeatKind[]>([]);
  const [plugin, setPlugin] = useState<GamePlugin | null>(null);
  /** The game chosen last: an earlier choice's code arriving after it must not take its place. */
  const chosen = useRef<string | null>(null);
  const { busy, error, setError, submit } = useAction();

  useEffect(() => {
    api.catalog().then((games) => {
      const playable = games.filter((g) => hasPlugin(g.id));
      setCatalog(playable);
      if (playable[0]) choose(playable[0]);
    }, setError);
  }, []);

  function choose(entry: CatalogEntry) {
    setGameId(entry.id);
    setPlayers((n) => Math.min(entry.maxPlayers, Math.max(entry.minPlayers, n)));
    setOptions({});
    // A level the new game does not offer (a game need not have an expert) falls back to the strong bot.
    setSeatKinds((kinds) => kinds.map((kind) => (kind === "human" || botLevelsFor(entry.id).includes(kind) ? kind : "strong")));
    setPlugin(null);
    chosen.current = entry.id;
    loadPlugin(entry.id).then(
      (loaded) => {
        if (chosen.current !== entry.id) return;
        learn(loaded.messages);
        setPlugin(loaded);
      },
      (failure) => chosen.current === entry.id && setError(failure),
    );
  }

  if (user === undefined) return <p class="loading">{t("loading")}</p>;
  if (user === null) {
    return (
      <section class="panel narrow">
        <h1>{t("lobby.title")}</h1>
        <p>{t("lobby.signInFirst")}</p>
        <SignIn next="/new" />
      </section>
    );
  }
  if (!catalog) return error ? <ErrorNote error={error} /> : <p class="loading">{t("loading")}</p>;

  const entry = catalog.find((g) => g.id === gameId);
  const seatChoices: SeatKind[] = ["human", ...botLevelsFor(gameId)];
  const create = submit(async () => {
    const timed = clockChoice.timePerMoveDays !== null || clockChoice.bank !== null;
    const clock = timed ? { ...clockChoice, timeoutPolicy: policy, silentAfter } : { timePerMoveDays: null };
    const bots = seatKinds.slice(0, players - 1).flatMap((kind, i) => (kind === "human" ? [] : [{ seat: i + 1, level: kind }]));
    const requirements = Object.fromEntries(
      Object.entries(minimums).flatMap(([field, typed]) => (typed.trim() === "" ? [] : [[field, Number(typed)]])),
    );
    const body = { game: gameId, players, options, ...clock, private: isPrivate, chatForSpectators, bots, requirements };
    const created = await api.create(body);
    seatTokens.saveFromLink(created.seatLink);
    navigate(`/play/${encodeURIComponent(created.id)}`);
  });

  return (
    <section class="panel narrow">
      <h1>{t("lobby.title")}</h1>
      <form class="stack" noValidate onSubmit={create}>
        <GameSelect label={t("lobby.game")} catalog={catalog} value={gameId} onChange={(id) => choose(catalog.find((g) => g.id === id)!)} />
        {entry && isRulesGame(entry.id) && (
          <div class="game-intro">
            <BoardPicture game={entry.id} small key={entry.id} />
            <div>
              <p>{GAME_PITCHES[entry.id][lang]}</p>
              <p class="fine game-facts">{factsLine(entry.id, t, players)}</p>
              <p class="fine">
                <RulesLink game={entry.id} />
              </p>
            </div>
          </div>
        )}
        {entry && (
          <label>
            {t("lobby.players")}
            <select value={players} onChange={(e) => setPlayers(Number((e.target as HTMLSelectElement).value))}>
              {Array.from({ length: entry.maxPlayers - entry.minPlayers + 1 }, (_, i) => entry.minPlayers + i).map((n) => (
                <option value={n} key={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset>
          <legend>{t("lobby.opponents")}</legend>
          {Array.from({ length: players - 1 }, (_, i) => (
            <label key={i}>
              {t("lobby.seat", { seat: i + 2 })}
              {/* Named by its seat alone: a label's text would otherwise take in every option's. */}
              <select
                aria-label={t("lobby.seat", { seat: i + 2 })}
                value={seatKinds[i] ?? "human"}
                onChange={(e) => {
                  const kinds = Array.from({ length: players - 1 }, (_, j) => seatKinds[j] ?? "human");
                  kinds[i] = (e.target as HTMLSelectElement).value as SeatKind;
                  setSeatKinds(kinds);
                }}
              >
                {seatChoices.map((kind) => (
                  <option value={kind} key={kind}>
                    {t(`lobby.seat.${kind}`)}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        {plugin?.Options && <plugin.Options players={players} value={options} onChange={setOptions} t={t} />}
        <ClockChoice value={clockChoice} onChange={setClockChoice} />
        {(clockChoice.timePerMoveDays !== null || clockChoice.bank !== null) && (
          <fieldset class="policies">
            <legend>{t("lobby.policy")}</legend>
            {TIMEOUT_POLICIES.map((p) => (
              <div class="policy" key={p}>
                <label class="check">
                  <input
                    type="radio"
                    name="timeoutPolicy"
                    value={p}
                    checked={policy === p}
                    onChange={() => setPolicy(p)}
                    aria-describedby={`policy-${p}`}
                  />
                  {t(`lobby.policy.${p}`)}
                </label>
                <p class="fine" id={`policy-${p}`}>
                  {t(`lobby.policyHint.${p}`)}
                </p>
              </div>
            ))}
            {policy !== "forfeit" && (
              <>
                <label>
                  {t("lobby.silentAfter")}
                  <select
                    value={silentAfter}
                    aria-describedby="silent-after-hint"
                    onChange={(e) => setSilentAfter(Number((e.target as HTMLSelectElement).value))}
                  >
                    {Array.from({ length: MAX_SILENT_AFTER }, (_, i) => i + 1).map((n) => (
                      <option value={n} key={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
                <p class="fine" id="silent-after-hint">
                  {t("lobby.silentAfterHint")}
                </p>
              </>
            )}
          </fieldset>
        )}
        <fieldset>
          <legend>{t("lobby.minimums")}</legend>
          <p class="fine" id="minimums-hint">
            {t("lobby.minimumsHint")}
          </p>
          {(["minFinishPercent", "maxTimeouts90d"] as const).map((field) => (
            <label key={field}>
              {t(field === "minFinishPercent" ? "lobby.minFinish" : "lobby.maxTimeouts")}
              <input
                type="number"
                inputMode="numeric"
                min={field === "minFinishPercent" ? 1 : 0}
                max={field === "minFinishPercent" ? 100 : MAX_TIMEOUTS_REQUIRED}
                value={minimums[field]}
                aria-describedby="minimums-hint"
                onInput={(e) => setMinimums({ ...minimums, [field]: (e.target as HTMLInputElement).value })}
              />
            </label>
          ))}
        </fieldset>
        <label class="check">
          <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate((e.target as HTMLInputElement).checked)} />
          {t("lobby.private")}
        </label>
        <label class="check">
          <input
            type="checkbox"
            checked={chatForSpectators}
            onChange={(e) => setChatForSpectators((e.target as HTMLInputElement).checked)}
          />
          {t("chatSpectators")}
        </label>
        <button type="submit" disabled={busy || !entry}>
          {t("lobby.create")}
        </button>
      </form>
      <ErrorNote error={error} />
    </section>
  );
}
