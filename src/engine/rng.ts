/**
 * A seeded random generator whose whole state is four 32-bit numbers, so it can be
 * stored inside the game state (sfc32: small, fast, passes PractRand to 2^40+).
 */

export type RngState = [number, number, number, number];

/** Seeds the generator from any string (e.g. a channel id and a timestamp chosen by the caller). */
export function seedRng(seed: string): RngState {
  // FNV-1a hashes of the seed with four salts give four independent words.
  const words = [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x85ebca6b].map((salt) => {
    let h = salt >>> 0;
    for (let i = 0; i < seed.length; i++) {
      h ^= seed.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h >>> 0;
  }) as RngState;
  let state = words;
  // Warm up so similar seeds diverge.
  for (let i = 0; i < 12; i++) state = nextRandom(state)[1];
  return state;
}

/** Returns a uniform 32-bit unsigned integer and the next state. */
export function nextRandom(s: RngState): [number, RngState] {
  let [a, b, c, d] = s;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return [t >>> 0, [a >>> 0, b >>> 0, c >>> 0, d >>> 0]];
}

/** A uniform integer in [0, n), without modulo bias. */
export function randomBelow(s: RngState, n: number): [number, RngState] {
  const limit = Math.floor(0x100000000 / n) * n;
  let state = s;
  for (;;) {
    const [x, next] = nextRandom(state);
    state = next;
    if (x < limit) return [x % n, state];
  }
}

/** Fisher-Yates shuffle of a string's characters. */
export function shuffle(text: string, s: RngState): [string, RngState] {
  const chars = [...text];
  let state = s;
  for (let i = chars.length - 1; i > 0; i--) {
    const [j, next] = randomBelow(state, i + 1);
    state = next;
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return [chars.join(''), state];
}
