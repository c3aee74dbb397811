// Yucata' in the browser: the 40-square track as SVG, the players' stones and piles, the viewer's hand
// as buttons (legal cards enabled; focusing or hovering one previews where the amulet lands). Squares
// changed since the viewer's last visit are outlined and say so.
import { useState } from "preact/hooks";
import type { Card, YucataMove, YucataView } from "../../../shared/games/yucata/index";
import { BEIGE, BLUE, LAST_SQUARE, RED, START } from "../../../shared/games/yucata/data";
import { cardOutcome, type CardOutcome } from "../../../shared/games/yucata/rules";
import type { BoardProps, GamePlugin, OptionsProps } from "../../src/plugin";
import { FirstPlayerChoice } from "../../src/first-player";
import type { DescribeContext } from "../../../shared/games/module";
import { describeYucataMove } from "../../../shared/games/yucata/describe";
import type { Translate } from "../../../shared/i18n/index";
import { en, fr } from "../../../shared/games/yucata/messages";
import { SEATS, YUCATA_STONES } from "../../../shared/palette";
import "./yucata.css";

const COLUMNS = 8;
const CELL = 100;
const SEAT_COLOURS = SEATS.yucata.fill;

/** Boustrophedon: rows run left to right, then right to left, so the track reads as one path. */
function cellOrigin(square: number): { x: number; y: number } {
  const row = Math.floor(square / COLUMNS);
  const col = row % 2 === 0 ? square % COLUMNS : COLUMNS - 1 - (square % COLUMNS);
  return { x: col * CELL, y: row * CELL };
}

const STONE_FILL: Record<string, string> = { [BEIGE]: YUCATA_STONES.beige, [BLUE]: YUCATA_STONES.blue, [RED]: YUCATA_STONES.red };

function stoneName(char: string, t: Translate): string | null {
  if (char === BEIGE) return t("yucata.stone.beige");
  if (char === BLUE) return t("yucata.stone.blue");
  if (char === RED) return t("yucata.stone.red");
  return null;
}

/**
 * What changed on each square since the viewer's last visit, in words: the amulets that arrived there
 * and a stone taken from it. Empty when there is no earlier view (or it is another game's track).
 */
function sinceMarks(
  view: YucataView,
  since: YucataView | undefined,
  playerName: (seat: number) => string,
  t: Translate,
): Map<number, string[]> {
  const marks = new Map<number, string[]>();
  if (!since || since.board.length !== view.board.length) return marks;
  const mark = (square: number, words: string) => marks.set(square, [...(marks.get(square) ?? []), words]);
  view.positions.forEach((square, seat) => {
    if (since.positions[seat] !== square) mark(square, t("yucata.sinceMoved", { name: playerName(seat) }));
  });
  [...view.board].forEach((char, square) => {
    if (STONE_FILL[since.board[square]!] && !STONE_FILL[char]) mark(square, t("yucata.sinceTaken"));
  });
  return marks;
}

