// Yucatàn: the view hides the guild of every enemy warrior no combat has revealed, on the board or in
// reserve. Each seat owns WARRIORS_PER_GUILD warriors of each guild, so a sample deals the guilds not
// accounted for by revealed warriors at random over the hidden warriors and the reserve. The setup step
// within a phase follows from the seat the game awaits. Games are long, so a tried move is scored
// directly by the race to the pyramid.
import { Random } from "../../engine/random";
import { rulesAtLeast } from "../../engine/revision";
import { GUILDS, PRISONERS_PER_LEVEL, PYRAMID_LEVELS, WARRIORS_PER_GUILD, type Guild } from "./data";
import { yucatan, type YucatanState } from "./index";
import type { YucatanMove, YucatanView } from "./index";
import { setupSeat } from "./rules";
import { lead, type Knowledge } from "../../bots/search";

function setupStep(view: YucatanView): number {
  if (view.phase === "play" || view.phase === "over") return 0;
  const probe = { players: view.players, phase: view.phase } as YucatanState;
  for (let step = 0; step < view.players; step++) if (setupSeat({ ...probe, step }) === view.awaiting[0]) return step;
  return 0;
}

function determinizeYucatan(view: YucatanView, _seat: number, rng: Random): YucatanState {
  const warriors = view.warriors.map((w) => ({
    id: w.id,
    owner: w.owner,
    hex: w.hex,
    guild: w.guild as Guild,
    carried: w.prisoners,
    shown: w.revealed,
  }));
  const seats = view.seats.map((s) => {
    const reserve = s.reserveGuilds ? { ...s.reserveGuilds } : { jaguar: 0, hummingbird: 0, snake: 0 };
    if (!s.reserveGuilds) {
      const pool: Guild[] = [];
      for (const guild of GUILDS) {
        const known = warriors.filter((w) => w.owner === s.seat && w.guild === guild).length;
        for (let i = known; i < WARRIORS_PER_GUILD; i++) pool.push(guild);
      }
      const dealt = rng.shuffle(pool);
      for (const w of warriors) if (w.owner === s.seat && !w.guild) w.guild = dealt.pop() ?? rng.pick(GUILDS);
      for (let i = 0; i < s.reserve; i++) reserve[dealt.pop() ?? rng.pick(GUILDS)]++;
    }
    return { reserve, villagesLeft: s.villagesLeft, cityPrisoners: view.cities[s.seat]!.prisoners, pyramid: s.pyramid };
  });
  return {
    players: view.players,
    revision: view.revision,
    ...(rulesAtLeast(view, 2) ? { firstPlayer: view.firstPlayer } : {}),
    // Yucatàn draws nothing: the generator is a placeholder.
    rng: Random.fromSeed("determinized").state,
    phase: view.phase,
    step: setupStep(view),
    turn: view.turn,
    pending: view.pending ? { seat: view.pending.seat } : null,
    villages: view.villages.map((v) => ({ hex: v.hex, owner: v.owner, large: v.size === "large" })),
    warriors,
    seats,
    prisonerSupply: view.prisonerSupply,
    neutralLeft: view.neutralVillagesLeft,
    nextWarrior: Math.max(0, ...view.warriors.map((w) => w.id)) + 1,
    winner: view.winner,
  };
}

/** Progress towards the pyramid, in prisoners: built levels, prisoners at home and carried, and the means to get more. */
function progress(state: YucatanState, seat: number): number {
  const s = state.seats[seat]!;
  let carried = 0;
  let warriors = 0;
  for (const w of state.warriors) {
    if (w.owner !== seat) continue;
    carried += w.carried;
    warriors++;
  }
  const villages = state.villages.reduce((n, v) => n + (v.owner === seat ? (v.large ? 2 : 1) : 0), 0);
  // A built level is worth more than the prisoners it took, so building is never put off.
  return (s.pyramid * (PRISONERS_PER_LEVEL + 1) + s.cityPrisoners) * 1.2 + carried * 0.7 + villages * 0.35 + warriors * 0.25;
}

export const yucatanKnowledge: Knowledge<YucatanState, YucatanMove, YucatanView> = {
  game: yucatan,
  determinize: determinizeYucatan,
  evaluate: (state, seat) =>
    lead(
      state.seats.map((_, s) => progress(state, s)),
      seat,
      PYRAMID_LEVELS,
    ),
  rolloutPlies: 0,
  iterations: 1,
  samples: 2,
};
