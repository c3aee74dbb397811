// Drawn pictures reused on a board: a game defines each picture once as an SVG <symbol> with an id, and
// these place it by that id, in the board's SVG or in the page's text. A symbol's `currentColor` takes
// the colour given here, so one drawing serves every player.
import type { ComponentChildren } from "preact";

/** The hidden sheet of a game's <symbol> definitions, drawn once on its board. */
export function SymbolSheet({ children }: { children: ComponentChildren }) {
  return (
    <svg class="symbol-defs" width="0" height="0" aria-hidden="true" focusable="false">
      <defs>{children}</defs>
    </svg>
  );
}

/** One symbol inside an SVG, centred on (x, y). */
function UseSymbol({ id, x, y, size, colour }: { id: string; x: number; y: number; size: number; colour?: string }) {
  return (
    <use href={`#${id}`} x={x - size / 2} y={y - size / 2} width={size} height={size} style={colour ? { color: colour } : undefined} />
  );
}

/** One symbol in the page's text (a player's board, a legend): a picture with no words of its own. */
function SymbolIcon({ id, colour, size }: { id: string; colour?: string; size: number }) {
  return (
    <svg
      class="symbol-icon"
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      focusable="false"
      style={colour ? { color: colour } : undefined}
    >
      <use href={`#${id}`} width="20" height="20" />
    </svg>
  );
}

/**
 * A game's symbols by name: their ids (`prefix` + name, unique in the page), and the two ways to place
 * one, with the size a picture in text takes unless told.
 */
export function symbolsOf<Name extends string>(prefix: string, textSize: number) {
  const id = (name: Name) => `${prefix}${name}`;
  return {
    id,
    Use: ({ name, ...at }: { name: Name; x: number; y: number; size: number; colour?: string }) => <UseSymbol id={id(name)} {...at} />,
    Icon: ({ name, colour, size = textSize }: { name: Name; colour?: string; size?: number }) => (
      <SymbolIcon id={id(name)} colour={colour} size={size} />
    ),
  };
}
