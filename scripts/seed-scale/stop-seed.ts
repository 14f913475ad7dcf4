/** The stops' own seed, so the other rows are the same with or without them (seed-scale.ts, add-stops.ts). */
export const STOP_SEED = 2026 + 10;
