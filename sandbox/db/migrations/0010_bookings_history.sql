CREATE TABLE "booking_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_status_history_status" CHECK ("booking_status_history"."status" between 1 and 7)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_id_idx" ON "booking_status_history" USING btree ("booking_id");--> statement-breakpoint
INSERT INTO "booking_status_history" ("booking_id", "status", "note", "created_at")
  SELECT "id", 2, 'Booked', "created_at" FROM "bookings";--> statement-breakpoint
INSERT INTO "booking_status_history" ("booking_id", "status", "note", "created_at")
  SELECT "id", "status", NULL, "updated_at" FROM "bookings" WHERE "status" <> 2;
