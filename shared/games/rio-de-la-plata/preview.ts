// Rio de la Plata as a picture: the 16×10 city with its plaza, buildings in their owners' colours and
// the workers standing in it, the years gone by, and each colonist's victory points.
import type { RioView } from "./index";
import { CITY_HEIGHT, CITY_WIDTH, PLAZA, STONE_SQUARES, cellX, cellY } from "./data";
import { INK, px, seatColour, type Box } from "../../previews/palette";

export function drawRio(view: RioView, box: Box): string {
  const sideWidth = 130;
  const yearsHeight = 34;
  const cell = Math.min((box.width - sideWidth) / CITY_WIDTH, (box.height - yearsHeight - 10) / CITY_HEIGHT);
  const left = box.x + (box.width - sideWidth - cell * CITY_WIDTH) / 2;
  const top = box.y + yearsHeight + 10;
  const parts: string[] = [];
  for (let y = 0; y < CITY_HEIGHT; y++) {
    for (let x = 0; x < CITY_WIDTH; x++) {
      const id = y * CITY_WIDTH + x;
      const fill = PLAZA.includes(id) ? "#bcaaa4" : STONE_SQUARES.includes(id) ? "#90a4ae" : "#e8f5e9";
      parts.push(
        `<rect x="${px(left + x * cell + 1)}" y="${px(top + y * cell + 1)}" width="${px(cell - 2)}" height="${px(cell - 2)}" fill="${fill}"/>`,
      );
    }
  }
  for (const [id, building] of Object.entries(view.buildings)) {
    const cellId = Number(id);
    const inset = building.kind === "hut" ? cell * 0.22 : cell * 0.08;
    parts.push(
      `<rect x="${px(left + cellX(cellId) * cell + inset)}" y="${px(top + cellY(cellId) * cell + inset)}" width="${px(cell - 2 * inset)}" height="${px(cell - 2 * inset)}" rx="3" fill="${seatColour(building.owner)}" stroke="${INK}" stroke-width="1"/>`,
    );
  }
  for (const [id, crews] of Object.entries(view.crews)) {
    const cellId = Number(id);
    crews.forEach((crew, i) => {
      const cx = left + cellX(cellId) * cell + cell * (0.3 + 0.4 * (i % 2));
      const cy = top + cellY(cellId) * cell + cell * (0.3 + 0.4 * Math.floor(i / 2));
      parts.push(
        `<circle cx="${px(cx)}" cy="${px(cy)}" r="${px(cell * 0.16)}" fill="${seatColour(crew.seat)}" stroke="#fff" stroke-width="1.5"/>`,
      );
    });
  }
  // The years: filled up to the current one.
  const yearWidth = (cell * CITY_WIDTH) / view.years;
  for (let year = 1; year <= view.years; year++) {
    parts.push(
      `<rect x="${px(left + (year - 1) * yearWidth + 1)}" y="${px(box.y)}" width="${px(yearWidth - 2)}" height="${yearsHeight - 8}" rx="3" fill="${year <= view.year ? "#1f6f50" : "#cfd8dc"}"/>`,
    );
  }
  const most = Math.max(1, ...view.seats.map((s) => s.vp));
  const barHeight = Math.min(50, (box.height - 20) / view.seats.length - 10);
  view.seats.forEach((s, seat) => {
    const x = box.x + box.width - sideWidth + 24;
    const y = box.y + seat * (barHeight + 10);
    parts.push(`<rect x="${px(x)}" y="${px(y)}" width="${px(sideWidth - 34)}" height="${px(barHeight)}" rx="6" fill="#eceff1"/>`);
    parts.push(
      `<rect x="${px(x)}" y="${px(y)}" width="${px(Math.max(4, ((sideWidth - 34) * s.vp) / most))}" height="${px(barHeight)}" rx="6" fill="${seatColour(seat)}"/>`,
    );
  });
  return parts.join("");
}
