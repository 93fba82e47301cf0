-- References that travel (issue 33): what the supplier layer issues when a booking is ticketed — an
-- airline record locator per airline, an e-ticket number per passenger, a hotel confirmation number
-- per room. The booking keeps them as issued ("supplier_references"); "supplier_codes" is the ledger
-- every code is allocated from, so that no code is ever issued twice (its primary key).
-- "booking_documents" remembers the PDFs rendered for a booking's state (the files are in the store).
ALTER TABLE "bookings" ADD COLUMN "supplier_references" jsonb;--> statement-breakpoint
CREATE TABLE "supplier_codes" (
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_codes_kind_code_pk" PRIMARY KEY("kind","code"),
	CONSTRAINT "supplier_codes_kind" CHECK ("supplier_codes"."kind" in ('record_locator', 'e_ticket', 'hotel_confirmation')),
	CONSTRAINT "supplier_codes_format" CHECK (("supplier_codes"."kind" = 'record_locator' and "supplier_codes"."code" ~ '^[A-Z2-9]{6}$') or ("supplier_codes"."kind" = 'e_ticket' and "supplier_codes"."code" ~ '^[0-9]{13}$') or ("supplier_codes"."kind" = 'hotel_confirmation' and "supplier_codes"."code" ~ '^[0-9]{9}$'))
);
--> statement-breakpoint
ALTER TABLE "supplier_codes" ADD CONSTRAINT "supplier_codes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_codes_booking_id_idx" ON "supplier_codes" USING btree ("booking_id");--> statement-breakpoint
CREATE TABLE "booking_documents" (
	"booking_id" uuid NOT NULL,
	"type" text NOT NULL,
	"language" text NOT NULL,
	"state_hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_documents_pk" PRIMARY KEY("booking_id","type","language"),
	CONSTRAINT "booking_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
