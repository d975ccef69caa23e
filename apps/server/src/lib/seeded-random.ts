/**
 * A seeded random generator (mulberry32): the same seed gives the same numbers on every
 * machine and run, for made-up data that must be drawn again — the demo's history, sample
 * pictures, benchmark volumes. Tiny and fast; never for anything secret.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
