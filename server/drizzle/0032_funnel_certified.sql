ALTER TABLE "former_participants" ADD COLUMN "certified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before attendance gated certificates every pass issued one: a former participant counted as having passed held it (decision 055).
UPDATE "former_participants" SET "certified" = true WHERE "furthest_stage" IN ('passed', 'applied', 'hired');
