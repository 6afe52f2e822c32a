ALTER TABLE "orders" ADD COLUMN "amount_paid_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "waiting_since" timestamp with time zone;