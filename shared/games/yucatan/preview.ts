// Yucatàn as a picture: the hex map in its terrain colours, cities and villages in their owners'
// colours, warriors as triangles (their guilds are not shown: a spectator may not know them), and
// each seat's pyramid height.

import { seatColour as colourOf, INK, YUCATAN_NEUTRAL, YUCATAN_TERRAIN } from "../../palette";
import { type Box, px } from "../../previews/box";
import type { Hex } from "./board";
import { boardFor, PYRAMID_LEVELS } from "./data";
import type { YucatanView } from "./index";

const TERRAIN: Record<Hex["terrain"], string> = YUCATAN_TERRAIN;
const seatColour = (seat: number) => colourOf("yucatan", seat);

export function drawYucatan(view: YucatanView, box: Box): string {
  const board = boardFor(view.players);
  const pyramidWidth = 110;
  const mapBox = { ...box, width: box.width - pyramidWidth };
  // Pointy-top axial layout at unit size, then scaled into the box.
  const unit = board.hexes.map((h) => [Math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r] as const);
  const xs = unit.map((p) => p[0]);
  const ys = unit.map((p) => p[1]);
  const spanX = Math.max(...xs) - Math.min(...xs) + 2;
  const spanY = Math.max(...ys) - Math.min(...ys) + 2;
  const size = Math.min(mapBox.width / spanX, mapBox.height / spanY);
  const offsetX = mapBox.x + (mapBox.width - spanX * size) / 2 + size - Math.min(...xs) * size;
  const offsetY = mapBox.y + (mapBox.height - spanY * size) / 2 + size - Math.min(...ys) * size;
  const centre = new Map(board.hexes.map((h, i) => [h.id, [offsetX + unit[i]![0] * size, offsetY + unit[i]![1] * size] as const]));
  const parts: string[] = [];
  for (const hex of board.hexes) {
    const [x, y] = centre.get(hex.id)!;
    parts.push(`<polygon points="${corners(x, y, size * 0.98)}" fill="${TERRAIN[hex.terrain]}" stroke="#546e7a" stroke-width="1"/>`);
    if (hex.beach)
      parts.push(`<polygon points="${corners(x, y, size * 0.8)}" fill="none" stroke="#ffe082" stroke-width="${px(size * 0.16)}"/>`);
  }
  for (const city of view.cities) {
    const [x, y] = centre.get(city.hex)!;
    parts.push(`<polygon points="${corners(x, y, size * 0.9)}" fill="${seatColour(city.seat)}" stroke="${INK}" stroke-width="2"/>`);
    parts.push(
      `<rect x="${px(x - size * 0.35)}" y="${px(y - size * 0.35)}" width="${px(size * 0.7)}" height="${px(size * 0.7)}" fill="#fff" opacity="0.85"/>`,
    );
  }
  for (const village of view.villages) {
    const [x, y] = centre.get(village.hex)!;
    const r = size * (village.size === "large" ? 0.5 : 0.36);
    const fill = village.owner === null ? YUCATAN_NEUTRAL : seatColour(village.owner);
    parts.push(
      `<rect x="${px(x - r)}" y="${px(y - r)}" width="${px(2 * r)}" height="${px(2 * r)}" rx="${px(r * 0.25)}" fill="${fill}" stroke="${INK}" stroke-width="1.5"/>`,
    );
  }
  // Warriors on one hex fan out so each stays visible.
  const byHex = new Map<number, YucatanView["warriors"]>();
  for (const w of view.warriors) byHex.set(w.hex, [...(byHex.get(w.hex) ?? []), w]);
  for (const [hex, warriors] of byHex) {
    const [x, y] = centre.get(hex)!;
    warriors.forEach((w, i) => {
      const dx = (i - (warriors.length - 1) / 2) * size * 0.42;
      const r = size * 0.3;
      parts.push(
        `<polygon points="${px(x + dx)},${px(y - r)} ${px(x + dx + r)},${px(y + r * 0.8)} ${px(x + dx - r)},${px(y + r * 0.8)}" fill="${seatColour(w.owner)}" stroke="#fff" stroke-width="1.5"/>`,
      );
    });
  }
  // Pyramids: one step per level built, out of PYRAMID_LEVELS.
  const column = (box.height - 20) / view.players;
  view.seats.forEach((s, seat) => {
    const baseY = box.y + column * (seat + 1) - 6;
    const stepHeight = Math.min(14, (column - 12) / PYRAMID_LEVELS);
    for (let level = 0; level < PYRAMID_LEVELS; level++) {
      const width = 80 - level * 13;
      const x = box.x + box.width - pyramidWidth / 2 - width / 2;
      const y = baseY - (level + 1) * stepHeight;
      const built = level < s.pyramid;
      parts.push(
        `<rect x="${px(x)}" y="${px(y)}" width="${px(width)}" height="${px(stepHeight - 1)}" fill="${built ? seatColour(seat) : "none"}" stroke="${built ? INK : "#b0bec5"}" stroke-width="1"/>`,
      );
    }
  });
  return parts.join("");
}

function corners(x: number, y: number, size: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i - Math.PI / 6;
    return `${px(x + size * Math.cos(a))},${px(y + size * Math.sin(a))}`;
  }).join(" ");
}
