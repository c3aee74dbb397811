// The small pieces that name a game's rules wherever the game is named (a link, its facts in one line, the
// home page's shelf, the board's picture on the new-game form), kept apart from the rules pages so the shell
// holds these and not the rules' texts.
import { useEffect, useState } from "preact/hooks";
import type { AnyGame } from "../../../shared/engine/play";
import type { PlayerView } from "../../../shared/api/index";
import { loadPlugin } from "../games";
import type { GamePlugin } from "../plugin";
import { Link } from "../router";
import type { GameId } from "../../../shared/games/index";
import type { Translate } from "../../../shared/i18n/index";
import { GAME_FACTS, GAME_NAMES, RULES_GAMES, isRulesGame } from "../rules/facts";
import { useI18n } from "../ui";

/** Each game's rules code, loaded only when its picture is drawn. */
const definitions: Record<GameId, () => Promise<AnyGame>> = {
  yucata: () => import("../../../shared/games/yucata/index").then((m) => m.yucata),
  yucatan: () => import("../../../shared/games/yucatan/index").then((m) => m.yucatan),
  balam: () => import("../../../shared/games/balam/index").then((m) => m.balam),
  "rio-de-la-plata": () => import("../../../shared/games/rio-de-la-plata/index").then((m) => m.rioDeLaPlata),
};

/** Moves played before the picture is taken: past any setup, so the board shows a game under way. */
const PICTURE_MOVES: Record<GameId, number> = { yucata: 8, yucatan: 30, balam: 24, "rio-de-la-plata": 24 };

/** A two-player game from a fixed seed, played by taking the awaited seat's legal moves at a fixed stride. */
function pictureView(definition: AnyGame, moves: number): unknown {
  let state = definition.setup({ players: 2, options: definition.options.parse({}), seed: "rules-picture" });
  for (let step = 0; step < moves; step++) {
    const seat = definition.awaiting(state)[0];
    if (seat === undefined) break;
    const legal = definition.legalMoves(state, seat);
    if (legal.length === 0) break;
    state = definition.apply(state, seat, legal[(step * 7) % legal.length]).state;
  }
  return definition.view(state, 0);
}

/** Days in a month, for a length said in months once it passes eight weeks. */
const MONTH_DAYS = 30;

/**
 * What a game is in one line: its players, its length in moves and by correspondence (with `players`,
 * at one move a day by whoever is awaited: every player's moves one after the other), its weight.
 */
export function factsLine(game: GameId, t: Translate, players = GAME_FACTS[game].minPlayers): string {
  const facts = GAME_FACTS[game];
  const days = facts.movesEach * players;
  const duration =
    days <= 8 * 7
      ? t("facts.weeks", { count: Math.max(1, Math.round(days / 7)), players })
      : t("facts.months", { count: Math.round(days / MONTH_DAYS), players });
  return t("rules.facts", {
    players: t("facts.players", { min: facts.minPlayers, max: facts.maxPlayers }),
    moves: t("facts.moves", { count: facts.movesEach }),
    duration,
    weight: t(`facts.weight.${facts.weight}`),
  });
}

const PICTURE_PLAYERS: PlayerView[] = [
  { seat: 0, name: "Ana", guest: false, you: true },
  { seat: 1, name: "Bruno", guest: false, you: false },
];

/**
 * The game's own board, drawn from a game under way; a picture, so nothing in it can be played. Small,
 * it is the new-game form's thumbnail: the same drawing scaled down, named by its caption.
 */
export function BoardPicture({ game, small = false }: { game: GameId; small?: boolean }) {
  const { t, lang, learn } = useI18n();
  const [drawn, setDrawn] = useState<{ plugin: GamePlugin; view: unknown } | null>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all([loadPlugin(game), definitions[game]()]).then(
      ([plugin, definition]) => {
        if (cancelled) return;
        learn(plugin.messages);
        setDrawn({ plugin, view: pictureView(definition, PICTURE_MOVES[game]) });
      },
      () => undefined, // the page reads well without its picture
    );
    return () => {
      cancelled = true;
    };
  }, [game, learn]);
  const caption = t("rules.picture", { game: GAME_NAMES[game] });
  return (
    <figure class={small ? "rules-picture small" : "rules-picture"} aria-label={small ? caption : undefined}>
      {drawn ? (
        <div inert>
          <drawn.plugin.Board
            view={drawn.view}
            legalMoves={[]}
            seat={0}
            players={PICTURE_PLAYERS}
            onMove={() => undefined}
            t={t}
            playerName={(seat) => PICTURE_PLAYERS[seat]?.name ?? t("player.default", { n: seat + 1 })}
            lang={lang}
          />
        </div>
      ) : (
        <p class="loading">{t("loading")}</p>
      )}
      {!small && <figcaption class="fine">{caption}</figcaption>}
    </figure>
  );
}

/** The rules link a game offers wherever it is named. */
export function RulesLink({ game, label }: { game: string; label?: string }) {
  const { t } = useI18n();
  if (!isRulesGame(game)) return null;
  return <Link href={`/rules/${game}`}>{label ?? t("rules.full", { game: GAME_NAMES[game] })}</Link>;
}

/** The home page's way in to the rules: one link per game, so any game's rules are one click away. */
export function RulesShelf() {
  const { t } = useI18n();
  return (
    <nav class="rules-shelf" aria-labelledby="rules-shelf-title">
      <h2 id="rules-shelf-title">{t("rules.index")}</h2>
      <ul>
        {RULES_GAMES.map((id) => (
          <li key={id}>
            <Link href={`/rules/${id}`}>{GAME_NAMES[id]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
