/**
 * Deterministic randomness for the demo firm. Every area (people, access, later portfolios, assets,
 * documents) draws from its own sub-seed, and every generated record from its own stream, so adding
 * an area or raising the scale never shifts data that already exists.
 */

import { itemAt } from '../../../domain/shared/present';

export type Rng = () => number;

/** mulberry32: a small, fast 32-bit generator; returns floats in [0, 1). */
export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the parts, giving a 32-bit seed. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  // murmur3's finaliser: neighbouring inputs (record 6, record 7) get unrelated seeds
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The stream for one record of one area: stable whatever else is generated. */
export function recordRng(seed: number, area: string, index: number): Rng {
  return mulberry32(hashSeed(seed, area, index));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return itemAt(items, Math.floor(rng() * items.length));
}

export function intBetween(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}
