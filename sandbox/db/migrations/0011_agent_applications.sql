CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"secondary_phone_country_code" text,
	"secondary_phone_number" text,
	"company_name" text,
	"point_of_contact" text,
	"address" text,
	"have_iata" boolean,
	"iata_number" text,
	"primary_color" text,
	"secondary_color" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_applications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "agent_applications_primary_color" CHECK ("agent_applications"."primary_color" ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'),
	CONSTRAINT "agent_applications_secondary_color" CHECK ("agent_applications"."secondary_color" ~ '^#([0-9a-f]{3}|[0-9a-f]{6})$'),
	CONSTRAINT "agent_applications_address_length" CHECK (char_length("agent_applications"."address") <= 200)
);
--> statement-breakpoint
CREATE TABLE "agent_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_documents_kind" CHECK ("agent_documents"."kind" in ('TRADE_LICENCE', 'OTHER')),
	CONSTRAINT "agent_documents_size" CHECK ("agent_documents"."size" between 1 and 5242880)
);
--> statement-breakpoint
CREATE TABLE "agent_logos" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_logos_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "agent_approval" smallint;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_documents" ADD CONSTRAINT "agent_documents_application_id_agent_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."agent_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_logos" ADD CONSTRAINT "agent_logos_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_applications_club_id_idx" ON "agent_applications" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "agent_documents_application_id_idx" ON "agent_documents" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_approval" CHECK ("users"."agent_approval" between 1 and 4);
--> statement-breakpoint
UPDATE "users" SET "agent_approval" = 1 WHERE "user_type" = 6;