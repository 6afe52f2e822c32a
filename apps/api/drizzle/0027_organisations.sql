CREATE TABLE "organisation_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'Owner' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "organisation_members_owner_only" CHECK ("organisation_members"."role" = 'Owner')
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "platform_operators" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_handoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"restaurant_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operators" ADD CONSTRAINT "platform_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_handoffs" ADD CONSTRAINT "staff_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_handoffs" ADD CONSTRAINT "staff_handoffs_restaurant_id_restaurants_id_fk" FOREIGN KEY ("restaurant_id") REFERENCES "public"."restaurants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_members_user_organisation_unique" ON "organisation_members" USING btree ("user_id","organisation_id");--> statement-breakpoint
CREATE INDEX "organisation_members_organisation_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_handoffs_code_hash_unique" ON "staff_handoffs" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "staff_handoffs_user_idx" ON "staff_handoffs" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- data: every restaurant gets an organisation of its own (slug and name the restaurant's); its Owners move to it; then organisation_id is made NOT NULL (the ADD COLUMN above is edited by hand to leave out NOT NULL: re-edit it if regenerated)
INSERT INTO "organisations" ("slug", "name", "created_at", "updated_at") SELECT "slug", "name", "created_at", now() FROM "restaurants";--> statement-breakpoint
UPDATE "restaurants" SET "organisation_id" = "organisations"."id" FROM "organisations" WHERE "organisations"."slug" = "restaurants"."slug";--> statement-breakpoint
INSERT INTO "organisation_members" ("organisation_id", "user_id", "role", "created_at", "version", "updated_at", "updated_by") SELECT "restaurants"."organisation_id", "staff_memberships"."user_id", 'Owner', "staff_memberships"."created_at", "staff_memberships"."version", "staff_memberships"."updated_at", "staff_memberships"."updated_by" FROM "staff_memberships" INNER JOIN "restaurants" ON "restaurants"."id" = "staff_memberships"."restaurant_id" WHERE "staff_memberships"."role" = 'Owner';--> statement-breakpoint
DELETE FROM "staff_memberships" WHERE "role" = 'Owner';--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "organisation_id" SET NOT NULL;
