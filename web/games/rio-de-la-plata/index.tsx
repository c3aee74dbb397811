// Rio de la Plata in the browser: the city on the river as an SVG board (its quarters round the plaza,
// stone squares, walls, roads, drawn buildings, workers and enemies), the turn's choices beside it, the
// ladders and fields under it, the players' boards, the tracks and a legend; what changed since the
// viewer's last visit is outlined and said (changes.ts). Every legal move is a focusable button: squares of the city open a short list of what can be
// done there; the rest sit in their section or in "Your moves". Trades have their own dialog. The city is
// city.tsx, the sections and trades sections.tsx, the pieces they share pieces.tsx.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import {
  BUILDINGS,
  CITY_HEIGHT,
  CITY_WIDTH,
  ENEMY_TRACK,
  QUARTER_OF,
  STONE_SQUARES,
  YEAR_MARKS,
  MAJOR_LADDERS,
  type BuildingKind,
} from "../../../shared/games/rio-de-la-plata/data";
import type { BoardProps, GamePlugin, OptionsProps } from "../../src/plugin";
import type { DescribeContext } from "../../../shared/games/module";
import { describeRioMove, groupOf } from "../../../shared/games/rio-de-la-plata/describe";
import { PanZoom } from "../../src/pan-zoom";
import { changesSince } from "./changes";
import { Icon, IconDefs, SEAT_COLOURS, type Good } from "./icons";
import { RIO_CITY } from "../../../shared/palette";
import { en } from "../../../shared/games/rio-de-la-plata/messages";
import { fr } from "../../../shared/games/rio-de-la-plata/messages-fr";
import "./rio-de-la-plata.css";
import { City, squareFacts } from "./city";
import { CELL, Fold, K, MoveButton, SHORE, Swatch, type Ctx, type Move, type View } from "./pieces";
import { Sections, Trades } from "./sections";

// ---------------------------------------------------------------------------------------------
// Moves in words.

/** The city square a move is played on, or null for moves that live elsewhere on the board. */
function moveCell(move: Move, view: View): number | null {
  switch (move.type) {
    case "placeCity":
    case "sendHome":
    case "build":
    case "activate":
    case "defend":
    case "placeEnemy":
      return move.cell;
    case "moveGroup":
      return move.to;
    case "cannonHit":
      return groupOf(view, move.group)?.cell ?? null;
    case "merge":
    case "proposeMerge":
      return groupOf(view, move.into)?.cell ?? null;
    default:
      return null;
  }
}

const SECTION_TYPES = new Set([
  "placeLadder",
  "placeField",
  "placeWorkers",
  "reserveCharacter",
  "sendBoat",
  "buildWall",
  "offer",
  "acceptOffer",
  "declineOffer",
  "withdrawOffer",
]);

function Tracks({ ctx }: { ctx: Ctx }) {
  const { view, t, playerName } = ctx;
  return (
    <Fold title={t(`${K}.tracks`)} open={false} class="rio-tracks">
      <svg
        class="rio-years"
        viewBox={`0 0 ${view.years * 24} 30`}
        role="img"
        aria-label={`${t(`${K}.yearTrack`)}. ${t(`${K}.yearOf`, { year: view.year, years: view.years })}`}
      >
        {Array.from({ length: view.years }, (_, i) => (
          <g key={i} transform={`translate(${i * 24} 0)`} class={i + 1 === view.year ? "now" : i + 1 < view.year ? "past" : ""}>
            <rect x="1" y="1" width="22" height="28" rx="3" />
            <text x="12" y="12" text-anchor="middle" class="n">
              {i + 1}
            </text>
            {YEAR_MARKS[i] === "skull" && (
              <text x="12" y="26" text-anchor="middle" class="skull">
                ☠
              </text>
            )}
            {YEAR_MARKS[i] === "feather" && <path d="M7 27 C 10 20, 14 16, 18 15 C 17 20, 13 24, 7 27 Z" class="feather" />}
          </g>
        ))}
      </svg>
      <svg
        class="rio-enemies"
        viewBox={`0 0 ${ENEMY_TRACK.length * 30} 40`}
        role="img"
        aria-label={`${t(`${K}.enemyTrack`)}. ${(["pirates", "natives"] as const).map((e) => t(`${K}.enemyAt`, { enemy: e, position: view.enemies[e], ...ENEMY_TRACK[view.enemies[e]] })).join(". ")}`}
      >
        {ENEMY_TRACK.map((step, i) => (
          <g key={i} transform={`translate(${i * 30} 0)`}>
            <rect x="1" y="1" width="28" height="38" rx="3" />
            <text x="15" y="13" text-anchor="middle" class="n">
              {step.value}
            </text>
            {view.enemies.pirates === i && (
              <text x="9" y="32" text-anchor="middle" class="pirates">
                P
              </text>
            )}
            {view.enemies.natives === i && (
              <text x="21" y="32" text-anchor="middle" class="natives">
                N
              </text>
            )}
          </g>
        ))}
      </svg>
      <p class="fine">
        {(["pirates", "natives"] as const)
          .map((e) => t(`${K}.enemyAt`, { enemy: e, position: view.enemies[e], ...ENEMY_TRACK[view.enemies[e]] }))
          .join(" · ")}
      </p>
      {view.lastRoll && (
        <p class="rio-roll">
          {t(`${K}.lastRoll`, {
            year: view.lastRoll.year,
            dice: view.lastRoll.dice.map((d) => `${"⚀⚁⚂⚃⚄⚅"[d - 1]} ${d}`).join(" + "),
            enemy: view.lastRoll.enemy,
          })}
        </p>
      )}
      <p>
        <strong>{t(`${K}.turnTrack`)}:</strong>{" "}
        {view.order.map((s, i) => (
          <span key={s} class={i === view.turn && view.active === s ? "rio-order now" : "rio-order"}>
            <Swatch seat={s} /> {playerName(s)}
          </span>
        ))}
      </p>
    </Fold>
  );
}

