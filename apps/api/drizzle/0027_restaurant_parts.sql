CREATE TABLE "restaurant_printers" (
	"restaurant_id" uuid PRIMARY KEY NOT NULL,
	"printers" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restaurant_printers" ADD CONSTRAINT "restaurant_printers_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- data: every restaurant's parts from its row (before restaurant_parts_drop drops the columns)
INSERT INTO "restaurant_printers" ("restaurant_id", "printers") SELECT "id", "printers" FROM "restaurants";
