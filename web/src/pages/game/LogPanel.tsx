// The log in words, newest first: entries since the player's last visit are marked new (one marker, a
// border on each), and the history opens and closes from here.
import { useEffect, useRef } from "preact/hooks";
import type { EventView } from "../../../../shared/api/index";
import { useI18n } from "../../ui";
import type { GameHistory } from "./use-history";

export function LogPanel(props: { events: EventView[]; lastVisit: number | null; history: GameHistory; playerName(seat: number): string }) {
  const { t } = useI18n();
  const { events, lastVisit, history, playerName } = props;
  const historyIndex = history.index;
  const inHistory = historyIndex !== null;

  // The page opens on what changed: keyboard and screen-reader users start at the newest entry marked
  // new (the board, which shows the rest, stays where it is). The log is drawn after the board, so a
  // reader who has already moved the focus keeps it.
  const newest = lastVisit !== null ? events.findLast((e) => e.version > lastVisit)?.version : undefined;
  const openedOnNews = useRef(false);
  useEffect(() => {
    if (newest === undefined || openedOnNews.current) return;
    openedOnNews.current = true;
    if (document.activeElement === document.body) document.getElementById(`log-${newest}`)?.focus({ preventScroll: true });
  }, [newest]);

  return (
    <section class="log" aria-labelledby="log-title">
      <div class="row spread">
        <h2 id="log-title">{t("log.title")}</h2>
        {events.length > 0 &&
          (inHistory ? (
            <button type="button" onClick={() => history.setIndex(null)}>
              {t("history.leave")}
            </button>
          ) : (
            <button type="button" onClick={() => history.setIndex(history.versions.length - 1)}>
              {t("history.open")}
            </button>
          ))}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls within its own height, and a keyboard can scroll only what takes focus (WCAG 2.1.1). */}
      <ol reversed tabIndex={0} aria-labelledby="log-title">
        {[...events].reverse().map((event) => (
          <li
            key={event.version}
            id={`log-${event.version}`}
            tabIndex={lastVisit !== null && event.version > lastVisit ? -1 : undefined}
            class={
              [
                inHistory && event.version === history.versions[historyIndex] ? "current" : "",
                lastVisit !== null && event.version > lastVisit ? "new" : "",
              ]
                .join(" ")
                .trim() || undefined
            }
          >
            {/* One marker heads the new entries (the newest, first in the list); the rest wear its border only. */}
            {event.version === newest && <span class="new-mark">{t("log.new")}</span>}
            {event.log.map((line, j) => (
              <span class="line" key={j}>
                {t(line.key, line.params, playerName)}
              </span>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
