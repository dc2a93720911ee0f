CREATE TABLE "export_checks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"exported_dms" integer NOT NULL,
	"logged_before" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_applies" ADD COLUMN "follow_ups_added" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "export_checks" ADD CONSTRAINT "export_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;