// Rio de la Plata in the browser: the city on the river as an SVG board (its quarters round the plaza,
// stone squares, walls, roads, drawn buildings, workers and enemies), the turn's choices beside it, the
// ladders and fields under it, the players' boards, the tracks and a legend; what changed since the
// viewer's last visit is outlined and said (changes.ts). Every legal move is a focusable button: squares of the city open a short list of what can be
// done there; the rest sit in their section or in "Your moves". Trades have their own dialog.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import type { ComponentChildren } from "preact";
import type { RioMove, RioView } from "../../../shared/games/rio-de-la-plata/index";
import {
  BUILDINGS,
  CHARACTER_IDS,
  CHARACTERS,
  CITY_HEIGHT,
  CITY_WIDTH,
  ENEMY_TRACK,
  FOREST_CELLS,
  LADDERS,
  LADDER_IDS,
  MINE_CELLS,
  PLAZA,
  QUARTER_OF,
  QUARTER_ROADS,
  START_ZONE,
  STONE_SQUARES,
  WALL_SEGMENTS,
  YEAR_MARKS,
  BOAT_CAPACITY_PER_PLAYER,
  cellX,
  cellY,
  ladderCells,
  MAJOR_LADDERS,
  type BuildingKind,
  type CharacterId,
} from "../../../shared/games/rio-de-la-plata/data";
import type { BoardProps, GamePlugin, OptionsProps } from "../../src/plugin";
import type { DescribeContext } from "../../../shared/games/module";
import { describeRio, describeRioMove, goods, groupOf } from "../../../shared/games/rio-de-la-plata/describe";
import type { Translate } from "../../../shared/i18n/index";
import { Folded } from "../../src/folded";
import { PanZoom } from "../../src/pan-zoom";
import { changesSince, type Changes } from "./changes";
import { Icon, IconDefs, SEAT_COLOURS, Use, type Good } from "./icons";
import { RIO_CITY, rioQuarterTone, seatColour, seatInk } from "../../../shared/palette";
import { en, fr } from "../../../shared/games/rio-de-la-plata/messages";
import "./rio-de-la-plata.css";

type Move = RioMove;
type View = RioView;
type Bundle = Extract<Move, { type: "offer" }>["give"];
type Group = NonNullable<View["combat"]>["groups"][number];
const K = "rio-de-la-plata";
const CELL = 40;
/** The margin round the city where the walls stand: wide enough for a wall's tap area outside the squares. */
const SHORE = 44;
const ENEMY_PIECE = -1;
const PLAZA_SET = new Set(PLAZA);
const START_SET = new Set(START_ZONE);

// ---------------------------------------------------------------------------------------------
// Moves in words.

/** The city square a move is played on, or null for moves that live elsewhere on the board. */
function moveCell(move: Move, view: View): number | null {
  switch (move.type) {
    case "placeCity":
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

// ---------------------------------------------------------------------------------------------
// Pieces.

interface Ctx {
  view: View;
  seat: number | null;
  t: Translate;
  playerName(seat: number): string;
  onMove(move: Move, confirmed?: boolean): void;
  changes: Changes;
}

/**
 * A move's button: it shows the move's words, or `children` (a number, a short word the move's words
 * contain), or `shown`, a text of its own that its name starts with (WCAG's label in name) before the move's words.
 */
function MoveButton({
  ctx,
  move,
  children,
  shown,
  class: cls,
}: {
  ctx: Ctx;
  move: Move;
  children?: ComponentChildren;
  shown?: string;
  class?: string;
}) {
  const label = describeRio(move, ctx.view, ctx.seat, ctx.t, ctx.playerName);
  const name = shown === undefined ? label : `${shown}. ${label}`;
  const face = shown ?? children;
  return (
    <button
      type="button"
      class={cls ? `rio-move ${cls}` : "rio-move"}
      data-move={JSON.stringify(move)}
      aria-label={face === undefined ? undefined : name}
      title={face === undefined ? undefined : label}
      onClick={() => ctx.onMove(move)}
    >
      {face ?? label}
    </button>
  );
}

/** A seat's colour as a background, with the ink that reads on it. */
const seatStyle = (seat: number) => ({ background: seatColour("rio-de-la-plata", seat), color: seatInk("rio-de-la-plata", seat) });

function Swatch({ seat }: { seat: number }) {
  return (
    <span class="rio-swatch" style={seatStyle(seat)} aria-hidden="true">
      {seat + 1}
    </span>
  );
}

/** Activates an SVG element with Enter or Space, as a button would. */
const keyActivate = (action: () => void) => (e: { key: string; preventDefault(): void }) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    action();
  }
};

