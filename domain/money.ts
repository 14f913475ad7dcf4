// Money crosses to the payment provider as integer cents (decision 012); our columns keep euro
// with two decimals (numeric(10,2)). These two are the only way across.

/** Euro (at most two decimals, as stored) to integer cents: 72.5 → 7250. */
export function toCents(euro: number): number {
  const cents = Math.round(euro * 100);
  if (!Number.isSafeInteger(cents) || Math.abs(euro * 100 - cents) > 1e-6) throw new RangeError(`Not an amount in euro and cents: ${euro}`);
  return cents;
}

/** Integer cents to euro: 7250 → 72.5. */
export function fromCents(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  return cents / 100;
}
