// Guilds are secret: walking random games, no view and no log entry a seat or a spectator may read names
// the guild of an opponent's warrior (on the board or in reserve) that no combat has shown.
import { describe, expect, it } from "vitest";
import { isLogVisibleTo, type LogEntry } from "../../engine/index";
import { randomPlayout } from "../../engine/play";
import { GUILDS } from "./data";
import { yucatan, type YucatanState, type YucatanView } from "./index";

const GUILD_NAME = new RegExp(GUILDS.join("|"));

/** What the viewer may not know: the view without its own warriors, reserve and moves, and shown warriors. */
function othersPart(view: YucatanView, viewer: number | null): unknown {
  return {
    ...view,
    legalMoves: [],
    warriors: view.warriors.filter((w) => w.owner !== viewer && !w.revealed),
    seats: view.seats.map((s) => ({ ...s, reserveGuilds: s.seat === viewer ? null : s.reserveGuilds })),
  };
}

function checkLog(entry: LogEntry, players: number): void {
  if (!GUILD_NAME.test(JSON.stringify(entry))) return;
  if (entry.key === "yucatan.combat") return expect(entry.seats).toBeUndefined(); // combat shows both guilds
  const owner = entry.params?.seat as number;
  expect(entry.seats, entry.key).toEqual([owner]);
  for (let viewer = 0; viewer < players; viewer++) expect(isLogVisibleTo(entry, viewer)).toBe(viewer === owner);
  expect(isLogVisibleTo(entry, null)).toBe(false);
}

describe("secret guilds", () => {
  for (const players of [2, 3, 4]) {
    it(`stay out of every other seat's views and log entries in random ${players}-player games`, () => {
      let views = 0;
      for (let s = 0; s < 3; s++) {
        const playout = randomPlayout(
          yucatan,
          { players, options: {}, seed: `hidden-${players}-${s}` },
          {
            maxMoves: 500,
            onStep(state) {
              const st = state as YucatanState;
              for (const viewer of [null, ...Array.from({ length: players }, (_, i) => i)]) {
                const view = yucatan.view(st, viewer);
                for (const w of view.warriors) {
                  const real = st.warriors.find((x) => x.id === w.id)!;
                  expect(w.guild).toBe(real.owner === viewer || real.shown ? real.guild : null);
                }
                expect(JSON.stringify(othersPart(view, viewer))).not.toMatch(GUILD_NAME);
                views++;
              }
            },
          },
        );
        for (const entry of playout.log) checkLog(entry, players);
      }
      expect(views).toBeGreaterThan(1000);
    });
  }
});
