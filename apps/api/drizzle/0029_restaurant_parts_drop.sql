ALTER TABLE "restaurants" DROP COLUMN "theme";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "theme_settings";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "delivery_fee_minor";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "delivery_minimum_minor";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "allows_collection";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "printers";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "opening_hours";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "special_dates";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "logo_url";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "cover_image_url";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "capacity";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "busy_extra_minutes";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "busy_until";--> statement-breakpoint
ALTER TABLE "restaurants" DROP COLUMN "missed_orders";