/** The river along the north shore of the city, where the boat sails. */
const RIVER = SHORE - 12;

/** What stands on a square of the city, in words: its stone square's building, a player's building, workers, fighting groups. */
function squareFacts(view: View, cell: number, groups: Group[], t: Translate, playerName: (seat: number) => string): string[] {
  const stone = STONE_SQUARES.indexOf(cell);
  const major = stone >= 0 ? view.stoneSquares[stone] : null;
  const b = view.buildings[cell];
  return [
    ...(stone >= 0 ? [t(`${K}.stoneSquare`, { square: stone }) + (major ? `: ${t(`${K}.building.${major}`)}` : "")] : []),
    ...(b ? [t(`${K}.ownedBy`, { kind: b.kind, seat: b.owner }, playerName)] : []),
    ...(view.crews[cell] ?? []).map((c) => t(`${K}.workersOf`, { seat: c.seat, n: c.n }, playerName)),
    ...groups.map((group) =>
      t(`${K}.group`, { pieces: group.pieces.map((p) => (p === ENEMY_PIECE ? t(`${K}.enemyPiece`) : playerName(p))).join(", ") }),
    ),
  ];
}

function City({
  ctx,
  byCell,
  walls,
  selected,
  onSelect,
}: {
  ctx: Ctx;
  byCell: Map<number, Move[]>;
  walls: Move[];
  selected: number | null;
  onSelect(cell: number): void;
}) {
  const { view, t, playerName, changes } = ctx;
  // Two groups share a square when two colours started the combat on one building.
  const combatGroups = new Map<number, Group[]>();
  for (const g of view.combat?.groups ?? []) combatGroups.set(g.cell, [...(combatGroups.get(g.cell) ?? []), g]);
  const cells = Array.from({ length: CITY_WIDTH * CITY_HEIGHT }, (_, c) => c);
  const wallMoves = new Map(walls.map((m) => [(m as Extract<Move, { type: "buildWall" }>).segment, m]));
  const width = CITY_WIDTH * CELL,
    height = CITY_HEIGHT * CELL;
  const [plazaX, plazaY] = [cellX(PLAZA[0]!) * CELL, cellY(PLAZA[0]!) * CELL];
  return (
    <svg
      class="rio-city"
      viewBox={`${-SHORE} ${-SHORE} ${width + 2 * SHORE} ${height + 2 * SHORE}`}
      role="group"
      aria-label={t(`${K}.city`)}
    >
      <g aria-hidden="true">
        <rect class="land" x={-SHORE} y={-SHORE} width={width + 2 * SHORE} height={height + 2 * SHORE} />
        <rect class="river" fill={RIO_CITY.river} x={-SHORE} y={-SHORE} width={width + 2 * SHORE} height={RIVER} />
        {[0.25, 0.5, 0.75].map((f) => (
          <path key={f} class="wave" d={`M${width * f - 40} ${-SHORE + 14}q10 -6 20 0t20 0t20 0`} />
        ))}
        <Use name="boat" x={width - 30} y={-SHORE + RIVER / 2} size={28} />
        {Array.from({ length: 8 }, (_, q) => (
          <rect
            key={q}
            class="quarter"
            x={(q % 4) * 4 * CELL}
            y={q < 4 ? 0 : 5 * CELL}
            width={4 * CELL}
            height={5 * CELL}
            fill={rioQuarterTone(q)}
          />
        ))}
        <rect class="plaza" fill={RIO_CITY.plaza} x={plazaX} y={plazaY} width={2 * CELL} height={2 * CELL} />
        <circle class="fountain" cx={plazaX + CELL} cy={plazaY + CELL} r={CELL / 3} />
        {Array.from({ length: CITY_WIDTH }, (_, x) => (
          <text key={x} class="coord" x={x * CELL + CELL / 2} y={height + 32} text-anchor="middle">
            {String.fromCharCode(65 + x)}
          </text>
        ))}
        {Array.from({ length: CITY_HEIGHT }, (_, y) => (
          <text key={y} class="coord" x={-24} y={y * CELL + CELL / 2 + 4} text-anchor="middle">
            {y + 1}
          </text>
        ))}
      </g>
      {QUARTER_ROADS.map((road, q) => (
        <g key={q} class="road" aria-hidden="true">
          {road.path.slice(1).map(([x2, y2], i) => {
            const [x1, y1] = road.path[i]!;
            return (
              <line key={i} x1={x1 * CELL} y1={y1 * CELL} x2={x2 * CELL} y2={y2 * CELL} class={i < view.roads[q]! ? "built" : "planned"} />
            );
          })}
          <circle cx={road.centre[0] * CELL} cy={road.centre[1] * CELL} r="5" class="centre" />
        </g>
      ))}
      {cells.map((cell) => {
        const x = cellX(cell) * CELL,
          y = cellY(cell) * CELL;
        const q = QUARTER_OF[cell];
        const stone = STONE_SQUARES.indexOf(cell);
        const major = stone >= 0 ? view.stoneSquares[stone] : null;
        const b = view.buildings[cell];
        const crews = view.crews[cell] ?? [];
        const groups = combatGroups.get(cell) ?? [];
        const moves = byCell.get(cell);
        const changed = changes.squares.get(cell);
        const label = [
          t(`${K}.square`, { cell, quarter: q }),
          changed ? t(`${K}.changedSince`, { list: changed.map((c) => t(`${K}.change.${c}`)).join(", ") }) : null,
          START_SET.has(cell) ? t(`${K}.startZone`) : null,
          ...squareFacts(view, cell, groups, t, playerName),
          moves ? t(`${K}.canPlay`) : null,
        ]
          .filter(Boolean)
          .join(", ");
        const kind = PLAZA_SET.has(cell) ? "plaza" : stone >= 0 ? "stone" : "lot";
        const select = moves ? () => onSelect(cell) : undefined;
        const square = {
          "aria-label": label,
          role: moves ? ("button" as const) : ("img" as const),
          tabindex: moves ? 0 : undefined,
          "data-cell": moves ? String(cell) : undefined,
          onClick: select,
          onKeyDown: select && keyActivate(select),
        };
        const state = `${moves ? " legal" : ""}${selected === cell ? " selected" : ""}`;
        const fill = stone >= 0 ? RIO_CITY.stone : undefined;
        // A square with nothing on it and nothing new is drawn as one element: its ground, which is also
        // the square's target and name (most of the 160 squares, most of the time).
        if (!b && !major && !crews.length && !groups.length && !changed && !START_SET.has(cell))
          return (
            <rect
              key={cell}
              class={`cell ground ${kind}${state}`}
              x={x + 1}
              y={y + 1}
              width={CELL - 2}
              height={CELL - 2}
              rx="3"
              fill={fill}
              {...square}
            />
          );
        return (
          <g key={cell} class={`cell${state}${changed ? " changed" : ""}`} transform={`translate(${x} ${y})`} {...square}>
            <rect class={`ground ${kind}`} x="1" y="1" width={CELL - 2} height={CELL - 2} rx="3" fill={fill} />
            {START_SET.has(cell) && <rect class="start" x="4" y="4" width={CELL - 8} height={CELL - 8} rx="2" />}
            {b && (
              <g class="piece building" aria-hidden="true">
                <title>{t(`${K}.ownedBy`, { kind: b.kind, seat: b.owner }, playerName)}</title>
                <rect x="3" y="3" width={CELL - 6} height={CELL - 6} rx="5" class="plot" style={{ stroke: SEAT_COLOURS[b.owner] }} />
                <Use name={b.kind} x={CELL / 2} y={crews.length ? 15 : CELL / 2} size={crews.length ? 24 : 30} />
              </g>
            )}
            {major && (
              <g class="piece major" aria-hidden="true">
                <title>{t(`${K}.building.${major}`)}</title>
                <Use name={major} x={CELL / 2} y={CELL / 2} size={34} />
              </g>
            )}
            {crews.map((c, i) => (
              <g key={c.seat} class="piece crew" aria-hidden="true" transform={`translate(${10 + i * 19} ${CELL - 11})`}>
                <title>{t(`${K}.workersOf`, { seat: c.seat, n: c.n }, playerName)}</title>
                <Use name="worker" x={0} y={0} size={16} colour={SEAT_COLOURS[c.seat]} />
                <text x="9" y="5" class="count">
                  {c.n}
                </text>
              </g>
            ))}
            {groups.map((group, column) => (
              <g key={group.id} aria-hidden="true" class={group.moved ? "piece group moved" : "piece group"}>
                <title>
                  {t(`${K}.group`, {
                    pieces: group.pieces.map((p) => (p === ENEMY_PIECE ? t(`${K}.enemyPiece`) : playerName(p))).join(", "),
                  })}
                </title>
                {group.pieces.map((p, i) => (
                  <Use
                    key={i}
                    name={p === ENEMY_PIECE ? "enemy" : "worker"}
                    x={CELL - 8 - column * 13}
                    y={7 + i * 9}
                    size={13}
                    colour={p === ENEMY_PIECE ? undefined : SEAT_COLOURS[p]}
                  />
                ))}
              </g>
            ))}
            {moves && <rect class="ring" x="2" y="2" width={CELL - 4} height={CELL - 4} rx="4" />}
            {changed && <News size={CELL} t={t} />}
          </g>
        );
      })}
      {WALL_SEGMENTS.map((seg, i) => {
        const xs = seg.cells.map((c) => cellX(c) * CELL),
          ys = seg.cells.map((c) => cellY(c) * CELL);
        const horizontal = seg.side === "north" || seg.side === "south";
        const x = horizontal ? Math.min(...xs) : seg.side === "west" ? -10 : width + 2;
        const y = horizontal ? (seg.side === "north" ? -10 : height + 2) : Math.min(...ys);
        const w = horizontal ? 2 * CELL : 8,
          h = horizontal ? 8 : 2 * CELL;
        const move = wallMoves.get(i);
        const fresh = changes.walls.has(i);
        const label = `${t(`${K}.segment`, { segment: i })}${view.walls[i] ? "" : `, ${t(`${K}.wallUnbuilt`)}`}${fresh ? `, ${t(`${K}.changedSince`, { list: t(`${K}.change.built`) })}` : ""}`;
        const cls = `wall${view.walls[i] ? " built" : ""}${fresh ? " changed" : ""}`;
        const stone = {
          x: x + (horizontal ? 2 : 0),
          y: y + (horizontal ? 0 : 2),
          width: w - (horizontal ? 4 : 0),
          height: h - (horizontal ? 0 : 4),
          rx: 2,
        };
        // A wall that cannot be built now is one element, its own picture and name.
        // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG rect is a shape, not a control.
        if (!move) return <rect key={i} class={cls} role="img" aria-label={label} {...stone} />;
        const play = () => ctx.onMove(move);
        return (
          <g
            key={i}
            class={`${cls} legal`}
            role="button"
            tabindex={0}
            aria-label={describeRio(move, view, ctx.seat, t, playerName)}
            data-move={JSON.stringify(move)}
            onClick={play}
            onKeyDown={keyActivate(play)}
          >
            <rect {...stone} />
            <rect
              class="hit"
              x={horizontal ? x + 2 : seg.side === "west" ? 1 - SHORE : width + 1}
              y={horizontal ? (seg.side === "north" ? 1 - SHORE : height + 1) : y + 2}
              width={horizontal ? w - 4 : SHORE - 2}
              height={horizontal ? SHORE - 2 : h - 4}
            />
          </g>
        );
      })}
    </svg>
  );
}