function Track(props: {
  view: YucataView;
  since: Map<number, string[]>;
  playerName(seat: number): string;
  t: Translate;
  highlight: CardOutcome | null;
  mover: number | null;
}) {
  const { view, since, t, highlight, mover } = props;
  const from = mover === null ? 0 : view.positions[mover];
  const rows = Math.ceil(view.board.length / COLUMNS);
  return (
    <svg
      class="yucata-track board-fit"
      viewBox={`-4 -4 ${COLUMNS * CELL + 8} ${rows * CELL + 8}`}
      style={{ "--board-aspect": (COLUMNS * CELL + 8) / (rows * CELL + 8) }}
      role="group"
      aria-label={t("yucata.track")}
    >
      {[...view.board].map((char, square) => {
        const { x, y } = cellOrigin(square);
        const here = view.positions.flatMap((pos, seat) => (pos === square ? [seat] : []));
        const stone = stoneName(char, t);
        const landing = highlight?.to === square;
        const passed = highlight !== null && square > from! && square <= highlight.to;
        const label = [
          t("yucata.square", { n: square }),
          char === START ? t("yucata.start") : null,
          square === LAST_SQUARE ? t("yucata.temple") : null,
          stone,
          ...here.map((seat) => t("yucata.amuletOf", { name: props.playerName(seat) })),
          landing ? t("yucata.landsHere") : null,
          ...(since.get(square) ?? []),
        ].filter(Boolean);
        const changed = since.has(square);
        const classes = ["cell", landing ? "landing" : passed ? "passed" : "", changed ? "changed" : ""].filter(Boolean).join(" ");
        return (
          // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group is a picture here, not a control.
          <g key={square} transform={`translate(${x} ${y})`} role="img" aria-label={label.join(", ")} class={classes}>
            <rect
              x="4"
              y="4"
              width={CELL - 8}
              height={CELL - 8}
              rx="12"
              class={square === LAST_SQUARE ? "temple" : char === START ? "start" : "square"}
            />
            {char === START ? (
              // In the number's place (the first square needs none), above the highest row of amulets:
              // beside the number, "Départ" ran into it, and four amulets reached its foot.
              <text x="14" y="15" class="label" aria-hidden="true">
                {t("yucata.startShort")}
              </text>
            ) : (
              <text x="14" y="26" class="number" aria-hidden="true">
                {square}
              </text>
            )}
            {STONE_FILL[char] && <circle cx={CELL / 2} cy={CELL / 2 + 4} r="19" fill={STONE_FILL[char]} class="stone" />}
            {here.map((seat, i) => {
              // Up to four amulets share a square: two rows of two, below the square's number.
              const ax = here.length === 1 ? CELL / 2 : 28 + (i % 2) * 44;
              const ay = here.length <= 2 ? 60 : 46 + Math.floor(i / 2) * 34;
              return (
                <g key={seat} transform={`translate(${ax} ${ay}) scale(${here.length <= 2 ? 1.25 : 1})`} class="amulet" aria-hidden="true">
                  <path d="M0 -18 L15 8 A15 15 0 0 1 -15 8 Z" fill={SEAT_COLOURS[seat]} stroke="#fff" stroke-width="3" />
                  <text y="10" text-anchor="middle" class="amulet-mark">
                    {seat + 1}
                  </text>
                </g>
              );
            })}
            {changed && (
              // Not colour alone: a thick outline and the word, on the square's top edge.
              <>
                <rect x="3" y="3" width={CELL - 6} height={CELL - 6} rx="13" class="since" />
                <text x={CELL / 2} y={CELL - 10} text-anchor="middle" class="since-word" aria-hidden="true">
                  {t("board.new")}
                </text>
              </>
            )}
            {landing && <rect x="2" y="2" width={CELL - 4} height={CELL - 4} rx="14" class="ring" />}
          </g>
        );
      })}
    </svg>
  );
}

const CARD_GLYPH: Record<string, string> = { sword: "⚔", question: "?" };
const glyph = (card: Card) => CARD_GLYPH[String(card)] ?? String(card);

