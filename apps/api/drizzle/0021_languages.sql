ALTER TABLE "restaurants" ADD COLUMN "languages" jsonb DEFAULT '{"default":"en-GB","offered":["en-GB"]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en-GB' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "language" text;