/** The mark of something changed since the viewer's last visit: a dashed outline and the word "New". */
function News({ size, t }: { size: number; t: Translate }) {
  return (
    <g class="news" aria-hidden="true">
      <rect x="1" y="1" width={size - 2} height={size - 2} rx="4" class="outline" />
      <rect x="3" y="-5" width={size - 6} height="11" rx="5" class="badge" />
      <text x={size / 2} y="3.5" text-anchor="middle" textLength={size - 12} lengthAdjust="spacingAndGlyphs" class="since-word">
        {t("board.new")}
      </text>
    </g>
  );
}

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

/** A place on a ladder or a field: the worker standing there drawn in its player's colour, or free. */
function Place({ holder, words, fresh, value, ctx }: { holder: number | null; words: string; fresh: boolean; value: number; ctx: Ctx }) {
  const label = fresh ? `${words}, ${ctx.t(`${K}.changedSince`, { list: ctx.t(`${K}.change.taken`) })}` : words;
  return (
    <span class={`slot${holder === null ? "" : " held"}${fresh ? " changed" : ""}`} role="img" aria-label={label} title={label}>
      {holder !== null && <Icon name="worker" colour={SEAT_COLOURS[holder]} size={18} />}
      <span aria-hidden="true">{value}</span>
    </span>
  );
}

