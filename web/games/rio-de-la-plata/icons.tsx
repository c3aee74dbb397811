// Rio de la Plata's pictures, drawn once as SVG symbols and reused with <use>: the buildings, the
// workers and enemies, the boat and the goods. A symbol's `currentColor` takes the colour of the element
// that uses it, so one worker serves every player.
import type { BuildingKind, MajorKind } from "../../../shared/games/rio-de-la-plata/data";
import { SEATS } from "../../../shared/palette";
import { SymbolSheet, symbolsOf } from "../../src/symbols";

/**
 * The players' colours (shared with the game's picture); the enemy is black with a skull, and every
 * piece also says whose it is in its name.
 */
export const SEAT_COLOURS = SEATS["rio-de-la-plata"].fill;

export type Good = "money" | "vp" | "stone" | "wood" | "precious";
type Symbolic = BuildingKind | MajorKind | Good | "worker" | "enemy" | "boat";

const { id, Use, Icon } = symbolsOf<Symbolic>("rio-i-", 20);
export { Icon, Use };

export function IconDefs() {
  return (
    <SymbolSheet>
      {/* Habitations and minor buildings. */}
      <symbol id={id("hut")} viewBox="-12 -12 24 24">
        <path d="M-10 1 0-9 10 1z" fill="#c9a23a" stroke="#5b4510" stroke-width="1" />
        <rect x="-7" y="1" width="14" height="8" fill="#e9d3a4" stroke="#5b4510" stroke-width="1" />
        <rect x="-2" y="4" width="4" height="5" fill="#5b4510" />
      </symbol>
      <symbol id={id("house")} viewBox="-12 -12 24 24">
        <path d="M4-9h3v5" fill="#7a3b22" stroke="#3a1a0e" stroke-width="1" />
        <path d="M-11-1 0-10 11-1z" fill="#c0532e" stroke="#5a1f0d" stroke-width="1" />
        <rect x="-9" y="-1" width="18" height="10" fill="#f7ecd5" stroke="#5a1f0d" stroke-width="1" />
        <rect x="-6" y="2" width="4" height="3" fill="#5a8fc0" />
        <rect x="2" y="3" width="4" height="6" fill="#5a1f0d" />
      </symbol>
      <symbol id={id("garden")} viewBox="-12 -12 24 24">
        <circle cy="-3" r="7" fill="#3f9b4a" stroke="#1b4d22" stroke-width="1" />
        <rect x="-1.5" y="3" width="3" height="6" fill="#6b4423" />
        <path d="M-11 9H11M-9 5v4M-5 5v4M5 5v4M9 5v4" stroke="#6b4423" stroke-width="1.2" />
      </symbol>
      <symbol id={id("monument")} viewBox="-12 -12 24 24">
        <path d="M-2-8 0-11 2-8 3 6H-3z" fill="#d9d3c7" stroke="#4a4438" stroke-width="1" />
        <rect x="-7" y="6" width="14" height="4" fill="#b0a898" stroke="#4a4438" stroke-width="1" />
      </symbol>
      <symbol id={id("church")} viewBox="-12 -12 24 24">
        <path d="M-3-8h6v18h-6z" fill="#f2eee4" stroke="#4a4438" stroke-width="1" />
        <path d="M-3-8 0-11 3-8z" fill="#8a3b2b" />
        <path d="M0-11v-1M-1-11.5h2" stroke="#4a4438" stroke-width="0.8" />
        <path d="M-10 10V1l4-4h3v13zM10 10V1L6-3H3v13z" fill="#e6dfcf" stroke="#4a4438" stroke-width="1" />
        <path d="M-1 10V6a1 1 0 0 1 2 0v4z" fill="#4a4438" />
      </symbol>
      {/* A colonial market hall: an arcade under a tiled roof, crates out front. */}
      <symbol id={id("market")} viewBox="-12 -12 24 24">
        <path d="M-11-4-9-9H9L11-4z" fill="#c0532e" stroke="#5a1f0d" stroke-width="1" />
        <path d="M-10-4H10V7H-10z" fill="#f1e4c6" stroke="#5a4a2a" stroke-width="1" />
        <path d="M-8 7V1a2.5 2.5 0 0 1 5 0v6M-2.5 7V1a2.5 2.5 0 0 1 5 0v6M3 7V1a2.5 2.5 0 0 1 5 0v6" fill="#7a5a32" />
        <rect x="-11" y="7" width="22" height="3" fill="#3d8b6d" stroke="#143d2c" stroke-width="0.8" />
      </symbol>
      <symbol id={id("stonemason")} viewBox="-12 -12 24 24">
        <path d="M-10 10-8 1H4L6 10z" fill="#a8a39a" stroke="#4a4438" stroke-width="1" />
        <path d="M2-10 9-3" stroke="#6b4423" stroke-width="2.2" />
        <path d="M-3-7 3-1 6-4 0-10z" fill="#55595f" stroke="#22262b" stroke-width="0.8" />
      </symbol>
      <symbol id={id("carpenter")} viewBox="-12 -12 24 24">
        <rect x="-10" y="2" width="17" height="7" rx="2" fill="#a1663a" stroke="#5d3a1a" stroke-width="1" />
        <ellipse cx="7" cy="5.5" rx="3" ry="3.5" fill="#e0b27a" stroke="#5d3a1a" stroke-width="1" />
        <path d="M-8-2 8-9 9-6-7 1z" fill="#c9ccd1" stroke="#44484e" stroke-width="0.8" />
        <path d="M-6-1-5 1M-3-2-2 0M0-3 1-1M3-4 4-2" stroke="#44484e" stroke-width="0.7" />
      </symbol>
      <symbol id={id("enterprise")} viewBox="-12 -12 24 24">
        <path d="M-11 10V-3L0-9 11-3v13z" fill="#d7c7a8" stroke="#4a3b22" stroke-width="1" />
        <rect x="-7" y="1" width="6" height="6" fill="#b07a3c" stroke="#4a3b22" stroke-width="0.8" />
        <rect x="1" y="1" width="6" height="6" fill="#b07a3c" stroke="#4a3b22" stroke-width="0.8" />
        <path d="M-7 4h6M1 4h6" stroke="#4a3b22" stroke-width="0.6" />
      </symbol>
      <symbol id={id("barracks")} viewBox="-12 -12 24 24">
        <rect x="-10" y="-1" width="20" height="11" fill="#c9b48a" stroke="#3f3420" stroke-width="1" />
        <path d="M-10-1v-3h3v3M-3-1v-3h6v3M7-1v-3h3v3" fill="#c9b48a" stroke="#3f3420" stroke-width="1" />
        <path d="M0-4v-7" stroke="#3f3420" stroke-width="1" />
        <path d="M0-11h7l-2 2 2 2H0z" fill="#b8432f" />
        <rect x="-2" y="4" width="4" height="6" fill="#3f3420" />
      </symbol>
      {/* The three major buildings on the stone squares. */}
      <symbol id={id("palace")} viewBox="-12 -12 24 24">
        <path d="M-6-4C-6-11 6-11 6-4z" fill="#e8c35a" stroke="#5b4510" stroke-width="1" />
        <rect x="-11" y="-4" width="22" height="14" fill="#f4ecdc" stroke="#5b4510" stroke-width="1" />
        <path d="M-7-4V10M-3-4V10M3-4V10M7-4V10" stroke="#5b4510" stroke-width="1" />
      </symbol>
      <symbol id={id("cathedral")} viewBox="-12 -12 24 24">
        <path d="M-10 10V-5h5v15zM5 10V-5h5v15z" fill="#ebe4d2" stroke="#4a4438" stroke-width="1" />
        <path d="M-10-5-7.5-10-5-5zM5-5 7.5-10 10-5z" fill="#5a6e8c" stroke="#2b3647" stroke-width="0.8" />
        <path d="M-5 10V-1L0-5 5-1v11z" fill="#f6f1e4" stroke="#4a4438" stroke-width="1" />
        <circle cy="1" r="2" fill="#5a8fc0" />
        <path d="M-1.5 10V6a1.5 1.5 0 0 1 3 0v4z" fill="#4a4438" />
      </symbol>
      <symbol id={id("fort")} viewBox="-12 -12 24 24">
        <path d="M0-11 4-5 11-5 7 1 9 9 0 6-9 9-7 1-11-5-4-5z" fill="#9c8c73" stroke="#3b3225" stroke-width="1" />
        <circle r="3.5" fill="#6e6250" />
        <path d="M0 0 7-6" stroke="#22262b" stroke-width="2.2" stroke-linecap="round" />
      </symbol>
      {/* Pieces. */}
      <symbol id={id("worker")} viewBox="-10 -10 20 20">
        <circle cy="-5.5" r="3.8" fill="currentColor" stroke="#1d1f24" stroke-width="1" />
        <path d="M-8 9-6-1C-5-2.5 5-2.5 6-1L8 9z" fill="currentColor" stroke="#1d1f24" stroke-width="1" />
      </symbol>
      <symbol id={id("enemy")} viewBox="-10 -10 20 20">
        <path d="M-8-7H8V1C8 6 0 9.5 0 9.5S-8 6-8 1z" fill="#1d1f24" stroke="#fff" stroke-width="1" />
        <path d="M-3.5-1.5C-3.5-6 3.5-6 3.5-1.5 3.5 0 2 1 2 1V3H-2V1S-3.5 0-3.5-1.5z" fill="#fff" />
        <circle cx="-1.4" cy="-2" r="1" fill="#1d1f24" />
        <circle cx="1.4" cy="-2" r="1" fill="#1d1f24" />
      </symbol>
      <symbol id={id("boat")} viewBox="-12 -12 24 24">
        <path d="M-11 3H11L7 9H-7z" fill="#7a4a25" stroke="#3b220e" stroke-width="1" />
        <path d="M0 3V-11" stroke="#3b220e" stroke-width="1.2" />
        <path d="M1-10 9 1H1zM-1-8-8 1H-1z" fill="#f7f3e8" stroke="#6b6357" stroke-width="0.8" />
      </symbol>
      {/* Goods and points. */}
      <symbol id={id("money")} viewBox="-10 -10 20 20">
        <circle r="8" fill="#f2c230" stroke="#9a7300" stroke-width="1.2" />
        <circle r="5" fill="none" stroke="#9a7300" stroke-width="1" />
      </symbol>
      <symbol id={id("vp")} viewBox="-10 -10 20 20">
        <path d="M0-9 2.6-3 9-2.8 4 1.4 5.6 8 0 4.4-5.6 8-4 1.4-9-2.8-2.6-3Z" fill="#2e7d32" />
      </symbol>
      <symbol id={id("stone")} viewBox="-10 -10 20 20">
        <path d="M-8 4-6-5 1-8 8-3 7 6-2 8Z" fill="#9e9e9e" stroke="#5f5f5f" stroke-width="1.2" />
      </symbol>
      <symbol id={id("wood")} viewBox="-10 -10 20 20">
        <rect x="-9" y="-4" width="15" height="8" rx="2" fill="#a1663a" stroke="#5d3a1a" stroke-width="1.2" />
        <ellipse cx="6" cy="0" rx="3" ry="4" fill="#e0b27a" stroke="#5d3a1a" stroke-width="1" />
      </symbol>
      <symbol id={id("precious")} viewBox="-10 -10 20 20">
        <path d="M0-9 8 0 0 9-8 0Z" fill="#8e44ad" stroke="#4a235a" stroke-width="1.2" />
      </symbol>
    </SymbolSheet>
  );
}
