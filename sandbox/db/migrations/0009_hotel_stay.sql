ALTER TABLE "bookings" ALTER COLUMN "fare" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "travellers" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "stay" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_content" CHECK (("bookings"."module_type" = 1 and "bookings"."fare" is not null and "bookings"."travellers" is not null) or ("bookings"."module_type" = 2 and "bookings"."stay" is not null));