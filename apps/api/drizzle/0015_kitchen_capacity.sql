CREATE TABLE "slot_loads" (
	"restaurant_id" uuid NOT NULL,
	"order_type" "order_type" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "slot_loads_restaurant_id_order_type_starts_at_pk" PRIMARY KEY("restaurant_id","order_type","starts_at")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "capacity" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_extra_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_loads" ADD CONSTRAINT "slot_loads_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;