// Every message of both catalogs, the shell's and every game's, rendered with sample parameters and read
// for the faults a reader notices: a hole left unfilled, "undefined", "1 … games", "de Alice" where French
// elides, and French punctuation (: ; ! ?) without the non-breaking space before it. Game log lines take
// their parameters from real random games; the others get samples by parameter name, with counts of 1
// and 2 (one and many) and player names that start with a vowel.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { randomPlayout } from "../engine/play";
import { GAME_IDS, gameModule, gameRules, loadGames } from "../games/index";

await loadGames();
import { boardMessages } from "./boards";
import { en } from "./en";
import { fr } from "./fr";
import { LANGS, joinCatalogs, translator, type Catalog, type Lang, type Params } from "./index";
import { planMessages } from "./plan";
import { planPanelMessages } from "./plan-panel";
import { seatsWantedMessages } from "./seats-wanted";
import { leaveSectionMessages } from "./leave-section";
import { offlineMessages } from "./offline";
import { socialMessages } from "./social";
import { clockMessages } from "./clocks";
import { tournamentMessages } from "./tournaments";
import { leagueMessages } from "./leagues";
import { competitionPageMessages } from "./competition-pages";
import { mailMessages } from "./mail";
import { blockMessages } from "./blocks";
import { friendMessages } from "./friends";
import { settingsMailMessages } from "./settings-mail";
import { moderationMessages } from "./moderation";

const catalogs: Catalog[] = [
  { en, fr },
  socialMessages,
  boardMessages,
  offlineMessages,
  clockMessages,
  planMessages,
  planPanelMessages,
  seatsWantedMessages,
  leaveSectionMessages,
  tournamentMessages,
  leagueMessages,
  competitionPageMessages,
  mailMessages,
  blockMessages,
  friendMessages,
  settingsMailMessages,
  moderationMessages,
  ...(await Promise.all(GAME_IDS.map((id) => gameModule(id).loadMessages()))),
];
const everything = joinCatalogs(...catalogs);
const GAMES = fileURLToPath(new URL("../games/", import.meta.url));

/** Player names that start with a vowel, so a French "de" before them must elide. */
const playerName = (seat: number) => ["Ana", "Émile", "Ines", "Olga", "Ugo"][seat] ?? `P${seat}`;

/** Parameters seen in real log lines, by key: a few random games of each. */
function loggedParams(): Map<string, Params[]> {
  const seen = new Map<string, Params[]>();
  for (const [id, game] of GAME_IDS.map((id) => [id, gameRules(id)] as const)) {
    for (const seed of ["catalog-1", "catalog-2"]) {
      const { log } = randomPlayout(game, { players: 3, options: {}, seed: `${id}-${seed}` }, { maxMoves: 300 });
      for (const entry of log) {
        const list = seen.get(entry.key) ?? [];
        if (list.length < 4) seen.set(entry.key, [...list, entry.params ?? {}]);
      }
    }
  }
  return seen;
}

/** A sample for a parameter, by its name: counts are numbers, names are names, lists are lists. */
function sample(name: string, count: number): unknown {
  if (/^(seats|scores|winners|dice|routes|garrisons|slots|pieces|obsidian|guilds|cells|hexes|order)$/.test(name))
    return count === 1 ? [1] : [1, 2];
  if (
    /^(n|count|games|moves|days|hours|minutes|total|seats?|taken|left|moved|level|year|years|rating|deviation|points|score|coins|vp)$/i.test(
      name,
    )
  )
    return name === "seat" ? 0 : count;
  if (/names?$/i.test(name) || name === "game") return name === "game" ? "Yucatàn" : "Alice";
  if (/(url|link)$/i.test(name)) return "https://turnpost.example/x";
  if (/(deadline|when|time|date)$/i.test(name)) return "12 March, 18:30";
  return `${name}-sample`;
}

const holes = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

const UNDEFINED = "undefined or NaN";

