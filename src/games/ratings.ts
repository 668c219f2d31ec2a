/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), one finished game per
 * rating period. Written here rather than taken from npm: `glicko2` has no types and
 * keeps players as mutable objects of a ranking, `glicko2.ts` is GPL; this is the
 * paper's steps, checked against its worked example.
 */

/** A rating on the familiar scale: 1500 ± RD, with the volatility σ. */
export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

export const INITIAL: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** System constant: how much the volatility may change (the paper suggests 0.3 to 1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

/** One opponent of a rating period and the score against them (1 win, 0.5 draw, 0 loss). */
export interface Opposed {
  opponent: Rating;
  score: number;
}

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after one period against `games` (none: only the deviation grows). */
export function rate(player: Rating, games: readonly Opposed[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.vol;
  if (games.length === 0) return { rating: player.rating, rd: Math.min(INITIAL.rd, Math.sqrt(phi * phi + sigma * sigma) * SCALE), vol: sigma };
  let vInv = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInv += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // Step 5: the new volatility, by the Illinois algorithm.
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * (phi * phi + v + ex) ** 2) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}
