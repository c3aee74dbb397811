// The rules pages: /rules lists the games, /rules/<game> explains one (goal, components, a turn, scoring,
// the end) in the reader's language, beside a picture that is our own board: the game's plugin drawing a
// game played a few moves from a fixed seed, in the browser, by the same rules code the server runs.
import { useEffect } from "preact/hooks";
import { Link } from "../router";
import { RULES } from "../rules/content";
import { GAME_NAMES, GAME_PITCHES, RULES_GAMES, isRulesGame } from "../rules/facts";
import { useI18n } from "../ui";
import { BoardPicture, RulesLink, factsLine } from "./rules-parts";

export function RulesIndex() {
  const { t, lang } = useI18n();
  useEffect(() => void (document.title = `${t("rules.index")} — Turnpost`), [t]);
  return (
    <section class="panel rules">
      <h1>{t("rules.index")}</h1>
      <p>{t("rules.intro")}</p>
      <ul class="rules-list">
        {RULES_GAMES.map((id) => (
          <li key={id}>
            <h2>
              <Link href={`/rules/${id}`}>{GAME_NAMES[id]}</Link>
            </h2>
            <p>{GAME_PITCHES[id][lang]}</p>
            <p class="fine">{factsLine(id, t)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RulesPage({ id }: { id: string }) {
  const { t, lang } = useI18n();
  const game = isRulesGame(id) ? id : null;
  const name = game ? GAME_NAMES[game] : "";
  useEffect(() => {
    if (game) document.title = `${t("rules.title", { game: name })} — Turnpost`;
  }, [game, t]);
  if (!game) {
    return (
      <section class="panel">
        <h1>{t("notFound.title")}</h1>
        <p>
          <Link href="/rules">{t("rules.index")}</Link>
        </p>
      </section>
    );
  }
  const rules = RULES[game][lang];
  const list = (items: string[]) => (
    <ul>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
  return (
    <article class="panel rules">
      <p class="fine">
        <Link href="/rules">{t("rules.index")}</Link>
      </p>
      <h1>{t("rules.title", { game: name })}</h1>
      <p class="pitch">{GAME_PITCHES[game][lang]}</p>
      <p class="fine">{factsLine(game, t)}</p>
      <BoardPicture game={game} />
      <h2>{t("rules.goal")}</h2>
      <p>{rules.goal}</p>
      <h2>{t("rules.components")}</h2>
      {list(rules.components)}
      <h2>{t("rules.turn")}</h2>
      <ol>
        {rules.turn.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      <h2>{t("rules.scoring")}</h2>
      {list(rules.scoring)}
      <h2>{t("rules.end")}</h2>
      <p>{rules.end}</p>
    </article>
  );
}

/** The game page's short help: how a turn goes, folded, with the way to the full rules. */
export function HowToPlay({ game }: { game: string }) {
  const { t, lang } = useI18n();
  if (!isRulesGame(game)) return null;
  return (
    <details class="fold how-to">
      <summary>{t("rules.howTo")}</summary>
      <ol>
        {RULES[game][lang].turn.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      <p>
        <RulesLink game={game} />
      </p>
    </details>
  );
}
