ALTER TABLE "orders" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "is_accepting_orders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_restaurant_status_updated_idx" ON "orders" USING btree ("restaurant_id","status","updated_at");--> statement-breakpoint
UPDATE "orders" SET "customer_name" = "users"."name" FROM "users" WHERE "users"."id" = "orders"."user_id" AND "orders"."customer_name" = '';
