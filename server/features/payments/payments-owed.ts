// Wakes this process's payments worker when a refund becomes owed (a cancellation, a payment that
// came too late), so the guest's money goes back in seconds rather than at the next poll. The row
// is what counts (decision 012): if the signal is lost, or the process dies first, the next poll
// of any process makes the refund.
import { inProcessSignal } from "#server/in-process-signal";

export const paymentsOwed = inProcessSignal("payments-owed");
