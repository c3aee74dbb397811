// The Yucatàn board's pieces as SVG: a city's pyramid, a village, a warrior with its prisoners.
import type { YucatanView } from "../../../shared/games/yucatan/index";
import type { Translate } from "../../../shared/i18n/index";
import { SEATS, YUCATAN_NEUTRAL } from "../../../shared/palette";

type Warrior = YucatanView["warriors"][number];

export const SEAT_COLOURS = SEATS.yucatan.fill;
/** Text on a seat's colour. */
export const SEAT_INK = SEATS.yucatan.ink;
const PYRAMID_LEVELS = 5;

export function PyramidMark({ level, x, y, scale }: { level: number; x: number; y: number; scale: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} class="pyramid" aria-hidden="true">
      {Array.from({ length: PYRAMID_LEVELS }, (_, i) => {
        const w = 14 - i * 2.6;
        return <rect key={i} x={-w / 2} y={-i * 2.6} width={w} height="2.4" class={i < level ? "built" : "unbuilt"} />;
      })}
    </g>
  );
}

export function VillageMark({ owner, size, x, y }: { owner: number | null; size: "small" | "large"; x: number; y: number }) {
  const fill = owner === null ? YUCATAN_NEUTRAL : SEAT_COLOURS[owner];
  const s = size === "large" ? 1.35 : 0.95;
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`} class={`village ${size}`} aria-hidden="true">
      <path d="M-6 1 L0 -5 L6 1 L6 6 L-6 6 Z" fill={fill} />
      {size === "large" && <path d="M-3 6 L-3 2 L3 2 L3 6" class="door" />}
    </g>
  );
}

export function WarriorMark({
  w,
  x,
  y,
  t,
  tentative,
}: {
  w: Pick<Warrior, "owner" | "guild" | "prisoners" | "revealed">;
  x: number;
  y: number;
  t: Translate;
  tentative?: boolean;
}) {
  return (
    <g
      transform={`translate(${x} ${y})`}
      class={tentative ? "warrior tentative" : w.revealed ? "warrior revealed" : "warrior"}
      aria-hidden="true"
    >
      <circle r="7.5" fill={SEAT_COLOURS[w.owner]} />
      <text y="3.2" text-anchor="middle" fill={SEAT_INK[w.owner]} class="mark">
        {w.guild ? t(`yucatan.guildMark.${w.guild}`) : "?"}
      </text>
      {Array.from({ length: w.prisoners }, (_, i) => (
        <circle key={i} cx={-5 + i * 5} cy="-10.5" r="2.3" class="prisoner" />
      ))}
    </g>
  );
}
