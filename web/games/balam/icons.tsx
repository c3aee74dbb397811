// Balam's pictures, drawn once as SVG symbols and reused everywhere with <use>: the six kinds of wealth,
// the eight buildings, the kings' pyramids and the land's features. A symbol's `currentColor` takes the
// colour of the element that uses it, so one pyramid serves every king.
import type { BuildingKind, Wealth } from "../../../shared/games/balam/data";
import { SEATS } from "../../../shared/palette";
import { SymbolSheet, symbolsOf } from "../../src/symbols";

/** The kings' colours (shared with the game's picture); the pyramids also carry the king's initial, so colour is never the only sign. */
export const SEAT_COLOURS = SEATS.balam.fill;

type Feature = "volcano" | "cenote" | "seaside";
type Symbolic = Wealth | BuildingKind | Feature | "pyramid" | "small-pyramid";

const { id, Use, Icon } = symbolsOf<Symbolic>("balam-i-", 22);
export { Icon, Use };

/** Every symbol, in one hidden SVG the board draws once. */
export function IconDefs() {
  return (
    <SymbolSheet>
      {/* Wealth, each a shape of its own: a cob, a pod, a shell, a gem, a blade, a bound figure. */}
      <symbol id={id("maize")} viewBox="-10 -10 20 20">
        <path d="M0-9C4-9 5-3 4 3 3 7 1 9 0 9-1 9-3 7-4 3-5-3-4-9 0-9z" fill="#f2c12e" stroke="#7a5b00" stroke-width="1" />
        <path d="M-2-6v11M0-7v14M2-6v11" stroke="#c79400" stroke-width="0.8" />
        <path d="M0 9C-4 6-8 2-8-3-5 0-3 3 0 9zM0 9C4 6 8 2 8-3 5 0 3 3 0 9z" fill="#4c9a2a" />
      </symbol>
      <symbol id={id("cacao")} viewBox="-10 -10 20 20">
        <path d="M0-9C5-8 7-2 6 3 5 7 2 9 0 9-2 9-5 7-6 3-7-2-5-8 0-9z" fill="#8a5228" stroke="#3b1f0c" stroke-width="1" />
        <path d="M-3-6C-4-1-4 4-2 7M0-8v16M3-6C4-1 4 4 2 7" stroke="#3b1f0c" stroke-width="0.9" fill="none" />
      </symbol>
      <symbol id={id("shell")} viewBox="-10 -10 20 20">
        <path d="M0 8-9-2C-8-7-4-9 0-9 4-9 8-7 9-2z" fill="#9fd0f5" stroke="#1b4f7a" stroke-width="1" />
        <path d="M0 8-5-7M0 8 0-9M0 8 5-7M0 8-8-3M0 8 8-3" stroke="#1b4f7a" stroke-width="0.8" />
      </symbol>
      <symbol id={id("jade")} viewBox="-10 -10 20 20">
        <path d="M0-9 8-4.5v9L0 9-8 4.5v-9z" fill="#3fb27a" stroke="#0e4d2c" stroke-width="1" />
        <path d="M0-4 4-2v4L0 4-4 2v-4z" fill="#8fe0b5" />
      </symbol>
      <symbol id={id("obsidian")} viewBox="-10 -10 20 20">
        <path d="M-2-9 5-3 2 9-5 2z" fill="#2b2b2b" stroke="#000" stroke-width="1" />
        <path d="M-2-9 1 0 2 9" stroke="#8c8c8c" stroke-width="0.9" fill="none" />
      </symbol>
      <symbol id={id("prisoner")} viewBox="-10 -10 20 20">
        <circle cy="-5" r="3.6" fill="#c0392b" stroke="#4a0f08" stroke-width="1" />
        <path d="M-6 9-4-1H4L6 9z" fill="#c0392b" stroke="#4a0f08" stroke-width="1" />
        <path d="M-5 3H5" stroke="#f4e3c3" stroke-width="1.6" />
      </symbol>
      {/* Buildings: drawn on a stone platform, recognisable without their names. */}
      <symbol id={id("village")} viewBox="-12 -12 24 24">
        <path d="M-10-1 0-10 10-1z" fill="#c9a23a" stroke="#5b4510" stroke-width="1" />
        <rect x="-7" y="-1" width="14" height="10" fill="#f3e3bf" stroke="#5b4510" stroke-width="1" />
        <rect x="-2" y="3" width="4" height="6" fill="#5b4510" />
      </symbol>
      <symbol id={id("garrison")} viewBox="-12 -12 24 24">
        <path d="M5-11V9" stroke="#5b3a1a" stroke-width="1.6" />
        <path d="M5-11 7-7H3z" fill="#333" />
        <path d="M-8-7H4V1C4 6-2 9-2 9S-8 6-8 1z" fill="#b8432f" stroke="#3d120a" stroke-width="1" />
        <path d="M-2-5V7M-6-1H2" stroke="#f6d7a7" stroke-width="1.4" />
      </symbol>
      <symbol id={id("palace")} viewBox="-12 -12 24 24">
        <path d="M-11-4H11L9-8H-9z" fill="#8e5aa8" stroke="#36193f" stroke-width="1" />
        <rect x="-10" y="-4" width="20" height="13" fill="#eadcf2" stroke="#36193f" stroke-width="1" />
        <path d="M-6-4V9M-2-4V9M2-4V9M6-4V9" stroke="#36193f" stroke-width="1.2" />
      </symbol>
      <symbol id={id("temple")} viewBox="-12 -12 24 24">
        <path d="M-11 10H11L9 5H-9zM-8 5H8L6 0H-6zM-5 0H5L4-4H-4z" fill="#e1a95f" stroke="#5a3510" stroke-width="1" />
        <rect x="-3" y="-10" width="6" height="6" fill="#f7e4c6" stroke="#5a3510" stroke-width="1" />
        <path d="M-1 10V0M1 10V0" stroke="#5a3510" stroke-width="0.8" />
      </symbol>
      <symbol id={id("storehouse")} viewBox="-12 -12 24 24">
        <path d="M-8 9V-2C-8-8 8-8 8-2V9z" fill="#b59b82" stroke="#3e2c1c" stroke-width="1" />
        <path d="M-8 1H8M-8 5H8" stroke="#3e2c1c" stroke-width="0.8" />
        <rect x="-2" y="3" width="4" height="6" fill="#3e2c1c" />
      </symbol>
      <symbol id={id("market")} viewBox="-12 -12 24 24">
        <path d="M-11-3-8-9H8L11-3z" fill="#4f9d69" stroke="#153d22" stroke-width="1" />
        <path d="M-11-3h4.4v2h-4.4zM-2.2-3h4.4v2h-4.4zM6.6-3H11v2H6.6z" fill="#fff" />
        <path d="M-9-3V9M9-3V9" stroke="#153d22" stroke-width="1.4" />
        <rect x="-7" y="3" width="14" height="4" fill="#e9d6a6" stroke="#153d22" stroke-width="0.8" />
      </symbol>
      <symbol id={id("ballcourt")} viewBox="-12 -12 24 24">
        <path d="M-11 9V-7l5 4V9zM11 9V-7l-5 4V9z" fill="#7fb7d9" stroke="#123a52" stroke-width="1" />
        <rect x="-6" y="5" width="12" height="4" fill="#e9d6a6" />
        <circle cy="-2" r="3" fill="none" stroke="#123a52" stroke-width="1.4" />
        <circle cy="4" r="1.8" fill="#222" />
      </symbol>
      <symbol id={id("observatory")} viewBox="-12 -12 24 24">
        <path d="M-9 10H9V7H-9zM-6 7V-2H6V7z" fill="#aab3e0" stroke="#1f2757" stroke-width="1" />
        <path d="M-6-2C-6-10 6-10 6-2z" fill="#d9def5" stroke="#1f2757" stroke-width="1" />
        <path d="M-1-7h2v3h-2z" fill="#1f2757" />
      </symbol>
      {/* A king's stepped pyramid, large (a city) or small (a market's influence), in the king's colour. */}
      <symbol id={id("pyramid")} viewBox="-12 -12 24 24">
        <path d="M-11 11H11L9 5H-9zM-8 5H8L6-1H-6zM-5-1H5L3-7H-3z" fill="currentColor" stroke="#1d1f24" stroke-width="1" />
        <rect x="-2" y="-11" width="4" height="4" fill="currentColor" stroke="#1d1f24" stroke-width="1" />
      </symbol>
      <symbol id={id("small-pyramid")} viewBox="-10 -10 20 20">
        <path d="M-9 9H9L6 3H-6zM-5 3H5L2-4H-2z" fill="currentColor" stroke="#1d1f24" stroke-width="1" />
      </symbol>
      {/* The land's features. */}
      <symbol id={id("volcano")} viewBox="-10 -10 20 20">
        <path d="M-10 9-3-4H3L10 9z" fill="#6d5a4e" stroke="#2a1f18" stroke-width="1" />
        <path d="M-3-4 0 0 3-4z" fill="#e4572e" />
        <path d="M-2-6C-4-9 0-10 0-8 1-11 5-9 2-6" fill="none" stroke="#8c8c8c" stroke-width="1.2" />
      </symbol>
      <symbol id={id("cenote")} viewBox="-10 -10 20 20">
        <ellipse rx="9" ry="6" fill="#6b8e5a" />
        <ellipse rx="6.5" ry="4" fill="#1e88c8" stroke="#0b3e63" stroke-width="1" />
        <path d="M-3 0H3" stroke="#bfe6ff" stroke-width="1" />
      </symbol>
      <symbol id={id("seaside")} viewBox="-10 -10 20 20">
        <path d="M-10-2C-7-6-3-6 0-2 3 2 7 2 10-2M-10 5C-7 1-3 1 0 5 3 9 7 9 10 5" fill="none" stroke="#1b5f8c" stroke-width="2" />
      </symbol>
    </SymbolSheet>
  );
}
