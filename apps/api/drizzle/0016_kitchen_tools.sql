CREATE TYPE "public"."order_channel" AS ENUM('online', 'phone', 'counter');--> statement-breakpoint
CREATE TYPE "public"."print_job_status" AS ENUM('pending', 'claimed', 'sending', 'printed', 'uncertain');--> statement-breakpoint
CREATE TABLE "print_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_version" integer NOT NULL,
	"cause" text NOT NULL,
	"printer_name" text NOT NULL,
	"ticket" text NOT NULL,
	"lines" jsonb NOT NULL,
	"status" "print_job_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"printed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "printers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" "order_channel" DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD CONSTRAINT "print_jobs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_accept_unique" ON "print_jobs" USING btree ("order_id","order_version","printer_name","ticket") WHERE "print_jobs"."cause" = 'accept';--> statement-breakpoint
CREATE INDEX "print_jobs_due_idx" ON "print_jobs" USING btree ("next_attempt_at") WHERE "print_jobs"."status" IN ('pending', 'claimed', 'sending');--> statement-breakpoint
CREATE INDEX "print_jobs_order_idx" ON "print_jobs" USING btree ("restaurant_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_waiting_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'Pending Confirmation';