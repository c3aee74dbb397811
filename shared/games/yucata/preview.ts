// Yucata' as a picture: the 40 squares as a winding path, the stones still on it, the amulets, and
// each seat's collected stones.
import type { YucataView } from "./index";
import { BEIGE, BLUE, RED, TRACK_LENGTH } from "./data";
import { INK, px, seatColour, type Box } from "../../previews/palette";

const STONE_FILL: Record<string, string> = { [BEIGE]: "#e6cf9c", [BLUE]: "#1e88e5", [RED]: "#d32f2f" };
const PER_ROW = 10;

export function drawYucata(view: YucataView, box: Box): string {
  const rows = TRACK_LENGTH / PER_ROW;
  const step = Math.min(box.width / PER_ROW, (box.height - 90) / rows);
  const size = step * 0.78;
  const left = box.x + (box.width - step * PER_ROW) / 2 + step / 2;
  const top = box.y + step / 2 + 6;
  // Left to right, then right to left: the path snakes like the printed board.
  const centre = (square: number): [number, number] => {
    const row = Math.floor(square / PER_ROW);
    const col = row % 2 === 0 ? square % PER_ROW : PER_ROW - 1 - (square % PER_ROW);
    return [left + col * step, top + row * step];
  };
  const parts: string[] = [];
  const path = Array.from({ length: TRACK_LENGTH }, (_, s) => centre(s).map(px).join(",")).join(" ");
  parts.push(`<polyline points="${path}" fill="none" stroke="#cbb68f" stroke-width="${px(step * 0.3)}" stroke-linejoin="round"/>`);
  for (let square = 0; square < TRACK_LENGTH; square++) {
    const [x, y] = centre(square);
    const temple = square === TRACK_LENGTH - 1;
    parts.push(
      `<rect x="${px(x - size / 2)}" y="${px(y - size / 2)}" width="${px(size)}" height="${px(size)}" rx="${px(size * 0.18)}" fill="${temple ? "#8d6e63" : square === 0 ? "#a5d6a7" : "#f3e9d2"}" stroke="${INK}" stroke-width="1.5"/>`,
    );
    const stone = STONE_FILL[view.board[square]!];
    if (stone)
      parts.push(`<circle cx="${px(x)}" cy="${px(y)}" r="${px(size * 0.26)}" fill="${stone}" stroke="${INK}" stroke-width="1.2"/>`);
  }
  // Amulets sharing a square stand side by side.
  const bySquare = new Map<number, number[]>();
  for (const [seat, square] of view.positions.entries()) bySquare.set(square, [...(bySquare.get(square) ?? []), seat]);
  for (const [square, seats] of bySquare) {
    const [x, y] = centre(square);
    seats.forEach((seat, i) => {
      const dx = (i - (seats.length - 1) / 2) * size * 0.3;
      parts.push(pawn(x + dx, y + size * 0.05, size * 0.22, seatColour(seat), view.turn === seat));
    });
  }
  // Each seat's haul under the track: beige, blue and red stones as counted chips.
  const haulTop = top + rows * step - step / 2 + 24;
  const haulWidth = box.width / view.players;
  view.stones.forEach((stones, seat) => {
    const x = box.x + haulWidth * seat + 16;
    parts.push(
      `<rect x="${px(x)}" y="${px(haulTop)}" width="${px(haulWidth - 32)}" height="44" rx="8" fill="${seatColour(seat)}" opacity="0.16"/>`,
    );
    parts.push(`<circle cx="${px(x + 22)}" cy="${px(haulTop + 22)}" r="11" fill="${seatColour(seat)}"/>`);
    parts.push(chips(x + 46, haulTop + 22, stones.beige, STONE_FILL[BEIGE]!));
    parts.push(chips(x + 46 + Math.min(stones.beige, 12) * 7 + 14, haulTop + 22, stones.blue, STONE_FILL[BLUE]!));
    if (stones.red)
      parts.push(`<circle cx="${px(x + haulWidth - 52)}" cy="${px(haulTop + 22)}" r="9" fill="${STONE_FILL[RED]}" stroke="${INK}"/>`);
  });
  return parts.join("");
}

function pawn(x: number, y: number, r: number, colour: string, toPlay: boolean): string {
  return (
    `<path d="M${px(x - r)} ${px(y + r)}L${px(x)} ${px(y - r * 1.2)}L${px(x + r)} ${px(y + r)}Z" fill="${colour}" stroke="${toPlay ? "#ffd54f" : INK}" stroke-width="${toPlay ? 4 : 1.5}" stroke-linejoin="round"/>` +
    `<circle cx="${px(x)}" cy="${px(y - r * 1.2)}" r="${px(r * 0.5)}" fill="${colour}" stroke="${INK}" stroke-width="1.5"/>`
  );
}

/** Up to 12 overlapping chips; the count shows in how far the row reaches. */
function chips(x: number, y: number, count: number, fill: string): string {
  return Array.from(
    { length: Math.min(count, 12) },
    (_, i) => `<circle cx="${px(x + i * 7)}" cy="${px(y)}" r="8" fill="${fill}" stroke="${INK}" stroke-width="1"/>`,
  ).join("");
}
