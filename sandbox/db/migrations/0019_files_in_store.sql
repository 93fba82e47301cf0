-- Files leave the database rows (docs/storage.md): each row gets the key of its file in the store.
-- Rows written before keep their bytes in "content" (still readable) until the API's start-up moves
-- them to the store (lib/storage/move-row-files.ts) and empties the column.
ALTER TABLE "agent_documents" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "agent_documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_stored" CHECK ("agent_documents"."storage_key" is not null or "agent_documents"."content" is not null);--> statement-breakpoint
ALTER TABLE "agent_logos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "agent_logos" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_logos" ADD CONSTRAINT "agent_logos_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "agent_logos" ADD CONSTRAINT "agent_logos_stored" CHECK ("agent_logos"."storage_key" is not null or "agent_logos"."content" is not null);--> statement-breakpoint
ALTER TABLE "profile_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "profile_images" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_storage_key_unique" UNIQUE("storage_key");--> statement-breakpoint
ALTER TABLE "profile_images" ADD CONSTRAINT "profile_images_stored" CHECK ("profile_images"."storage_key" is not null or "profile_images"."content" is not null);
