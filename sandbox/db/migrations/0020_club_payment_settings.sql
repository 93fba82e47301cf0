ALTER TABLE "clubs" ADD COLUMN "payment_methods" jsonb DEFAULT '[1,2]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "tax_id_label" text DEFAULT 'VAT' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_tax_id_label_known" CHECK ("clubs"."tax_id_label" IN ('GST', 'VAT', 'TRN'));
