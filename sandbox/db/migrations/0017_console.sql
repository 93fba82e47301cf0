ALTER TABLE "clubs" ADD COLUMN "name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "recaptcha_secret_key" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "logo_file" text;--> statement-breakpoint
CREATE TABLE "console_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer,
	"actor_email" text NOT NULL,
	"actor_role" smallint NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_logos" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" bytea NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_audit_log" ADD CONSTRAINT "console_audit_log_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_logos" ADD CONSTRAINT "club_logos_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_audit_log_club_created_idx" ON "console_audit_log" USING btree ("club_id","created_at");
