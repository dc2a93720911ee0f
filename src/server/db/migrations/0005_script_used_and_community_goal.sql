CREATE TABLE "community_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"solo_goal" integer DEFAULT 28 NOT NULL,
	"goal_per_setter" integer DEFAULT 100 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "community_settings_single_row" CHECK ("community_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "personal_goal" integer;--> statement-breakpoint
ALTER TABLE "dm_tracking" ADD COLUMN "script_used" text;--> statement-breakpoint
ALTER TABLE "community_settings" ADD CONSTRAINT "community_settings_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dm_vault_script_idx" ON "dm_tracking" USING btree ("script_used","user_id") WHERE "dm_tracking"."script_used" like 'vault:%';