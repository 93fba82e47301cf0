ALTER TABLE "clubs" ADD COLUMN "copyright_text_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "google_client_id" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "facebook_app_id" text;