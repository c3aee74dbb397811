// The board image of a game, as an SVG document of 1200×630 (the link-preview size): a header with the
// game's name, the players and whose turn it is (or the result), and the game's board drawn from the
// spectator view. Pure: the same game gives the same picture. Its words are <text> in the page's
// typeface, which the renderer is given (png.ts), so names keep their accents.
import type { GameResult } from "../../shared/engine/index";
import { gameModule, type GameId } from "../../shared/games/index";
import { FONT_FAMILY, INK, seatColour } from "../../shared/palette";
import type { Box } from "../../shared/previews/box";
import { escapeHtml } from "../mail/templates";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardInput {
  /** The game's id in the registry ("balam"): its module draws the board. */
  game: GameId;
  gameName: string;
  /** Names by seat; null for an open seat. */
  players: (string | null)[];
  status: "open" | "active" | "finished";
  awaiting: number[];
  result: GameResult | null;
  /** The spectator view (`view(state, null)`); null before the game starts. */
  view: unknown;
  /** What the picture shows, in words: its accessible title. */
  summary: string;
}

export interface TextStyle {
  /** Font size in pixels. */
  size: number;
  colour: string;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
}

/**
 * A generous width for `text` at `size`: Atkinson Hyperlegible's letters average about 0.55 em, its
 * capitals and bold more; over-estimating shortens a long name a little early rather than overflow.
 */
const textWidth = (text: string, style: TextStyle) => [...text].length * style.size * (style.bold ? 0.64 : 0.6);

/** `content` at (x, y) on its baseline, shortened with "…" to fit `maxWidth` pixels; escaped, never markup. */
export function text(content: string, x: number, y: number, style: TextStyle, maxWidth = Number.POSITIVE_INFINITY): string {
  let shown = content.replace(/\s+/g, " ").trim();
  if (textWidth(shown, style) > maxWidth) {
    const chars = [...shown];
    while (chars.length > 0 && textWidth(`${chars.join("")}…`, style) > maxWidth) chars.pop();
    shown = `${chars.join("").trimEnd()}…`;
  }
  const anchor = style.anchor && style.anchor !== "start" ? ` text-anchor="${style.anchor}"` : "";
  const weight = style.bold ? ` font-weight="700"` : "";
  return `<text x="${x}" y="${y}" font-size="${style.size}" fill="${style.colour}"${anchor}${weight}>${escapeHtml(shown)}</text>`;
}

export function seatName(players: (string | null)[], seat: number): string {
  return players[seat] ?? `Player ${seat + 1}`;
}

function statusLine(input: CardInput): string {
  if (input.status === "open") {
    const open = input.players.filter((p) => p === null).length;
    return `${open} seat${open === 1 ? "" : "s"} open`;
  }
  if (input.status === "finished") {
    const winners = (input.result?.winners ?? []).map((s) => seatName(input.players, s));
    return winners.length === 0 ? "Game over" : `${winners.join(" & ")} ${winners.length === 1 ? "wins" : "win"}`;
  }
  const awaited = input.awaiting.map((s) => seatName(input.players, s));
  return awaited.length === 0 ? "In play" : `${awaited.join(" & ")} to play`;
}

function playerRows(input: CardInput): string {
  const parts: string[] = [];
  const rowHeight = input.players.length > 4 ? 62 : 72;
  input.players.forEach((name, seat) => {
    const y = 250 + seat * rowHeight;
    const colour = seatColour(input.game, seat);
    const awaited = input.status === "active" && input.awaiting.includes(seat);
    const winner = input.status === "finished" && (input.result?.winners ?? []).includes(seat);
    if (awaited) parts.push(`<polygon points="40,${y - 22} 56,${y - 11} 40,${y}" fill="${INK}"/>`);
    if (winner) parts.push(star(48, y - 11, 11));
    parts.push(
      name === null
        ? `<circle cx="84" cy="${y - 11}" r="15" fill="none" stroke="${colour}" stroke-width="3" stroke-dasharray="5 4"/>`
        : `<circle cx="84" cy="${y - 11}" r="15" fill="${colour}"/>`,
    );
    const score = input.status === "finished" ? String(input.result?.scores[seat] ?? "") : "";
    const scoreWidth = score ? 70 : 0;
    const label = name === null ? "open seat" : name;
    parts.push(text(label, 112, y, { size: 26, colour: name === null ? "#5a606b" : INK, bold: awaited || winner }, 380 - 112 - scoreWidth));
    if (score) parts.push(text(score, 392, y, { size: 26, colour: INK, anchor: "end", bold: true }));
  });
  return parts.join("");
}

function star(cx: number, cy: number, r: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.45;
    return `${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(" ")}" fill="#f9a825" stroke="${INK}" stroke-width="1.5"/>`;
}

/** An empty table for a game that waits for players: one chair per seat. */
function waitingRoom(input: CardInput, box: Box): string {
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const parts = [`<circle cx="${cx}" cy="${cy}" r="120" fill="#d7c4a3" stroke="${INK}" stroke-width="3"/>`];
  input.players.forEach((name, seat) => {
    const a = (2 * Math.PI * seat) / input.players.length - Math.PI / 2;
    const x = cx + 175 * Math.cos(a);
    const y = cy + 175 * Math.sin(a);
    const colour = seatColour(input.game, seat);
    parts.push(
      name === null
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="36" fill="#fff" stroke="${colour}" stroke-width="4" stroke-dasharray="9 7"/>`
        : `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="36" fill="${colour}"/>`,
    );
  });
  return parts.join("");
}

/** The picture as an SVG document. */
export function cardSvg(input: CardInput): string {
  const board: Box = { x: 430, y: 140, width: 730, height: 460 };
  const picture =
    input.view === null || input.view === undefined
      ? waitingRoom(input, board)
      : gameModule(input.game).drawPreview(input.view as never, board);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<title>${escapeHtml(input.summary)}</title>`,
    `<g font-family="${FONT_FAMILY}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#fbf8f2"/>`,
    `<rect width="${CARD_WIDTH}" height="104" fill="${INK}"/>`,
    text(input.gameName, 48, 72, { size: 50, colour: "#ffffff", bold: true }, 820),
    text("Turnpost", 1152, 66, { size: 24, colour: "#ffffff", anchor: "end" }),
    text(statusLine(input), 40, 176, { size: 30, colour: "#0b5cad", bold: true }, 380),
    playerRows(input),
    `<rect x="${board.x - 10}" y="${board.y - 10}" width="${board.width + 20}" height="${board.height + 20}" rx="14" fill="#ffffff" stroke="#d9d3c7" stroke-width="2"/>`,
    picture,
    "</g>",
    "</svg>",
  ].join("\n");
}
