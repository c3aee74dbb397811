// Balam as a picture: the tile grid, roads between sites, each city in its king's colour with its
// buildings, the wealth a site produces, and each king's prestige.
import type { BalamView } from "./index";
import type { Wealth } from "./data";
import { INK, px, seatColour, type Box } from "../../previews/palette";

const WEALTH_FILL: Record<Wealth, string> = {
  maize: "#fbc02d",
  cacao: "#6d4c41",
  shell: "#f5f5f5",
  jade: "#26a69a",
  obsidian: "#212121",
  prisoner: "#b71c1c",
};

export function drawBalam(view: BalamView, box: Box): string {
  const barsWidth = 120;
  const { rows, cols } = view.board;
  const cell = Math.min((box.width - barsWidth) / cols, box.height / rows);
  const left = box.x + (box.width - barsWidth - cell * cols) / 2;
  const top = box.y + (box.height - cell * rows) / 2;
  const centreOf = (row: number, col: number): [number, number] => [left + (col + 0.5) * cell, top + (row + 0.5) * cell];
  const parts: string[] = [];
  for (const c of view.board.cells) {
    const water = c.site === null && c.exits.length === 0;
    parts.push(
      `<rect x="${px(left + c.col * cell + 2)}" y="${px(top + c.row * cell + 2)}" width="${px(cell - 4)}" height="${px(cell - 4)}" rx="6" fill="${water ? "#b3e5fc" : "#dcedc8"}"/>`,
    );
  }
  const site = new Map(view.sites.map((s) => [s.index, s]));
  for (const [a, b] of view.board.paths) {
    const from = site.get(a);
    const to = site.get(b);
    if (!from || !to) continue;
    const [x1, y1] = centreOf(from.row, from.col);
    const [x2, y2] = centreOf(to.row, to.col);
    parts.push(
      `<line x1="${px(x1)}" y1="${px(y1)}" x2="${px(x2)}" y2="${px(y2)}" stroke="#a1887f" stroke-width="${px(cell * 0.1)}" stroke-linecap="round"/>`,
    );
  }
  for (const s of view.sites) {
    const [x, y] = centreOf(s.row, s.col);
    const r = cell * 0.3;
    parts.push(
      `<circle cx="${px(x)}" cy="${px(y)}" r="${px(r)}" fill="${s.owner === null ? "#fffdf8" : seatColour(s.owner)}" stroke="${s.volcano ? "#e64a19" : INK}" stroke-width="${s.volcano ? 3 : 1.5}"/>`,
    );
    parts.push(
      `<circle cx="${px(x + r * 0.95)}" cy="${px(y - r * 0.95)}" r="${px(cell * 0.09)}" fill="${WEALTH_FILL[s.production]}" stroke="${INK}" stroke-width="1"/>`,
    );
    s.buildings.forEach((_, i) => {
      const bx = x - r + 4 + i * cell * 0.14;
      parts.push(
        `<rect x="${px(bx)}" y="${px(y + r * 0.9)}" width="${px(cell * 0.11)}" height="${px(cell * 0.11)}" fill="#fff" stroke="${INK}" stroke-width="1"/>`,
      );
    });
  }
  // Prestige: bars on a common scale, the leader's the longest.
  const most = Math.max(1, ...view.kings.map((k) => k.prestige));
  const barTop = box.y + 10;
  const barHeight = Math.min(56, (box.height - 20) / view.kings.length - 10);
  view.kings.forEach((k, i) => {
    const y = barTop + i * (barHeight + 10);
    const x = box.x + box.width - barsWidth + 20;
    const length = ((barsWidth - 30) * k.prestige) / most;
    parts.push(`<rect x="${px(x)}" y="${px(y)}" width="${px(barsWidth - 30)}" height="${px(barHeight)}" rx="6" fill="#eceff1"/>`);
    parts.push(
      `<rect x="${px(x)}" y="${px(y)}" width="${px(Math.max(length, 4))}" height="${px(barHeight)}" rx="6" fill="${seatColour(k.seat)}"/>`,
    );
  });
  return parts.join("");
}
