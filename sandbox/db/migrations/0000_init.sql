CREATE TABLE "blacklisted_airports" (
	"club_id" integer NOT NULL,
	"airport_code" char(3) NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blacklisted_airports_club_id_airport_code_pk" PRIMARY KEY("club_id","airport_code"),
	CONSTRAINT "blacklisted_airports_code_upper" CHECK ("blacklisted_airports"."airport_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "club_currencies" (
	"club_id" integer NOT NULL,
	"currency_code" char(3) NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "club_currencies_club_id_currency_code_pk" PRIMARY KEY("club_id","currency_code")
);
--> statement-breakpoint
CREATE TABLE "club_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "club_hosts_kind" CHECK ("club_hosts"."kind" in ('customer', 'agent')),
	CONSTRAINT "club_hosts_lowercase" CHECK ("club_hosts"."host" = lower("club_hosts"."host"))
);
--> statement-breakpoint
CREATE TABLE "club_languages" (
	"club_id" integer NOT NULL,
	"language_code" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "club_languages_club_id_language_code_pk" PRIMARY KEY("club_id","language_code")
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"css_class" text NOT NULL,
	"copyright_text" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"customer_club_url" text NOT NULL,
	"agent_club_url" text NOT NULL,
	"agent_panel_url" text NOT NULL,
	"default_currency" char(3) NOT NULL,
	"default_country_code" char(2) NOT NULL,
	"default_language" text NOT NULL,
	"theme_id" integer NOT NULL,
	"color_schema" jsonb NOT NULL,
	"images_path" text NOT NULL,
	"social_links" jsonb NOT NULL,
	"recaptcha_site_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"icon" text NOT NULL,
	"rate_per_usd" double precision NOT NULL,
	"decimals" smallint DEFAULT 2 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_upper" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_rate_positive" CHECK ("currencies"."rate_per_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "blacklisted_airports" ADD CONSTRAINT "blacklisted_airports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_currencies" ADD CONSTRAINT "club_currencies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_currencies" ADD CONSTRAINT "club_currencies_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_hosts" ADD CONSTRAINT "club_hosts_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_languages" ADD CONSTRAINT "club_languages_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_languages" ADD CONSTRAINT "club_languages_language_code_languages_code_fk" FOREIGN KEY ("language_code") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_default_currency_currencies_code_fk" FOREIGN KEY ("default_currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_default_language_languages_code_fk" FOREIGN KEY ("default_language") REFERENCES "public"."languages"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "club_hosts_club_id_idx" ON "club_hosts" USING btree ("club_id");