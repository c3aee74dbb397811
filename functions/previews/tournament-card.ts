// A tournament told for link previews: the words chat apps show and its picture, 1200×630 like a game's
// card, with the tournament's name, its game and format, where it stands, and the top of the standings
// (or, while it is open, the places left). Only what its public page shows. Pure.
import { fitLettering, lettering } from "../../shared/previews/lettering";
import { INK, seatColour } from "../../shared/previews/palette";
import { escapeHtml } from "../mail/templates";
import { CARD_HEIGHT, CARD_WIDTH } from "./card";
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

/** What a link to the tournament's page says. */
export function describeTournament(facts: TournamentFacts): Description {
  const leaders = facts.standings
    .slice(0, 3)
    .map((s) => `${s.rank}. ${s.name} (${points(s.points)})`)
    .join(", ");
  return {
    title: `${facts.name}: ${FORMAT[facts.format]} of ${facts.gameName}`,
    description: `${where(facts)}.${leaders && facts.status !== "open" ? ` ${leaders}.` : ""}`,
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
      ? [lettering(`${facts.entrants} of ${facts.maxEntrants} players entered`, 60, 330, { size: 34, colour: INK, weight: 0.13 })]
      : facts.standings.slice(0, ROWS).flatMap((s, index) => {
          const y = 290 + index * 54;
          return [
            `<circle cx="78" cy="${y - 12}" r="18" fill="${seatColour(index)}"/>`,
            lettering(String(s.rank), 78, y - 3, { size: 22, colour: "#ffffff", anchor: "middle", weight: 0.16 }),
            lettering(fitLettering(s.name, 30, 760), 120, y, { size: 30, colour: INK, weight: index === 0 ? 0.16 : 0.11 }),
            lettering(points(s.points), 1140, y, { size: 30, colour: INK, anchor: "end", weight: 0.13 }),
          ];
        });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<title>${escapeHtml(`${title}. ${description}`)}</title>`,
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#f6f1e7"/>`,
    `<rect width="${CARD_WIDTH}" height="104" fill="#1f3d33"/>`,
    lettering(fitLettering(facts.name, 44, 900), 48, 74, { size: 44, colour: "#ffffff", weight: 0.14 }),
    lettering("Turnpost", 1152, 66, { size: 20, colour: "#a5d6a7", anchor: "end", weight: 0.12 }),
    lettering(fitLettering(`${facts.gameName} - ${FORMAT[facts.format]} - ${facts.tableSize} per table`, 28, 1100), 48, 160, {
      size: 28,
      colour: INK,
      weight: 0.13,
    }),
    lettering(fitLettering(where(facts), 26, 1100), 48, 210, { size: 26, colour: "#1f6f50", weight: 0.15 }),
    `<rect x="40" y="238" width="1120" height="${CARD_HEIGHT - 238 - 30}" rx="14" fill="#fffdf8" stroke="#d8cfbd" stroke-width="2"/>`,
    ...rows,
    "</svg>",
  ].join("\n");
}
