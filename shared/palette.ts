// Every game's colours and the one typeface, shared by its board on the page (web/games/<id>/) and its
// picture in link previews and mails (shared/games/<id>/preview.ts): a player who saw one recognises
// the other, and a seat has the same colour in both.

/** Shipped with the client (@fontsource, woff2) and given to the picture renderer (@expo-google-fonts, TTF). */
export const FONT_FAMILY = "Atkinson Hyperlegible";

/** Text and outlines on a light ground: the page's own ink. */
export const INK = "#1d1f24";

/** Each game's seat colours, by seat, and the ink that reads on each. */
export const SEATS = {
  // Amulets: none of them is a stone colour, so a pawn never reads as a stone.
  yucata: { fill: ["#1b7f3b", "#7b2fa3", "#d35400", "#263238"], ink: ["#ffffff", "#ffffff", "#ffffff", "#ffffff"] },
  // The fourth was orange, which a deuteranope sees as the second's amber (shared/palette.test.ts).
  yucatan: { fill: ["#c62828", "#f9a825", "#6a1b9a", "#263238"], ink: ["#ffffff", INK, "#ffffff", "#ffffff"] },
  // Balam and Rio: the Okabe–Ito palette, which colour-blind players tell apart.
  balam: { fill: ["#0072b2", "#d55e00", "#cc79a7", "#009e73"], ink: ["#ffffff", "#ffffff", INK, "#ffffff"] },
  "rio-de-la-plata": {
    fill: ["#0072b2", "#d55e00", "#009e73", "#e69f00", "#cc79a7"],
    ink: ["#ffffff", "#ffffff", "#ffffff", INK, INK],
  },
} as const satisfies Record<string, { fill: readonly string[]; ink: readonly string[] }>;

export type PaletteGame = keyof typeof SEATS;

/** The colour of `seat` in `game` (seats past the palette reuse it from the start). */
export function seatColour(game: PaletteGame, seat: number): string {
  const fill: readonly string[] = SEATS[game].fill;
  return fill[seat % fill.length]!;
}

/** The ink that reads on `seat`'s colour in `game`. */
export function seatInk(game: PaletteGame, seat: number): string {
  const ink: readonly string[] = SEATS[game].ink;
  return ink[seat % ink.length]!;
}

/** Yucata': the three kinds of stone on the track. */
export const YUCATA_STONES = { beige: "#e3cf9f", blue: "#2f6fbf", red: "#c62828" } as const;

/** Yucatàn: the map's terrains, and a village no player owns. */
export const YUCATAN_TERRAIN = {
  jungle: "#9ccc65",
  deepJungle: "#4f7f32",
  mountain: "#9e9a94",
  greatRiver: "#1e88e5",
  city: "#d7ccc8",
} as const;
export const YUCATAN_NEUTRAL = "#f5f5f0";

/** Balam: the sea, the roads, and each site's tint by what it produces. */
export const BALAM_LAND = {
  sea: "#5fa8c7",
  land: "#9fc38a",
  path: "#8d6e4a",
  production: { maize: "#f7ecc1", obsidian: "#d6d3cf", cacao: "#e8d3c2", shell: "#d7e6f5", jade: "#cfe8d6", prisoner: "#efd9d4" },
} as const;

/** Rio de la Plata: the river, the plaza, the stone squares, and the quarters in two tones. */
export const RIO_CITY = { river: "#6fa8d6", plaza: "#d9cfb8", stone: "#b9b4aa" } as const;
const RIO_QUARTER_TONES = ["#f3e6c8", "#ead6b0"];

/** A quarter's tone (0–3 north, 4–7 south): neighbours differ, like a chequerboard. */
export const rioQuarterTone = (quarter: number): string => RIO_QUARTER_TONES[(quarter + (quarter < 4 ? 0 : 1)) % 2]!;
