-- Stripe events and payments are each organisation's: an event id or invoice id one
-- organisation's endpoint has seen neither silences nor updates another's.
DROP INDEX "billing_payments_provider_idx";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" DROP CONSTRAINT "payment_webhook_events_pkey";--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_company_id_event_id_pk" PRIMARY KEY("company_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_payments_provider_idx" ON "billing_payments" USING btree ("company_id","provider","provider_payment_id");
