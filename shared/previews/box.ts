// Where a game's picture is drawn: the box its module fills, and coordinates written short.

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Pixels with one decimal: enough for a 1200-px picture, and short. */
export const px = (n: number): string => (Math.round(n * 10) / 10).toString();
