CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer,
	"guest_user_id" uuid,
	"access_token_hash" text NOT NULL,
	"access_token_salt" text NOT NULL,
	"reference" char(6) NOT NULL,
	"module_type" smallint NOT NULL,
	"status" smallint NOT NULL,
	"amount" numeric(14, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"payment_method" smallint,
	"payment_type" smallint,
	"fare" jsonb NOT NULL,
	"travellers" jsonb NOT NULL,
	"contact" jsonb NOT NULL,
	"company_tax" jsonb,
	"idempotency_scope" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_reference_unique" UNIQUE("reference"),
	CONSTRAINT "bookings_idempotency_unique" UNIQUE("club_id","idempotency_scope","idempotency_key"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" between 1 and 7),
	CONSTRAINT "bookings_module_type" CHECK ("bookings"."module_type" in (1, 2)),
	CONSTRAINT "bookings_amount_positive" CHECK ("bookings"."amount" > 0),
	CONSTRAINT "bookings_owner" CHECK ("bookings"."user_id" is not null or "bookings"."guest_user_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "loyalty_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_accounts_points_not_negative" CHECK ("loyalty_accounts"."points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"brand" text NOT NULL,
	"last4" char(4) NOT NULL,
	"outcome" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_tokens_outcome" CHECK ("payment_tokens"."outcome" in ('succeed', 'decline', 'fail', 'cancel'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" integer,
	"module_type" smallint NOT NULL,
	"method" smallint NOT NULL,
	"type" smallint NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(14, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"wallet_amount" numeric(12, 2),
	"loyalty_points" integer,
	"card_brand" text,
	"card_last4" char(4),
	"bank_code" text,
	"message" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotency_unique" UNIQUE("club_id","idempotency_key"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('SUCCEEDED', 'FAILED', 'CANCELLED')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" between 1 and 6),
	CONSTRAINT "payments_type" CHECK ("payments"."type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" smallint NOT NULL,
	"amount" numeric(14, 3) NOT NULL,
	"currency" char(3) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_accounts" ADD CONSTRAINT "loyalty_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_tokens" ADD CONSTRAINT "payment_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bookings_guest_idx" ON "bookings" USING btree ("club_id","guest_user_id");--> statement-breakpoint
CREATE INDEX "payment_tokens_expires_at_idx" ON "payment_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "payments_booking_id_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_id_idx" ON "refunds" USING btree ("booking_id");