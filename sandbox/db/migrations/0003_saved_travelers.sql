CREATE TABLE "travelers" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" char(1) NOT NULL,
	"passport_number" text NOT NULL,
	"expiry_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "travelers_user_passport_unique" UNIQUE("user_id","passport_number"),
	CONSTRAINT "travelers_gender" CHECK ("travelers"."gender" in ('M', 'F')),
	CONSTRAINT "travelers_passport_upper" CHECK ("travelers"."passport_number" = upper("travelers"."passport_number"))
);
--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "travelers_club_user_idx" ON "travelers" USING btree ("club_id","user_id");