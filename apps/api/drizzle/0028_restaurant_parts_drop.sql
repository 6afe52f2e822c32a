ALTER TABLE "restaurants" DROP COLUMN "printers";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "capacity";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "busy_extra_minutes";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "busy_until";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "missed_orders";