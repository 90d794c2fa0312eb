CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_pkey" PRIMARY KEY("user_id","kind","target_id"),
	CONSTRAINT "favourites_kind_check" CHECK ("favourites"."kind" in ('task', 'freelancer', 'team'))
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_kind_created_idx" ON "favourites" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"target_id");--> statement-breakpoint
CREATE INDEX "favourites_target_idx" ON "favourites" USING btree ("kind","target_id");
