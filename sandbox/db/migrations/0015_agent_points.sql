ALTER TABLE "clubs" ADD COLUMN "agent_points" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_wallets" ADD COLUMN "points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_wallets" ADD CONSTRAINT "agent_wallets_points_not_negative" CHECK ("agent_wallets"."points" >= 0);