const GOODS: readonly Good[] = ["money", "vp", "stone", "wood", "precious"];

/** A player's goods as drawn counters, each an icon and its count, named in words. */
function Supplies({ seat: s, colour, ctx }: { seat: View["seats"][number]; colour: string; ctx: Ctx }) {
  const { t } = ctx;
  const workers = t(`${K}.supply.workers`, { supply: s.supply, placed: s.placed });
  return (
    <ul class="rio-supplies">
      {GOODS.map((r) => {
        const words = t(`${K}.supply.${r}`, { n: s[r] });
        return (
          <li key={r} aria-label={words} title={words} class={s[r] ? undefined : "none"}>
            <Icon name={r} />
            <span aria-hidden="true">{s[r]}</span>
          </li>
        );
      })}
      <li aria-label={workers} title={workers}>
        <Icon name="worker" colour={colour} />
        <span aria-hidden="true">
          {s.supply} · {s.placed}/5
        </span>
      </li>
    </ul>
  );
}

function Players({ ctx }: { ctx: Ctx }) {
  const { view, t, playerName, seat } = ctx;
  return (
    <section class="rio-players" aria-label={t(`${K}.supplies`)}>
      {view.seats.map((s, i) => (
        <div
          key={i}
          class={view.awaiting.includes(i) ? "rio-player awaited" : "rio-player"}
          data-seat={i}
          style={{ borderTopColor: SEAT_COLOURS[i] }}
        >
          <div class="who">
            <Swatch seat={i} />
            <strong>{playerName(i)}</strong>
            {i === seat && ` (${t("player.you")})`}
            {s.passed && view.phase === "placement" && ` · ${t(`${K}.passedShort`)}`}
          </div>
          <Supplies seat={s} colour={SEAT_COLOURS[i]!} ctx={ctx} />
          <div class="cards">
            {s.characters.length ? (
              s.characters.map((c) => (
                <span key={c} class="card">
                  {t(`${K}.character.${c}`)}
                </span>
              ))
            ) : (
              <span class="fine">{t(`${K}.noCharacters`)}</span>
            )}
          </div>
          {view.final && <div class="rio-final">{t(`${K}.final`, { ...view.final[i] })}</div>}
        </div>
      ))}
    </section>
  );
}

function Legend({ ctx }: { ctx: Ctx }) {
  const { t } = ctx;
  const entry = (icon: ComponentChildren, words: string, key: string) => (
    <li key={key}>
      {icon}
      <span>{words}</span>
    </li>
  );
  return (
    <Fold title={t(`${K}.legend`)} open={false} class="rio-legend">
      <ul>
        {entry(<Icon name="worker" colour={SEAT_COLOURS[0]} />, t(`${K}.legend.worker`), "worker")}
        {entry(<Icon name="enemy" />, t(`${K}.legend.enemy`), "enemy")}
        {entry(<span class="swatch plot" aria-hidden="true" style={{ borderColor: SEAT_COLOURS[1] }} />, t(`${K}.legend.building`), "plot")}
        {entry(<span class="swatch start" aria-hidden="true" />, t(`${K}.startZone`), "start")}
        {entry(<span class="swatch road" aria-hidden="true" />, t(`${K}.legend.road`), "road")}
        {entry(<span class="swatch wall" aria-hidden="true" />, t(`${K}.legend.wall`), "wall")}
        {entry(<span class="swatch river" aria-hidden="true" style={{ background: RIO_CITY.river }} />, t(`${K}.legend.river`), "river")}
        {entry(<span class="swatch news" aria-hidden="true" />, t(`${K}.legend.changed`), "news")}
        {(Object.keys(BUILDINGS) as BuildingKind[]).map((b) => entry(<Icon name={b} size={24} />, t(`${K}.building.${b}`), b))}
        {MAJOR_LADDERS.map((b) => entry(<Icon name={b} size={24} />, t(`${K}.building.${b}`), b))}
        {GOODS.map((g) => entry(<Icon name={g} />, g === "vp" ? t(`${K}.legend.vp`) : t(`${K}.${g}`), g))}
      </ul>
    </Fold>
  );
}

