-- The development outbox served one-time codes to anyone holding the publishable API key; mail now
-- only leaves over SMTP (a local mail catcher in the demo and in tests), so its table goes.
DROP TABLE "outbox" CASCADE;