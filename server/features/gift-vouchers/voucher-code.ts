// A voucher's code: crypto-random, shown once (in the recipient's e-mail and on the printable
// page its link opens) and stored only as a hash, so the table gives no code away (decision 017).
import { createHash, randomInt } from "node:crypto";
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from "#domain/gift-vouchers";

export function newVoucherCode(): string {
  let code = "";
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++) code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return code;
}

/** SHA-256, hex, of the code in its stored form (domain/gift-vouchers.ts: normalizeVoucherCode). */
export function hashVoucherCode(code: string): string {
  return createHash("sha256").update(code).digest("hex");
}
