ALTER TYPE "public"."print_job_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TABLE "print_jobs" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_test_unique" ON "print_jobs" USING btree ("restaurant_id","printer_name") WHERE "print_jobs"."cause" = 'test' AND "print_jobs"."status" IN ('pending', 'claimed', 'sending');