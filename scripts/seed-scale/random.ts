// A seeded random source for the scale data set: the same seed gives the same rows (ids
// included), so two seeded databases, and the benchmarks run on them, can be compared.
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export class Random {
  private readonly rng;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** In [0, 1). */
  float(): number {
    return uniformFloat64(this.rng);
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.float() * items.length)];
  }

  /** An index into `weights`, each chosen in proportion to its weight. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.float() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    return Math.sqrt(-2 * Math.log(1 - this.float())) * Math.cos(2 * Math.PI * this.float());
  }

  /** Exponential with mean 1. */
  exponential(): number {
    return -Math.log(1 - this.float());
  }

  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.float() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, n);
  }

  /** A version 4 UUID (what gen_random_uuid() makes), from this seed. */
  uuid(): string {
    let hex = "";
    for (let i = 0; i < 4; i++) hex += (this.rng.next() >>> 0).toString(16).padStart(8, "0");
    const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  }

  /** Letters and digits, like better-auth's generated ids. */
  alphanumeric(length: number): string {
    let s = "";
    for (let i = 0; i < length; i++) s += ALPHANUMERIC[Math.floor(this.float() * ALPHANUMERIC.length)];
    return s;
  }
}
