// Yucata' as data: the cards, the track layout format, the default layout and the layout rules.
import type { Random } from "../../engine/random";

export const CARDS = [1, 2, 3, 4, 5, "sword", "question"] as const;
export type Card = (typeof CARDS)[number];
/** What a played card did: a number of squares, or a sword. A question takes on one of these. */
export type Effect = 1 | 2 | 3 | 4 | 5 | "sword";

/** Squares 0–39: 0 is the start, 39 the temple holding the red stone. */
export const LAST_SQUARE = 39;
export const TRACK_LENGTH = LAST_SQUARE + 1;
/** Squares 1–4 are always empty; stones lie on 5–38, the red stone on 39. */
const FIRST_STONE_SQUARE = 5;

export const START = "S";
export const EMPTY = ".";
export const BEIGE = "B";
export const BLUE = "U";
export const RED = "R";

const BEIGE_COUNT = 25;
const BLUE_COUNT = 9;

/** One character per square, index = square number. */
export const DEFAULT_LAYOUT = "S....BBUBBBUBBUBBBUBBUBBBUBBUBBBUBBUBBBR";

/** Every way a custom layout breaks the rules, each a sentence; empty when the layout is valid. */
export function layoutProblems(layout: string): string[] {
  const problems: string[] = [];
  if (layout.length !== TRACK_LENGTH) {
    problems.push(`A layout has ${TRACK_LENGTH} characters, one per square 0–39; this one has ${layout.length}.`);
  }
  const strange = [...layout].findIndex((c) => !"S.BUR".includes(c));
  if (strange >= 0) {
    problems.push(`A layout uses only S (start), . (empty), B (beige), U (blue) and R (red); square ${strange} is "${layout[strange]}".`);
  }
  if (problems.length > 0) return problems;

  if (layout[0] !== START) problems.push(`Square 0 is the start and must be "S"; it is "${layout[0]}".`);
  for (let square = 1; square < FIRST_STONE_SQUARE; square++) {
    if (layout[square] !== EMPTY) problems.push(`Squares 1–4 must be empty ("."); square ${square} is "${layout[square]}".`);
  }
  for (let square = FIRST_STONE_SQUARE; square < LAST_SQUARE; square++) {
    const c = layout[square];
    if (c !== BEIGE && c !== BLUE) {
      problems.push(`Squares 5–38 each hold one beige (B) or blue (U) stone; square ${square} is "${c}".`);
    }
  }
  if (layout[LAST_SQUARE] !== RED) {
    problems.push(`Square 39, the temple, must hold the red stone "R"; it is "${layout[LAST_SQUARE]}".`);
  }
  if (layout[LAST_SQUARE - 1] === BLUE) {
    problems.push("Square 38 must be beige: at least one beige stone lies between the red stone and any blue stone.");
  }
  const count = (c: string) => [...layout].filter((x) => x === c).length;
  if (count(BEIGE) !== BEIGE_COUNT) problems.push(`A layout has ${BEIGE_COUNT} beige stones (B); this one has ${count(BEIGE)}.`);
  if (count(BLUE) !== BLUE_COUNT) problems.push(`A layout has ${BLUE_COUNT} blue stones (U); this one has ${count(BLUE)}.`);
  if (count(RED) !== 1) problems.push(`A layout has exactly one red stone (R); this one has ${count(RED)}.`);
  return problems;
}

/** A layout drawn at random under the variant rules: square 38 beige, the other 33 stones shuffled on 5–37. */
export function randomLayout(random: Random): string {
  const shuffled = random.shuffle([...Array<string>(BEIGE_COUNT - 1).fill(BEIGE), ...Array<string>(BLUE_COUNT).fill(BLUE)]);
  return START + EMPTY.repeat(FIRST_STONE_SQUARE - 1) + shuffled.join("") + BEIGE + RED;
}

/** Beige stones returned for `blue` blue stones: 1, 3, 6, 10, … (triangular numbers). */
export function bluePenalty(blue: number): number {
  return (blue * (blue + 1)) / 2;
}
