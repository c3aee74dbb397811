// Lettering drawn as strokes. resvg-wasm has no system fonts and no font ships with our dependencies,
// so the board images spell names with this small capital alphabet of our own instead of <text>: the
// same picture on every machine, and no user text ever reaches the SVG as markup.

/** Glyphs on a 4×6 grid (y down, baseline at 6): strokes separated by ";", each a list of "x y" points. */
const GLYPHS: Record<string, string> = {
  A: "0 6 0 2 2 0 4 2 4 6;0 3.5 4 3.5",
  B: "0 0 0 6 3 6 4 5 4 4 3 3 0 3;0 0 3 0 4 1 4 2 3 3",
  C: "4 1 3 0 1 0 0 1 0 5 1 6 3 6 4 5",
  D: "0 0 0 6 2 6 4 4 4 2 2 0 0 0",
  E: "4 0 0 0 0 6 4 6;0 3 3 3",
  F: "4 0 0 0 0 6;0 3 3 3",
  G: "4 1 3 0 1 0 0 1 0 5 1 6 3 6 4 5 4 3.5 2.5 3.5",
  H: "0 0 0 6;4 0 4 6;0 3 4 3",
  I: "1 0 3 0;2 0 2 6;1 6 3 6",
  J: "4 0 4 5 3 6 1 6 0 5",
  K: "0 0 0 6;4 0 0 4;1.3 3 4 6",
  L: "0 0 0 6 4 6",
  M: "0 6 0 0 2 3.5 4 0 4 6",
  N: "0 6 0 0 4 6 4 0",
  O: "1 0 3 0 4 1 4 5 3 6 1 6 0 5 0 1 1 0",
  P: "0 6 0 0 3 0 4 1 4 2 3 3 0 3",
  Q: "1 0 3 0 4 1 4 5 3 6 1 6 0 5 0 1 1 0;2.5 4.5 4 6.3",
  R: "0 6 0 0 3 0 4 1 4 2 3 3 0 3;2 3 4 6",
  S: "4 1 3 0 1 0 0 1 0 2 1 3 3 3 4 4 4 5 3 6 1 6 0 5",
  T: "0 0 4 0;2 0 2 6",
  U: "0 0 0 5 1 6 3 6 4 5 4 0",
  V: "0 0 2 6 4 0",
  W: "0 0 1 6 2 3 3 6 4 0",
  X: "0 0 4 6;4 0 0 6",
  Y: "0 0 2 3 4 0;2 3 2 6",
  Z: "0 0 4 0 0 6 4 6",
  "0": "1 0 3 0 4 1 4 5 3 6 1 6 0 5 0 1 1 0;3.6 1 0.4 5",
  "1": "1 1.2 2 0 2 6;1 6 3 6",
  "2": "0 1 1 0 3 0 4 1 4 2 0 6 4 6",
  "3": "0 1 1 0 3 0 4 1 4 2 3 3 1.5 3;3 3 4 4 4 5 3 6 1 6 0 5",
  "4": "3 6 3 0 0 4 4 4",
  "5": "4 0 0 0 0 3 3 3 4 4 4 5 3 6 0 6",
  "6": "3.5 0 1 0 0 1 0 5 1 6 3 6 4 5 4 4 3 3 0 3",
  "7": "0 0 4 0 1.5 6",
  "8": "1 0 3 0 4 1 4 2 3 3 1 3 0 2 0 1 1 0;1 3 0 4 0 5 1 6 3 6 4 5 4 4 3 3",
  "9": "4 3 1 3 0 2 0 1 1 0 3 0 4 1 4 5 3 6 0.5 6",
  ".": "2 5.7 2 6",
  ",": "2 5.4 1.4 7",
  "'": "2 0 2 1.6",
  "’": "2 0 1.6 1.8",
  "-": "1 3.2 3 3.2",
  "–": "0.5 3.2 3.5 3.2",
  "—": "0 3.2 4 3.2",
  ":": "2 1.8 2 2.1;2 5.7 2 6",
  "/": "3.5 0 0.5 6",
  "!": "2 0 2 4;2 5.7 2 6",
  "?": "0 1 1 0 3 0 4 1 4 2 2 3.3 2 4.2;2 5.7 2 6",
  "(": "3 0 2 1.5 2 4.5 3 6",
  ")": "1 0 2 1.5 2 4.5 1 6",
  "+": "2 1.6 2 4.6;0.5 3.1 3.5 3.1",
  "&": "4 6 0.6 2 0.6 0.8 1.4 0 2.4 0 3 0.8 3 1.6 0 4 0 5.2 0.8 6 2.2 6 4 3.6",
  "#": "1.3 0.5 0.7 5.5;3.3 0.5 2.7 5.5;0 2 4 2;0 4 4 4",
  "·": "2 3 2 3.2",
  _: "0 6 4 6",
  "@": "3 2 1.5 2 1.5 4 3 4 3 1.5;3 4 4 3.5 4 1 3 0 1 0 0 1 0 5 1 6 3.5 6",
};
/** Anything the alphabet cannot spell: an empty box, so a name's length still shows. */
const UNKNOWN = "0.5 1 3.5 1 3.5 6 0.5 6 0.5 1";
const GLYPH_WIDTH = 4;
const ADVANCE = 5.6;
const SPACE = 3.6;
const PARSED = new Map<string, number[][]>();

