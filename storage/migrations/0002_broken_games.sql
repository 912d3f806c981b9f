-- A game whose stored state cannot be read is flagged rather than retried on every touch;
-- the reason is kept for the message to its channel and for whoever repairs it.
ALTER TABLE games ADD COLUMN broken_reason TEXT;
