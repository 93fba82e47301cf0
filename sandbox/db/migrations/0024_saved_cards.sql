-- Saved cards (issue 34, the specification's TOKENIZATION payment mode): a signed-in user may keep a
-- tokenised card — its scheme, last four digits and expiry, never the number or the CVV — and pay
-- with it later.
CREATE TABLE "saved_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cards_outcome" CHECK ("saved_cards"."outcome" in ('succeed', 'decline', 'fail', 'cancel')),
	CONSTRAINT "saved_cards_expiry_month" CHECK ("saved_cards"."expiry_month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cards_user_id_idx" ON "saved_cards" USING btree ("user_id");
