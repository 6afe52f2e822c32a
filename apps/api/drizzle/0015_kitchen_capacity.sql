ALTER TABLE "restaurants" ADD COLUMN "capacity" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("restaurant_id","order_type","slot_starts_at") WHERE "orders"."slot_starts_at" IS NOT NULL;