// Play from a list: the game in words for a screen reader or a keyboard, generated from what the page
// already holds. What happened since the last visit comes first, then the board as this seat may see
// it (the game's own words, from its plugin), then every legal move as a button in plain language.
// A move chosen here goes through the same confirm step and move path as one chosen on the board.
import { useState } from "preact/hooks";
import type { EventView, GamePage } from "../../../../shared/api/index";
import type { GamePlugin } from "../../plugin";
import { useI18n } from "../../ui";

/** Past this many moves the list offers a filter, so a long list is searched rather than read through. */
const FILTER_FROM = 12;

export function ListPlay(props: {
  detail: GamePage;
  plugin: GamePlugin;
  events: EventView[];
  lastVisit: number | null;
  playerName(seat: number): string;
  onMove(move: unknown): void;
}) {
  const { t } = useI18n();
  const { detail, plugin, events, lastVisit, playerName } = props;
  const [filter, setFilter] = useState("");
  const context = { view: detail.view, seat: detail.seat, t, playerName };
  const news = lastVisit === null ? [] : events.filter((e) => e.version > lastVisit);
  const moves = detail.legalMoves.map((move) => ({ move, words: plugin.describeMove(move, context) }));
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = wanted ? moves.filter((m) => m.words.toLocaleLowerCase().includes(wanted)) : moves;
  return (
    <div class="list-play">
      <section aria-labelledby="list-news">
        <h2 id="list-news">{t("listPlay.news")}</h2>
        {news.length === 0 ? (
          <p>{t("listPlay.noNews")}</p>
        ) : (
          <ul>
            {news.flatMap((event) =>
              event.log.map((line, i) => <li key={`${event.version}-${i}`}>{t(line.key, line.params, playerName)}</li>),
            )}
          </ul>
        )}
      </section>
      <section aria-labelledby="list-board">
        <h2 id="list-board">{t("listPlay.board")}</h2>
        {plugin.describeBoard(context).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </section>
      <section aria-labelledby="list-moves">
        <h2 id="list-moves">{t("listPlay.moves", { count: moves.length })}</h2>
        {moves.length === 0 && <p>{t("listPlay.noMoves")}</p>}
        {moves.length > FILTER_FROM && (
          <label>
            {t("listPlay.filter")}
            <input type="search" value={filter} onInput={(e) => setFilter((e.target as HTMLInputElement).value)} />
          </label>
        )}
        <ul class="list-moves">
          {shown.map(({ move, words }, i) => (
            <li key={i}>
              <button type="button" onClick={() => props.onMove(move)}>
                {words}
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Whether this device plays from the list (a choice kept per browser, as the language is). */
export function useListPlay(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => localStorage.getItem("tp.listPlay") === "1");
  return [
    on,
    (next: boolean) => {
      localStorage.setItem("tp.listPlay", next ? "1" : "0");
      setOn(next);
    },
  ];
}
