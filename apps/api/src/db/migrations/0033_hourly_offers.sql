-- Hand-written (decision 0091): an hourly offer from collaborations carries the rate per hour
-- and the terms an hourly contract starts on when it is accepted (weekly limit, manual-time
-- policy, start date), as one JSON value beside the fixed offer's milestones.
ALTER TYPE "collaboration_kind" ADD VALUE IF NOT EXISTS 'HOURLY_OFFER';
--> statement-breakpoint
ALTER TABLE "collaborations" ADD COLUMN "hourly" jsonb;
