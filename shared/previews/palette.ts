// What every game's picture shares: seat colours, ink and the box a board is drawn in.

/** One colour per seat, the same in every game's picture. */
const SEAT_COLOURS = ["#c62828", "#1565c0", "#2e7d32", "#ef6c00", "#6a1b9a"];
export const INK = "#263238";

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const seatColour = (seat: number): string => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

/** Pixels with one decimal: enough for a 1200-px picture, and short. */
export const px = (n: number): string => (Math.round(n * 10) / 10).toString();
