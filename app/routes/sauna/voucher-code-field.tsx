// Book Now's optional gift voucher code (decision 017): the server checks it, takes what the
// voucher covers off the total and says so; the rest is paid by card or at the sauna.
import type { Ref } from "react";
import { Input, Label } from "#app/components/ui/input";

export function VoucherCodeField({ ref }: { ref: Ref<HTMLInputElement> }) {
  return (
    <div className="mt-4 max-w-sm space-y-1.5">
      <Label htmlFor="booking-voucher">Gift voucher code <span className="font-normal text-muted">(optional)</span></Label>
      <Input ref={ref} id="booking-voucher" name="voucherCode" autoComplete="off" spellCheck={false} placeholder="XXXX-XXXX-XXXX-XXXX" aria-describedby="booking-voucher-hint" />
      <p id="booking-voucher-hint" className="text-xs text-muted">Its amount comes off the total; what is left stays on the voucher.</p>
    </div>
  );
}
