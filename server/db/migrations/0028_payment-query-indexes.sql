-- Card payments at scale (docs/performance.md): a host's payouts newest first (admin Payouts'
-- history; a card transfer is a payout of one booking), and a sauna's reviews newest first in any
-- status (the owner dashboard's recent activity).
CREATE INDEX "payouts_host_paid_idx" ON "payouts" USING btree ("host_id","paid_at");--> statement-breakpoint
CREATE INDEX "reviews_sauna_created_idx" ON "reviews" USING btree ("sauna_id","created_at");
