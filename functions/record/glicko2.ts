// Glicko-2 (Glickman, "Example of the Glicko-2 system", 2012): a rating, its deviation and its
// volatility, updated from the results of a rating period. Games of 3–5 players count as the pairwise
// results their ranking implies (ahead: a win, level: a draw, behind: a loss), all in one period.
export interface Rating {
  rating: number;
  deviation: number;
  volatility: number;
}

export interface PairResult {
  opponent: Rating;
  /** 1 win, 0.5 draw, 0 loss. */
  score: number;
}

export const NEW_RATING: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

const SCALE = 173.7178;
/** The system constant τ: how much volatility may change in one period. */
const TAU = 0.5;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

export function updateRating(player: Rating, results: PairResult[]): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  if (results.length === 0) {
    // No games in the period: only the deviation grows.
    return { ...player, deviation: Math.min(350, Math.sqrt(phi * phi + player.volatility ** 2) * SCALE) };
  }
  const opponents = results.map((r) => ({ mu: (r.opponent.rating - 1500) / SCALE, phi: r.opponent.deviation / SCALE, score: r.score }));
  const v =
    1 /
    opponents.reduce((sum, o) => {
      const e = expected(mu, o.mu, o.phi);
      return sum + g(o.phi) ** 2 * e * (1 - e);
    }, 0);
  const improvement = v * opponents.reduce((sum, o) => sum + g(o.phi) * (o.score - expected(mu, o.mu, o.phi)), 0);

  // The new volatility: the root of f by the Illinois algorithm (step 5 of the paper).
  const a = Math.log(player.volatility ** 2);
  const f = (x: number) =>
    (Math.exp(x) * (improvement ** 2 - phi * phi - v - Math.exp(x))) / (2 * (phi * phi + v + Math.exp(x)) ** 2) - (x - a) / TAU ** 2;
  let low = a;
  let high: number;
  if (improvement ** 2 > phi * phi + v) {
    high = Math.log(improvement ** 2 - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k++;
    high = a - k * TAU;
  }
  let fLow = f(low);
  let fHigh = f(high);
  while (Math.abs(high - low) > EPSILON) {
    const mid = low + ((low - high) * fLow) / (fHigh - fLow);
    const fMid = f(mid);
    if (fMid * fHigh <= 0) {
      low = high;
      fLow = fHigh;
    } else {
      fLow /= 2;
    }
    high = mid;
    fHigh = fMid;
  }
  const volatility = Math.exp(low / 2);
  const phiStar = Math.sqrt(phi * phi + volatility * volatility);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * opponents.reduce((sum, o) => sum + g(o.phi) * (o.score - expected(mu, o.mu, o.phi)), 0);
  return { rating: muNew * SCALE + 1500, deviation: phiNew * SCALE, volatility };
}

/**
 * New ratings for every seat of a finished game from its scores (higher is better): each player is
 * rated against every other as a win, draw or loss, from everyone's ratings before the game.
 */
export function rateGame(before: Rating[], scores: number[]): Rating[] {
  return before.map((player, i) =>
    updateRating(
      player,
      before.flatMap((opponent, j) =>
        j === i ? [] : [{ opponent, score: scores[i]! > scores[j]! ? 1 : scores[i] === scores[j] ? 0.5 : 0 }],
      ),
    ),
  );
}
