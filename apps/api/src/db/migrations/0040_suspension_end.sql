-- Hand-written (decision 0092): a suspension given for a number of days ends by itself. The users
-- module keeps when, so sign-in lifts an ended suspension without asking the safety module above it.
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;
