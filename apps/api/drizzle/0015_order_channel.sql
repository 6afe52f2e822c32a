CREATE TYPE "public"."order_channel" AS ENUM('online', 'phone', 'counter');--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel" "order_channel" DEFAULT 'online' NOT NULL;