/** The faults a reader would see in `text`. */
function faults(lang: Lang, text: string): string[] {
  const found: string[] = [];
  if (/\{\w+\}/.test(text)) found.push("a placeholder left unfilled");
  if (/undefined|NaN|\[object/.test(text)) found.push(UNDEFINED);
  if (
    /\b1 (?:\w+ )?(games|moves|days|hours|minutes|players|seats|messages|prisoners|stones|cards|coins|workers|places|parties|coups|jours|heures|joueurs|cartes|pierres|points)\b/.test(
      text,
    )
  )
    found.push("a plural after 1");
  if (lang === "fr") {
    if (/\b[dD]e (?:[AEIOUÉaeiouéè]|H[a-z]*\b(?<!haut))/.test(text.replace(/\bde (la|le|l’|l')/g, "")))
      found.push("no elision before a vowel (de A…)");
    if (/[^\s\u00a0\u202f][:;!?](?=\s|$)/.test(text) || / [:;!?](?=\s|$)/.test(text)) found.push("no non-breaking space before : ; ! ?");
  }
  return found;
}

describe("the message catalogs", () => {
  const logged = loggedParams();
  for (const lang of LANGS) {
    it(`every ${lang} message renders without a visible fault`, () => {
      const t = translator(lang, everything);
      const problems: string[] = [];
      const keys = new Set(catalogs.flatMap((c) => Object.keys(c.en)));
      for (const key of keys) {
        const message = catalogs.find((c) => key in c.en)![lang][key] ?? catalogs.find((c) => key in c.en)!.en[key];
        const samples: Params[] = logged.get(key) ?? [];
        if (samples.length === 0) {
          for (const count of [1, 2]) {
            // A string names its holes; a function reads what it reads, so it is asked by a stand-in.
            if (typeof message === "string") samples.push(Object.fromEntries(holes(message).map((h) => [h, sample(h, count)])));
            else
              samples.push(
                new Proxy({}, { get: (_, name) => (typeof name === "string" ? sample(name, count) : undefined), has: () => true }),
              );
          }
        }
        for (const params of samples) {
          let text: string;
          try {
            text = t(key, params, playerName);
          } catch (error) {
            problems.push(`${key}: throws with ${logged.has(key) ? "logged" : "sample"} parameters: ${error}`);
            continue;
          }
          // A stand-in cannot give a game's own values (a cell, a kind): only the grammar is read then.
          const standIn = !logged.has(key) && typeof message !== "string";
          for (const fault of faults(lang, text)) if (!(standIn && fault === UNDEFINED)) problems.push(`${key}: ${fault}: «${text}»`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  // The rules give refusals as keys (typed against each game's catalog; the engine's own and a game's
  // setup ones as plain strings): every key they can give must read in both languages.
  it("phrases every refusal the rules can give, in both languages", () => {
    const sources = readdirSync(GAMES, { recursive: true, encoding: "utf8" })
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$|messages\.ts$/.test(file))
      .map((file) => join(GAMES, file))
      .concat(fileURLToPath(new URL("../engine/parse.ts", import.meta.url)));
    const refusals = new Set(
      sources.flatMap((file) => [...readFileSync(file, "utf8").matchAll(/"([\w-]+\.refused\.\w+)"/g)].map((m) => m[1]!)),
    );
    expect(refusals.size).toBeGreaterThan(150);
    for (const lang of LANGS) {
      const t = translator(lang, everything);
      for (const key of refusals) {
        expect(everything[lang][key], `${lang} ${key}`).toBeDefined();
        const params = new Proxy({}, { get: (_, name) => (typeof name === "string" ? sample(name, 2) : undefined), has: () => true });
        expect(t(key, params, playerName), `${lang} ${key}`).not.toMatch(/\{\w+\}|refused/);
      }
    }
  });

  it("the French catalogs have every English key", () => {
    for (const c of catalogs) expect(Object.keys(c.fr).sort()).toEqual(Object.keys(c.en).sort());
  });
});