function Players({ view, seat, playerName, t }: { view: YucataView; seat: number | null; playerName(seat: number): string; t: Translate }) {
  return (
    <ul class="yucata-players">
      {view.positions.map((position, s) => {
        const stones = view.stones[s];
        const top = view.topCards[s];
        const final = view.finalScores?.[s];
        return (
          <li key={s} class={view.turn === s ? "turn" : undefined} aria-current={view.turn === s ? "step" : undefined}>
            <span class="swatch" style={{ background: SEAT_COLOURS[s] }} aria-hidden="true">
              {s + 1}
            </span>
            <span class="who">
              <strong>{playerName(s)}</strong>
              {s === seat && ` (${t("player.you")})`}
              {view.turn === s && <span class="to-play"> · {t("yucata.toPlay")}</span>}
            </span>
            <span class="facts">
              {t("yucata.onSquare", { n: position })} · {t("yucata.stones", { ...stones })} ·{" "}
              {t("yucata.cardsInHand", { count: view.handSizes[s] })}
              {top !== null && (
                <>
                  {" · "}
                  {t("yucata.lastCard", { card: t("yucata.card", { card: top }) })}
                </>
              )}
            </span>
            {final && <span class="final">{t("yucata.breakdown", { ...final })}</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Board({ view, since, legalMoves, seat, onMove, t, playerName }: BoardProps<YucataView, YucataMove>) {
  const [focused, setFocused] = useState<Card | null>(null);
  const legal = new Set(legalMoves.map((m) => m.card));
  const highlight = focused !== null && seat !== null && legal.has(focused) ? cardOutcome(view, seat, focused) : null;
  const previous = view.previousCard;
  return (
    <div class="yucata">
      <Players view={view} seat={seat} playerName={playerName} t={t} />
      <Track view={view} since={sinceMarks(view, since, playerName, t)} playerName={playerName} t={t} highlight={highlight} mover={seat} />
      {view.hand && seat !== null && view.turn !== null && (
        <section class="yucata-hand" aria-labelledby="yucata-hand-title">
          <h2 id="yucata-hand-title">{t("yucata.yourCards")}</h2>
          {view.turn === seat && previous !== null && legal.size > 0 && (
            <p class="fine">{t("yucata.previousCard", { card: t("yucata.card", { card: previous }) })}</p>
          )}
          <div class="cards" role="group" aria-labelledby="yucata-hand-title">
            {view.hand.map((card) => {
              const playable = legal.has(card);
              const landing = playable ? cardOutcome(view, seat, card) : null;
              return (
                <button
                  key={String(card)}
                  type="button"
                  class={playable ? "card legal" : "card"}
                  disabled={!playable}
                  data-card={String(card)}
                  aria-label={
                    playable && landing
                      ? t("yucata.playCard", { card: t("yucata.card", { card }), to: landing.to })
                      : t("yucata.cardHeld", { card: t("yucata.card", { card }) })
                  }
                  onClick={() => onMove({ card })}
                  onFocus={() => setFocused(card)}
                  onBlur={() => setFocused(null)}
                  onMouseEnter={() => setFocused(card)}
                  onMouseLeave={() => setFocused(null)}
                >
                  <span class="glyph" aria-hidden="true">
                    {glyph(card)}
                  </span>
                  {landing && (
                    <span class="to" aria-hidden="true">
                      → {landing.to}
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </section>
      )}
    </div>
  );
}

/** The board in words: each player's amulet, stones, hand and pile; the stones left on the track; the viewer's hand. */
function describeBoard({ view, seat, t, playerName }: DescribeContext<YucataView>): string[] {
  const players = view.positions.map((position, s) => {
    const facts = [
      t("yucata.onSquare", { n: position }),
      t("yucata.stones", { ...view.stones[s] }),
      t("yucata.cardsInHand", { count: view.handSizes[s] }),
    ];
    const top = view.topCards[s];
    if (top !== undefined && top !== null) facts.push(t("yucata.lastCard", { card: t("yucata.card", { card: top }) }));
    const who = s === seat ? `${playerName(s)} (${t("player.you")})` : playerName(s);
    return `${who}${view.turn === s ? `, ${t("yucata.toPlay")}` : ""}: ${facts.join(", ")}.`;
  });
  const stones = [...view.board].flatMap((char, square) => {
    const stone = stoneName(char, t);
    return stone ? [`${t("yucata.square", { n: square })}: ${stone}`] : [];
  });
  const hand = view.hand?.length ? [`${t("yucata.yourCards")}: ${view.hand.map((card) => t("yucata.card", { card })).join(", ")}.`] : [];
  return [...players, `${t("yucata.track")}. ${stones.join("; ")}.`, ...hand];
}

function Options({ players, value, onChange, t }: OptionsProps) {
  const layout = typeof value.layout === "string" ? value.layout : "default";
  return (
    <fieldset class="stack">
      <legend>{t("yucata.options")}</legend>
      <label>
        {t("yucata.layout")}
        <select value={layout} onChange={(e) => onChange({ ...value, layout: (e.target as HTMLSelectElement).value })}>
          <option value="default">{t("yucata.layout.default")}</option>
          <option value="random">{t("yucata.layout.random")}</option>
        </select>
      </label>
      <FirstPlayerChoice game="yucata" players={players} value={value} onChange={onChange} t={t} />
    </fieldset>
  );
}

const plugin: GamePlugin<YucataView, YucataMove> = {
  Board,
  describeMove: describeYucataMove,
  describeBoard,
  messages: { en, fr },
  Options,
};
export default plugin;
