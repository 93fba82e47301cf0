ALTER TABLE "clubs" ADD COLUMN "maps_style_url" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "maps_key" text;
