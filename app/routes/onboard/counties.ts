import { COUNTIES } from "#domain/constants";

/** All 26 counties, A to Z, for the wizard's pickers (issue 8: not only the spec's 14). */
export const COUNTIES_A_TO_Z = [...COUNTIES].sort((a, b) => a.localeCompare(b));
