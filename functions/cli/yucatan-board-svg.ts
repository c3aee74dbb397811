// A picture of a board drawn from its data, for the documentation (docs/games/yucatan-*.svg).
import type { Board, Hex } from "../../shared/games/yucatan/board";
import { YUCATAN_TERRAIN, seatColour } from "../../shared/palette";

const SIZE = 18;

function centre(h: Hex): [number, number] {
  return [SIZE * Math.sqrt(3) * (h.q + h.r / 2), SIZE * 1.5 * h.r];
}

function corners(x: number, y: number, size: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 180) * (60 * i - 30);
    return `${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

/** An SVG document: terrain colours, beaches ringed in sand, small-river letters, cities in their seat's colour. */
export function boardSvg(board: Board): string {
  const points = board.hexes.map(centre);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const pad = SIZE * 1.5;
  const minX = Math.min(...xs) - pad,
    minY = Math.min(...ys) - pad;
  const width = Math.max(...xs) - minX + pad,
    height = Math.max(...ys) - minY + pad + 40;
  const parts: string[] = [];
  board.hexes.forEach((h, i) => {
    const [x, y] = points[i]!;
    const city = board.cities.find((c) => c.hex === h.id);
    const fill = city ? seatColour("yucatan", city.seat) : YUCATAN_TERRAIN[h.terrain];
    parts.push(`<polygon points="${corners(x, y, SIZE)}" fill="${fill}" stroke="#37474f" stroke-width="0.8"/>`);
    if (h.beach) parts.push(`<polygon points="${corners(x, y, SIZE - 3)}" fill="none" stroke="#ffe082" stroke-width="3"/>`);
    const small = h.rivers.filter((r) => r !== "great");
    if (city)
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y - 2).toFixed(1)}" font-size="11" font-weight="bold" text-anchor="middle">${city.seat}</text>`,
      );
    if (small.length > 0) {
      parts.push(
        `<text x="${x.toFixed(1)}" y="${(y + (city ? 10 : 4)).toFixed(1)}" font-size="10" fill="#0d47a1" font-style="italic" text-anchor="middle">${small.join("")}</text>`,
      );
    }
  });
  const legend = [
    ["jungle", YUCATAN_TERRAIN.jungle],
    ["deep jungle", YUCATAN_TERRAIN.deepJungle],
    ["mountain", YUCATAN_TERRAIN.mountain],
    ["great river", YUCATAN_TERRAIN.greatRiver],
    ["beach (ring)", "#ffe082"],
  ];
  legend.forEach(([label, colour], i) => {
    const x = minX + 8 + i * 95,
      y = minY + height - 22;
    parts.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="12" height="12" fill="${colour}" stroke="#37474f"/>`);
    parts.push(`<text x="${(x + 16).toFixed(1)}" y="${(y + 10).toFixed(1)}" font-size="11">${label}</text>`);
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}" font-family="sans-serif">`,
    `<title>Yucatàn board for ${board.players} players (${board.id}); letters are the small rivers a hex is beside, digits the seat owning a city</title>`,
    ...parts,
    "</svg>",
    "",
  ].join("\n");
}

/** Where the documentation keeps a board's picture. */
export function boardSvgPath(board: Board): string {
  return new URL(`../../docs/games/${board.id}.svg`, import.meta.url).pathname;
}
