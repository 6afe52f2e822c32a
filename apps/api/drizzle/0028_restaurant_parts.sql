CREATE TABLE "restaurant_calendars" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"special_dates" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_capacity" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"capacity" jsonb,
	"busy_extra_minutes" integer DEFAULT 0 NOT NULL,
	"busy_until" timestamp with time zone,
	"missed_orders" jsonb DEFAULT '{"alertMinutes":3,"rejectMinutes":10}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_fulfilment" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"delivery_fee_minor" integer,
	"delivery_minimum_minor" integer DEFAULT 0 NOT NULL,
	"allows_collection" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restaurant_looks" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"theme" jsonb NOT NULL,
	"theme_settings" jsonb DEFAULT '{"faviconUrl":null}'::jsonb NOT NULL,
	"logo_url" text,
	"cover_image_url" text
);
--> statement-breakpoint
CREATE TABLE "restaurant_printers" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"printers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_calendars" ADD CONSTRAINT "restaurant_calendars_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_capacity" ADD CONSTRAINT "restaurant_capacity_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_fulfilment" ADD CONSTRAINT "restaurant_fulfilment_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_looks" ADD CONSTRAINT "restaurant_looks_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurant_printers" ADD CONSTRAINT "restaurant_printers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- data: every restaurant's parts from its row (before restaurant_parts_drop drops the columns)
INSERT INTO "restaurant_printers" ("restaurant_id", "printers") SELECT "id", "printers" FROM "restaurants";
--> statement-breakpoint
INSERT INTO "restaurant_capacity" ("restaurant_id", "capacity", "busy_extra_minutes", "busy_until", "missed_orders") SELECT "id", "capacity", "busy_extra_minutes", "busy_until", "missed_orders" FROM "restaurants";
--> statement-breakpoint
INSERT INTO "restaurant_calendars" ("restaurant_id", "opening_hours", "special_dates") SELECT "id", "opening_hours", "special_dates" FROM "restaurants";
--> statement-breakpoint
INSERT INTO "restaurant_fulfilment" ("restaurant_id", "delivery_fee_minor", "delivery_minimum_minor", "allows_collection") SELECT "id", "delivery_fee_minor", "delivery_minimum_minor", "allows_collection" FROM "restaurants";
--> statement-breakpoint
INSERT INTO "restaurant_looks" ("restaurant_id", "theme", "theme_settings", "logo_url", "cover_image_url") SELECT "id", "theme", "theme_settings", "logo_url", "cover_image_url" FROM "restaurants";
