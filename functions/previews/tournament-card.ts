// A tournament told for link previews: the words chat apps show and its picture, 1200×630 like a game's
// card, with the tournament's name, its game and format, where it stands, and the top of the standings
// (or, while it is open, the places left); a league's link shows its top division's. Only what its
// public page shows. Pure.
import { FONT_FAMILY, INK } from "../../shared/palette";
import { escapeHtml } from "../mail/templates";
import { CARD_HEIGHT, CARD_WIDTH, text } from "./card";
import type { Description } from "./describe";

export interface TournamentFacts {
  name: string;
  gameName: string;
  format: "round-robin" | "swiss";
  tableSize: number;
  status: "open" | "active" | "finished" | "cancelled";
  entrants: number;
  maxEntrants: number;
  /** Rounds opened so far, and the rounds the schedule holds (a Swiss's as planned). */
  round: number;
  rounds: number;
  /** Best first. */
  standings: { rank: number; name: string; points: number }[];
}

const FORMAT = { "round-robin": "Round-robin", swiss: "Swiss" } as const;
/** Rows of standings that fit under the header. */
const ROWS = 6;

const points = (n: number) => `${Math.round(n * 100) / 100} pt${n === 1 ? "" : "s"}`;

function where(facts: TournamentFacts): string {
  switch (facts.status) {
    case "open": {
      const left = facts.maxEntrants - facts.entrants;
      return `Open for entry: ${left} place${left === 1 ? "" : "s"} left of ${facts.maxEntrants}`;
    }
    case "active":
      return `Round ${facts.round} of ${facts.rounds} in play`;
    case "finished":
      return `Over: ${facts.standings[0]?.name ?? "nobody"} won`;
    case "cancelled":
      return "Cancelled";
  }
}

/** The top three of the standings in a line. */
function leadersOf(facts: TournamentFacts): string {
  return facts.standings
    .slice(0, 3)
    .map((s) => `${s.rank}. ${s.name} (${points(s.points)})`)
    .join(", ");
}

/** What a link to the tournament's page says. */
export function describeTournament(facts: TournamentFacts): Description {
  const leaders = leadersOf(facts);
  return {
    title: `${facts.name}: ${FORMAT[facts.format]} of ${facts.gameName}`,
    description: `${where(facts)}.${leaders && facts.status !== "open" ? ` ${leaders}.` : ""}`,
  };
}

/** What a link to a league's page says: its season, its divisions and the top division's leaders. */
export function describeLeague(league: { name: string; season: number; divisions: number }, top: TournamentFacts): Description {
  const leaders = leadersOf(top);
  return {
    title: `${league.name}: a league of ${top.gameName}`,
    description: `Season ${league.season}, ${league.divisions} division${league.divisions === 1 ? "" : "s"}.${leaders ? ` Division 1: ${leaders}.` : ""}`,
  };
}

/** The picture's address for the tournament as it is now (its revision); null for a private one. */
export function tournamentImageUrl(appUrl: string, tournament: { id: string; rev: number; private: boolean }): string | null {
  return tournament.private ? null : new URL(`/og/t/${tournament.id}/${tournament.rev}.png`, appUrl).toString();
}

/** The picture as an SVG document. */
export function tournamentCardSvg(facts: TournamentFacts): string {
  const { title, description } = describeTournament(facts);
  const rows =
    facts.status === "open"
      ? [text(`${facts.entrants} of ${facts.maxEntrants} players entered`, 60, 330, { size: 34, colour: INK })]
      : facts.standings.slice(0, ROWS).flatMap((s, index) => {
          const y = 290 + index * 54;
          return [
            `<circle cx="78" cy="${y - 12}" r="18" fill="${index === 0 ? "#f9a825" : "#0b5cad"}"/>`,
            text(String(s.rank), 78, y - 3, { size: 22, colour: index === 0 ? INK : "#ffffff", anchor: "middle", bold: true }),
            text(s.name, 120, y, { size: 30, colour: INK, bold: index === 0 }, 760),
            text(points(s.points), 1140, y, { size: 30, colour: INK, anchor: "end", bold: true }),
          ];
        });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<title>${escapeHtml(`${title}. ${description}`)}</title>`,
    `<g font-family="${FONT_FAMILY}">`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#fbf8f2"/>`,
    `<rect width="${CARD_WIDTH}" height="104" fill="${INK}"/>`,
    text(facts.name, 48, 72, { size: 50, colour: "#ffffff", bold: true }, 900),
    text("Turnpost", 1152, 66, { size: 24, colour: "#ffffff", anchor: "end" }),
    text(`${facts.gameName} · ${FORMAT[facts.format]} · ${facts.tableSize} per table`, 48, 160, { size: 30, colour: INK }, 1100),
    text(where(facts), 48, 210, { size: 28, colour: "#0b5cad", bold: true }, 1100),
    `<rect x="40" y="238" width="1120" height="${CARD_HEIGHT - 238 - 30}" rx="14" fill="#ffffff" stroke="#d9d3c7" stroke-width="2"/>`,
    ...rows,
    "</g>",
    "</svg>",
  ].join("\n");
}
