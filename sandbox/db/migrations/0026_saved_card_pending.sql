-- A card asked to be kept (`saveCard` on tokenize) is kept only once a payment with it succeeds
-- (issue 34): until then it waits with the hash of its payment token, hidden from the user's list and
-- not payable; a declined, failed or cancelled payment drops it. NULL: a kept card.
ALTER TABLE "saved_cards" ADD COLUMN "payment_token_hash" text;--> statement-breakpoint
CREATE INDEX "saved_cards_payment_token_hash_idx" ON "saved_cards" USING btree ("payment_token_hash");