/** A secondary panel: open on a wide screen or when it holds one of the player's moves, folded otherwise. */
function Fold({ title, open, children, class: cls }: { title: string; open: boolean; children: ComponentChildren; class?: string }) {
  const [wide] = useState(() => typeof matchMedia === "function" && matchMedia("(min-width: 1000px)").matches);
  return (
    <Folded class={cls ? `rio-section rio-fold ${cls}` : "rio-section rio-fold"} open={wide || open} summary={title}>
      {children}
    </Folded>
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

function Sections({ ctx, legal }: { ctx: Ctx; legal: Move[] }) {
  const { view, t, playerName, changes } = ctx;
  const find = (pred: (m: Move) => boolean) => legal.find(pred);
  // The characters fold on a phone even when some may be reserved (the page is long): the title counts them.
  const reservable = legal.filter((m) => m.type === "reserveCharacter").length;
  return (
    <>
      <section class="rio-section">
        <h3>{t(`${K}.ladders`)}</h3>
        {LADDER_IDS.map((l) => (
          <div key={l} class="rio-ladder">
            <span class="name">
              {t(`${K}.ladder.${l}`)}
              {view.completed.includes(l) && ` (${t(`${K}.completed`)})`}
              <span class="fine"> · {t(`${K}.costEach`, { cost: goods(t, LADDERS[l].cost) })}</span>
            </span>
            <span class="slots">
              {ladderCells(l, view.players).map((c) => {
                const holder = view.ladders[l]![c]!;
                const move = find((m) => m.type === "placeLadder" && m.ladder === l && m.cell === c);
                const vp = LADDERS[l].cells[c]!.vp;
                return move ? (
                  <MoveButton key={c} ctx={ctx} move={move} class="slot">
                    {vp}
                  </MoveButton>
                ) : (
                  <Place
                    key={c}
                    holder={holder}
                    value={vp}
                    fresh={changes.places.has(`${l}:${c}`)}
                    words={t(`${K}.ladderStep`, { ladder: l, cell: c, vp, holder }, playerName)}
                    ctx={ctx}
                  />
                );
              })}
            </span>
          </div>
        ))}
      </section>
      <section class="rio-section">
        <h3>{t(`${K}.fields`)}</h3>
        {(["mine", "forest"] as const).map((field) => (
          <div key={field} class="rio-ladder">
            <span class="name">{t(`${K}.field.${field}`)}</span>
            <span class="slots">
              {(field === "mine" ? MINE_CELLS : FOREST_CELLS).map((workers, c) => {
                const move = find((m) => m.type === "placeField" && m.field === field && m.cell === c);
                const holder = view[field][c]!;
                return move ? (
                  <MoveButton key={c} ctx={ctx} move={move} class="slot">
                    {workers}
                  </MoveButton>
                ) : (
                  <Place
                    key={c}
                    holder={holder}
                    value={workers}
                    fresh={changes.places.has(`${field}:${c}`)}
                    words={t(`${K}.fieldCell`, { field, cell: c, workers, holder }, playerName)}
                    ctx={ctx}
                  />
                );
              })}
            </span>
          </div>
        ))}
      </section>
      <section class="rio-section">
        <h3>{t(`${K}.spots`)}</h3>
        {(["agriculture", "crafts", "boat", "turnOrder"] as const).map((spot) => {
          const counts = view[spot];
          const total = counts.reduce((a, b) => a + b, 0);
          const moves = legal.filter((m) => m.type === "placeWorkers" && m.spot === spot);
          return (
            <div key={spot} class="rio-ladder">
              <span class="name">
                {t(`${K}.spot.${spot}`)} <span class="fine">· {t(`${K}.onSpot`, { total })}</span>{" "}
                {counts.map((n, s) =>
                  n > 0 ? (
                    <span key={s} class="chip" style={seatStyle(s)} title={playerName(s)}>
                      {n}
                    </span>
                  ) : null,
                )}
              </span>
              <span class="slots">
                {moves.map((m) => (
                  <MoveButton key={m.type === "placeWorkers" ? m.count : 0} ctx={ctx} move={m} class="slot">
                    +{m.type === "placeWorkers" ? m.count : ""}
                  </MoveButton>
                ))}
              </span>
            </div>
          );
        })}
      </section>
      <Fold title={reservable ? `${t(`${K}.characters`)} · ${t(`${K}.toReserve`, { n: reservable })}` : t(`${K}.characters`)} open={false}>
        <div class="rio-characters">
          {CHARACTER_IDS.map((c) => {
            const spec = CHARACTERS[c];
            const owner = view.seats.findIndex((s) => s.characters.includes(c));
            const reserved = view.reserved[c] ?? null;
            const move = find((m) => m.type === "reserveCharacter" && m.character === c);
            const text = t(
              `${K}.characterCard`,
              { character: c, price: spec.price, minVp: spec.minVp, owner: owner < 0 ? null : owner, reserved },
              playerName,
            );
            return move ? (
              <MoveButton key={c} ctx={ctx} move={move} class="character" shown={text} />
            ) : (
              <span
                key={c}
                class="character"
                style={
                  owner >= 0 || reserved !== null
                    ? { borderColor: SEAT_COLOURS[owner >= 0 ? owner : reserved!], borderWidth: "3px" }
                    : undefined
                }
              >
                {text}
              </span>
            );
          })}
        </div>
      </Fold>
      <Fold title={t(`${K}.boat`)} open={legal.some((m) => m.type === "sendBoat")}>
        <p>
          {t(`${K}.boatState`, {
            service: view.completed.includes("port"),
            returnYear: view.ship.returnYear,
            load: view.ship.cargo.reduce((n, c) => n + c[0]! + c[1]! + c[2]!, 0),
            capacity: BOAT_CAPACITY_PER_PLAYER * view.players,
          })}
        </p>
        <ul class="fine">
          {view.ship.cargo.map((c, s) =>
            c[0]! + c[1]! + c[2]! > 0 ? (
              <li key={s}>{t(`${K}.cargoOf`, { seat: s, stone: c[0], wood: c[1], precious: c[2] }, playerName)}</li>
            ) : null,
          )}
        </ul>
        {legal
          .filter((m) => m.type === "sendBoat")
          .map((m) => (
            <MoveButton key="send" ctx={ctx} move={m} />
          ))}
      </Fold>
    </>
  );
}

function emptyBundle(): Bundle {
  return { money: 0, stone: 0, wood: 0, precious: 0, characters: [] };
}

function TradeDialog({ ctx, onClose }: { ctx: Ctx; onClose(): void }) {
  const { view, seat, t, playerName } = ctx;
  const ref = useRef<HTMLDialogElement>(null);
  const others = view.seats.map((_, s) => s).filter((s) => s !== seat);
  const [to, setTo] = useState(others[0]!);
  const [give, setGive] = useState<Bundle>(emptyBundle);
  const [get, setGet] = useState<Bundle>(emptyBundle);
  const [error, setError] = useState(false);
  useEffect(() => {
    ref.current?.showModal();
    return () => ref.current?.close();
  }, []);
  const side = (which: "give" | "get", b: Bundle, set: (b: Bundle) => void, owner: number) => (
    <fieldset class="rio-bundle">
      <legend>{t(which === "give" ? `${K}.youGive` : `${K}.youGet`)}</legend>
      {(["money", "stone", "wood", "precious"] as const).map((r) => (
        <label key={r}>
          {t(`${K}.${r}`)}
          <input
            type="number"
            inputMode="numeric"
            min="0"
            max={which === "give" ? view.seats[owner]![r] : 99}
            value={b[r]}
            onInput={(e) => set({ ...b, [r]: Math.max(0, Number((e.target as HTMLInputElement).value) || 0) })}
          />
        </label>
      ))}
      {view.seats[owner]!.characters.map((c: CharacterId) => (
        <label key={c} class="check">
          <input
            type="checkbox"
            checked={b.characters.includes(c)}
            onChange={(e) =>
              set({ ...b, characters: (e.target as HTMLInputElement).checked ? [...b.characters, c] : b.characters.filter((x) => x !== c) })
            }
          />
          {t(`${K}.character.${c}`)}
        </label>
      ))}
    </fieldset>
  );
  const submit = (e: Event) => {
    e.preventDefault();
    const size = (b: Bundle) => b.money + b.stone + b.wood + b.precious + b.characters.length;
    if (size(give) + size(get) === 0) return setError(true);
    onClose();
    ctx.onMove({ type: "offer", to, give, get }, true); // the dialog showed the whole offer: no second question
  };
  return (
    <dialog
      ref={ref}
      class="rio-trade"
      aria-labelledby="rio-trade-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form onSubmit={submit}>
        <h2 id="rio-trade-title">{t(`${K}.tradeTitle`)}</h2>
        <label>
          {t(`${K}.tradeTo`)}
          <select
            value={String(to)}
            onChange={(e) => {
              setTo(Number((e.target as HTMLSelectElement).value));
              setGet(emptyBundle());
            }}
          >
            {others.map((s) => (
              <option key={s} value={String(s)}>
                {playerName(s)}
              </option>
            ))}
          </select>
        </label>
        <div class="rio-bundles">
          {side("give", give, setGive, seat!)}
          {side("get", get, setGet, to)}
        </div>
        {error && (
          <p class="error" role="alert">
            {t(`${K}.emptyOffer`)}
          </p>
        )}
        <div class="row end">
          <button type="button" class="secondary" onClick={onClose}>
            {t("confirm.cancel")}
          </button>
          <button type="submit">{t(`${K}.sendOffer`)}</button>
        </div>
      </form>
    </dialog>
  );
}

function Trades({ ctx, legal }: { ctx: Ctx; legal: Move[] }) {
  const { view, seat, t, playerName } = ctx;
  const [open, setOpen] = useState(false);
  const canPropose = seat !== null && legal.length > 0 && !view.offers.some((o) => o.from === seat);
  const answer = (type: "acceptOffer" | "declineOffer" | "withdrawOffer", id: number) =>
    legal.find((m) => m.type === type && m.offer === id);
  return (
    <section class="rio-section rio-trades" aria-labelledby="rio-trades-title">
      <h2 id="rio-trades-title">{t(`${K}.trades`)}</h2>
      {view.offers.length === 0 && <p class="fine">{t(`${K}.noOffers`)}</p>}
      <ul>
        {view.offers.map((o) => {
          const moves = [answer("acceptOffer", o.id), answer("declineOffer", o.id), answer("withdrawOffer", o.id)].filter(
            (m): m is Move => !!m,
          );
          return (
            <li key={o.id} class={o.to === seat ? "incoming" : undefined}>
              <span>{t(`${K}.offerLine`, { ...o }, playerName)}</span>
              <span class="row">
                {moves.map((m) => (
                  <MoveButton key={m.type} ctx={ctx} move={m} class={m.type === "acceptOffer" ? "" : "secondary"}>
                    {t(m.type === "acceptOffer" ? `${K}.accept` : m.type === "declineOffer" ? `${K}.decline` : `${K}.withdraw`)}
                  </MoveButton>
                ))}
              </span>
            </li>
          );
        })}
      </ul>
      {canPropose && (
        <button type="button" class="secondary" onClick={() => setOpen(true)}>
          {t(`${K}.proposeTrade`)}
        </button>
      )}
      {open && <TradeDialog ctx={ctx} onClose={() => setOpen(false)} />}
    </section>
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
