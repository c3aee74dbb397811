// The city of Rio de la Plata as an SVG board: its quarters round the plaza, stone squares, walls, roads,
// drawn buildings, workers and enemies; each square that holds a move is a focusable button.
import {
  CITY_HEIGHT,
  CITY_WIDTH,
  PLAZA,
  QUARTER_OF,
  QUARTER_ROADS,
  START_ZONE,
  STONE_SQUARES,
  WALL_SEGMENTS,
  cellX,
  cellY,
} from "../../../shared/games/rio-de-la-plata/data";
import { describeRio } from "../../../shared/games/rio-de-la-plata/describe";
import type { Translate } from "../../../shared/i18n/index";
import { SEAT_COLOURS, Use } from "./icons";
import { RIO_CITY, rioQuarterTone } from "../../../shared/palette";
import { CELL, ENEMY_PIECE, K, News, SHORE, keyActivate, type Ctx, type Group, type Move, type View } from "./pieces";

const PLAZA_SET = new Set(PLAZA);

const START_SET = new Set(START_ZONE);

/** The river along the north shore of the city, where the boat sails. */
const RIVER = SHORE - 12;

/** What stands on a square of the city, in words: its stone square's building, a player's building, workers, fighting groups. */
export function squareFacts(view: View, cell: number, groups: Group[], t: Translate, playerName: (seat: number) => string): string[] {
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

export function City({
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
