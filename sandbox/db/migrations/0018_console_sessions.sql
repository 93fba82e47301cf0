CREATE TABLE "console_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"console_user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "console_sessions" ADD CONSTRAINT "console_sessions_console_user_id_console_users_id_fk" FOREIGN KEY ("console_user_id") REFERENCES "public"."console_users"("id") ON DELETE cascade ON UPDATE no action;