function strokesOf(glyph: string): number[][] {
  let strokes = PARSED.get(glyph);
  if (!strokes) {
    strokes = glyph.split(";").map((s) => s.trim().split(/\s+/).map(Number));
    PARSED.set(glyph, strokes);
  }
  return strokes;
}

/** Capitals without accents (é → E, ß → SS): what this alphabet can draw. */
function letterable(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toUpperCase().replace(/\s+/g, " ").trim();
}

function units(text: string): number {
  let width = 0;
  for (const c of text) width += c === " " ? SPACE : ADVANCE;
  return Math.max(0, width - (ADVANCE - GLYPH_WIDTH));
}

/** Width in pixels of `text` drawn at cap height `size`. */
function letteringWidth(text: string, size: number): number {
  return (units(letterable(text)) * size) / 6;
}

/** `text` shortened with "..." so it fits `maxWidth` pixels at cap height `size`. */
export function fitLettering(text: string, size: number, maxWidth: number): string {
  let shown = letterable(text);
  if (letteringWidth(shown, size) <= maxWidth) return shown;
  const chars = [...shown];
  while (chars.length > 0 && letteringWidth(`${chars.join("")}...`, size) > maxWidth) chars.pop();
  shown = `${chars.join("").trimEnd()}...`;
  return shown;
}

export interface LetteringOptions {
  /** Cap height in pixels. */
  size: number;
  colour: string;
  anchor?: "start" | "middle" | "end";
  /** Stroke weight as a share of the cap height. */
  weight?: number;
}

/** An SVG <path> spelling `text` with its baseline at y, from x (or centred on, or ending at, x). */
export function lettering(text: string, x: number, y: number, options: LetteringOptions): string {
  const shown = letterable(text);
  const scale = options.size / 6;
  const width = units(shown) * scale;
  let left = options.anchor === "middle" ? x - width / 2 : options.anchor === "end" ? x - width : x;
  const top = y - options.size;
  const d: string[] = [];
  for (const c of shown) {
    if (c === " ") {
      left += SPACE * scale;
      continue;
    }
    for (const stroke of strokesOf(GLYPHS[c] ?? UNKNOWN)) {
      const points: string[] = [];
      for (let i = 0; i + 1 < stroke.length; i += 2)
        points.push(`${(left + stroke[i]! * scale).toFixed(1)} ${(top + stroke[i + 1]! * scale).toFixed(1)}`);
      d.push(`M${points.join("L")}`);
    }
    left += ADVANCE * scale;
  }
  if (d.length === 0) return "";
  const weight = (options.weight ?? 0.11) * options.size;
  return `<path d="${d.join("")}" fill="none" stroke="${options.colour}" stroke-width="${weight.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
