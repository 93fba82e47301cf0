ALTER TABLE "clubs" ADD COLUMN "show_hijri" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "clubs" SET "show_hijri" = true WHERE "default_language" = 'ar';