function Status({ ctx }: { ctx: Ctx }) {
  const { view, seat, t, playerName } = ctx;
  const c = view.combat;
  // The viewer is told it is their turn, not their own name; the waiting line names only the others.
  const mine = seat !== null && view.awaiting.includes(seat);
  const others = view.awaiting.filter((s) => s !== seat);
  return (
    <section class="rio-status" aria-label={t(`${K}.phaseNow`, { phase: view.phase })}>
      <p>
        <strong>{t(`${K}.yearOf`, { year: view.year, years: view.years })}</strong> · {t(`${K}.phaseNow`, { phase: view.phase })}
        {view.active !== null && <> · {view.active === seat ? t(`${K}.yourTurn`) : t(`${K}.active`, { seat: view.active }, playerName)}</>}
      </p>
      {view.pending && <p class="rio-pending">{t(`${K}.pending`, { ...view.pending }, playerName)}</p>}
      {c && (
        <div class="rio-combat" role="region" aria-label={t(`${K}.combat`)}>
          <strong>{t(`${K}.combatLabel`)}</strong> {t(`${K}.combatState`, { ...c }, playerName)}
          {c.merge && <p>{t(`${K}.mergeOffer`, { ...c.merge }, playerName)}</p>}
        </div>
      )}
      {view.phase !== "over" && (others.length > 0 || (mine && view.active !== seat)) && (
        <p class="fine">
          {[mine && view.active !== seat && t(`${K}.yourTurn`), others.length > 0 && t(`${K}.waitingFor`, { seats: others }, playerName)]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
    </section>
  );
}

/** The symbols never change: one element, which Preact skips on every render after the first. */
const ICON_DEFS = <IconDefs />;

function Board({ view, since, legalMoves, seat, onMove, t, playerName }: BoardProps<View, Move>) {
  const [selected, setSelected] = useState<number | null>(null);
  const chooser = useRef<HTMLDivElement>(null);
  // The page hands a new `onMove` on each of its renders (a clock, the log arriving): the board keeps one
  // that calls the latest, so that those renders do not build the city again.
  const latestOnMove = useRef(onMove);
  latestOnMove.current = onMove;
  const ctx = useMemo<Ctx>(
    () => ({
      view,
      seat,
      t,
      playerName,
      onMove: (move, confirmed) => latestOnMove.current(move, confirmed),
      changes: changesSince(since, view),
    }),
    [view, since, seat, t, playerName],
  );
  const { byCell, rest } = useMemo(() => {
    const byCell = new Map<number, Move[]>();
    const rest: Move[] = [];
    for (const m of legalMoves) {
      const cell = moveCell(m, view);
      if (cell !== null) byCell.set(cell, [...(byCell.get(cell) ?? []), m]);
      else if (!SECTION_TYPES.has(m.type)) rest.push(m);
    }
    return { byCell, rest };
  }, [legalMoves, view]);
  const choices = selected === null ? [] : (byCell.get(selected) ?? []);
  useEffect(() => setSelected(null), [view, legalMoves]);
  useEffect(() => {
    if (choices.length) chooser.current?.querySelector("button")?.focus();
  }, [selected]);
  // The same element for the same inputs: Preact then leaves that part of the page as it is.
  const city = useMemo(
    () => (
      <City ctx={ctx} byCell={byCell} walls={legalMoves.filter((m) => m.type === "buildWall")} selected={selected} onSelect={setSelected} />
    ),
    [ctx, byCell, legalMoves, selected],
  );
  const below = useMemo(
    () => (
      <>
        <div class="rio-outer">
          <Sections ctx={ctx} legal={legalMoves} />
        </div>
        <Players ctx={ctx} />
        <Tracks ctx={ctx} />
        <Legend ctx={ctx} />
      </>
    ),
    [ctx, legalMoves],
  );
  return (
    <div class="rio">
      <div class="rio-side">
        <Status ctx={ctx} />
        {rest.length > 0 && (
          <section class="rio-section rio-actions" aria-labelledby="rio-actions-title">
            <h2 id="rio-actions-title">{t(`${K}.yourActions`)}</h2>
            <div class="rio-buttons">
              {rest.map((m, i) => (
                <MoveButton
                  key={i}
                  ctx={ctx}
                  move={m}
                  class={m.type === "pass" || m.type.startsWith("end") || m.type === "declineMerge" ? "secondary" : ""}
                />
              ))}
            </div>
          </section>
        )}
        {choices.length > 0 && (
          <div class="rio-chooser" ref={chooser} role="group" aria-label={t(`${K}.chooseOn`, { cell: selected })}>
            <strong>{t(`${K}.chooseOn`, { cell: selected })}</strong>
            <div class="rio-buttons">
              {choices.map((m, i) => (
                <MoveButton key={i} ctx={ctx} move={m} />
              ))}
              <button type="button" class="secondary" onClick={() => setSelected(null)}>
                {t(`${K}.close`)}
              </button>
            </div>
          </div>
        )}
        <Trades ctx={ctx} legal={legalMoves} />
      </div>
      <PanZoom
        class="rio-scroll"
        width={CITY_WIDTH * CELL + 2 * SHORE}
        height={CITY_HEIGHT * CELL + 2 * SHORE}
        smallestTarget={CELL}
        t={t}
        refocus={`${selected}:${legalMoves.length}`}
      >
        {city}
      </PanZoom>
      {below}
      {/* Last, so the board is the first picture on the page (the rules page photographs it). */}
      {ICON_DEFS}
    </div>
  );
}

/** The board in words: the year and phase, each player's goods and characters, then every square that holds something. */
function describeBoard({ view, seat, t, playerName }: DescribeContext<View>): string[] {
  const status = [t(`${K}.yearOf`, { year: view.year, years: view.years }), t(`${K}.phaseNow`, { phase: view.phase })];
  if (view.active !== null) status.push(t(`${K}.active`, { seat: view.active }, playerName));
  if (view.pending) status.push(t(`${K}.pending`, { ...view.pending }, playerName));
  if (view.combat) status.push(t(`${K}.combatState`, { ...view.combat }, playerName));
  const players = view.seats.map((s, i) => {
    const who = i === seat ? `${playerName(i)} (${t("player.you")})` : playerName(i);
    const goods = GOODS.map((r) => t(`${K}.supply.${r}`, { n: s[r] }));
    const characters = s.characters.length ? s.characters.map((c) => t(`${K}.character.${c}`)) : [t(`${K}.noCharacters`)];
    return `${who}: ${[...goods, t(`${K}.supply.workers`, { supply: s.supply, placed: s.placed }), ...characters].join(", ")}.`;
  });
  const enemies = (["pirates", "natives"] as const).map((e) =>
    t(`${K}.enemyAt`, { enemy: e, position: view.enemies[e], ...ENEMY_TRACK[view.enemies[e]] }),
  );
  const groups = (cell: number) => view.combat?.groups.filter((g) => g.cell === cell) ?? [];
  const squares = Array.from({ length: CITY_WIDTH * CITY_HEIGHT }, (_, cell) => cell).flatMap((cell) => {
    const facts = squareFacts(view, cell, groups(cell), t, playerName);
    // A stone square with nothing built yet says only what it is: left out, like an empty lot.
    const held = facts.length > (STONE_SQUARES.includes(cell) && !view.stoneSquares[STONE_SQUARES.indexOf(cell)] ? 1 : 0);
    return held ? [`${t(`${K}.square`, { cell, quarter: QUARTER_OF[cell] })}: ${facts.join(", ")}`] : [];
  });
  return [`${status.join(". ")}.`, ...players, `${enemies.join(". ")}.`, `${t(`${K}.city`)}. ${squares.join("; ")}.`];
}

function Options({ value, onChange, t }: OptionsProps) {
  return (
    <fieldset class="stack">
      <legend>{t(`${K}.options`)}</legend>
      <label class="check">
        <input
          type="checkbox"
          checked={value.shortGame === true}
          onChange={(e) => onChange({ ...value, shortGame: (e.target as HTMLInputElement).checked })}
        />
        {t(`${K}.shortGame`)}
      </label>
    </fieldset>
  );
}

const plugin: GamePlugin<View, Move> = { Board, describeMove: describeRioMove, describeBoard, messages: { en, fr }, Options };
export default plugin;
