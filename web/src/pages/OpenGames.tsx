// The lobby of open public games: filter by game, players and time per move; join with one button.
import { useEffect, useState } from "preact/hooks";
import type { CatalogEntry, LobbyGame, Rhythm, SeatRequirements } from "../../../shared/api/index";
import { unmetMinimum } from "../../../shared/clock/minimums";
import { api, seatTokens } from "../api";
import { navigate } from "../router";
import { socialApi } from "../social-api";
import { ErrorNote, useI18n, useSession } from "../ui";
import { RulesLink } from "./rules-parts";
import { clockLabel } from "./Clocks";
import { GameSelect } from "./form";

const DAYS = [1, 2, 3, 5, 7, 14];

export function OpenGames() {
  const { t } = useI18n();
  const { user } = useSession();
  const [catalog, setCatalog] = useState<CatalogEntry[]>([]);
  const [filter, setFilter] = useState<{ game?: string; players?: number; timePerMoveDays?: number | "none" | "bank" }>({});
  const [games, setGames] = useState<LobbyGame[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [joining, setJoining] = useState<string | null>(null);
  /** The reader's own figures, held against each game's minimums (null until read, or for nobody). */
  const [mine, setMine] = useState<Rhythm | null>(null);

  useEffect(() => {
    api.catalog().then(setCatalog, setError);
  }, []);
  useEffect(() => {
    if (user) socialApi.profile(user.id).then((profile) => setMine(profile.rhythm), setError);
  }, [user?.id]);
  useEffect(() => {
    let cancelled = false;
    socialApi.lobby(filter).then(
      (g) => !cancelled && setGames(g),
      (e) => !cancelled && setError(e),
    );
    return () => {
      cancelled = true;
    };
  }, [filter.game, filter.players, filter.timePerMoveDays]);

  const join = async (id: string) => {
    setJoining(id);
    setError(null);
    try {
      const joined = await api.join(id);
      seatTokens.saveFromLink(joined.seatLink);
      navigate(`/play/${id}`);
    } catch (e) {
      setError(e);
      setJoining(null);
    }
  };

  const maxPlayers = Math.max(2, ...catalog.map((g) => g.maxPlayers));
  const value = (e: Event) => (e.target as HTMLSelectElement).value;
  return (
    <section class="panel open-games">
      <h1>{t("openGames.title")}</h1>
      <form class="row filters" onSubmit={(e) => e.preventDefault()}>
        <GameSelect
          label={t("openGames.game")}
          catalog={catalog}
          value={filter.game ?? ""}
          any={t("openGames.anyGame")}
          onChange={(game) => setFilter({ ...filter, game: game || undefined })}
        />
        <label>
          {t("openGames.players")}
          <select value={filter.players ?? ""} onChange={(e) => setFilter({ ...filter, players: value(e) ? Number(value(e)) : undefined })}>
            <option value="">{t("openGames.anyPlayers")}</option>
            {Array.from({ length: maxPlayers - 1 }, (_, i) => i + 2).map((n) => (
              <option value={n} key={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("openGames.time")}
          <select
            value={filter.timePerMoveDays ?? ""}
            onChange={(e) => {
              const chosen = value(e);
              setFilter({
                ...filter,
                timePerMoveDays: chosen === "" ? undefined : chosen === "none" || chosen === "bank" ? chosen : Number(chosen),
              });
            }}
          >
            <option value="">{t("openGames.anyTime")}</option>
            <option value="none">{t("openGames.noTime")}</option>
            <option value="bank">{t("openGames.anyBank")}</option>
            {DAYS.map((d) => (
              <option value={d} key={d}>
                {t("openGames.days", { count: d })}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ErrorNote error={error} />
      {games === null ? (
        <p class="loading">{t("loading")}</p>
      ) : games.length === 0 ? (
        <p>{t("openGames.none")}</p>
      ) : (
        <ul class="lobby-list">
          {games.map((g) => {
            const name = g.creator.name ?? "";
            const closed = g.requirements && mine ? unmetMinimum(g.requirements, mine) : null;
            return (
              <li key={g.id} class="game-item">
                <span class="game-name">
                  {g.gameName} <RulesLink game={g.game} label={t("rules.link")} />
                </span>
                <span>
                  {t("openGames.by", { name })} (
                  {g.creator.rating ? t("openGames.rating", { rating: g.creator.rating.rating }) : t("openGames.unrated")})
                </span>
                <span>
                  {t("openGames.seats", { count: g.openSeats })} · {clockLabel(g, t)}
                </span>
                {g.requirements && <Minimums id={`closed-${g.id}`} requirements={g.requirements} closed={closed} />}
                {user && (
                  <button
                    type="button"
                    disabled={joining !== null || closed !== null}
                    aria-describedby={g.requirements ? `closed-${g.id}` : undefined}
                    aria-label={t("openGames.join", { game: g.gameName, name })}
                    onClick={() => join(g.id)}
                  >
                    {t("openGames.joinShort")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** What a game's open seats ask for and, when the reader falls short, which of their figures closes the seat to them. */
function Minimums({ id, requirements, closed }: { id: string; requirements: SeatRequirements; closed: ReturnType<typeof unmetMinimum> }) {
  const { t } = useI18n();
  const asks = [
    requirements.minFinishPercent !== undefined && t("openGames.asksFinish", { minimum: requirements.minFinishPercent }),
    requirements.maxTimeouts90d !== undefined && t("openGames.asksTimeouts", { maximum: requirements.maxTimeouts90d }),
  ].filter(Boolean);
  return (
    <span class="fine" id={id}>
      {asks.join(" ")}
      {closed && " "}
      {closed && <strong>{t(closed.code === "finish-rate-below" ? "openGames.closedFinish" : "openGames.closedTimeouts", closed)}</strong>}
    </span>
  );
}
