CREATE TABLE "console_setup_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"console_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "console_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" smallint NOT NULL,
	"club_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_users_email_unique" UNIQUE("email"),
	CONSTRAINT "console_users_role_club" CHECK (("console_users"."role" = 1 and "console_users"."club_id" is null) or ("console_users"."role" = 2 and "console_users"."club_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "console_setup_tokens" ADD CONSTRAINT "console_setup_tokens_console_user_id_console_users_id_fk" FOREIGN KEY ("console_user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "console_users" ADD CONSTRAINT "console_users_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_setup_tokens_user_idx" ON "console_setup_tokens" USING btree ("console_user_id");