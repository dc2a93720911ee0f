CREATE TABLE "export_applies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"dms_added" integer DEFAULT 0 NOT NULL,
	"replies_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_imports" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"apply_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dm_id" uuid NOT NULL,
	CONSTRAINT "export_imports_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "export_matches" (
	"user_id" text NOT NULL,
	"counterpart" text NOT NULL,
	"prospect_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "export_matches_user_id_counterpart_pk" PRIMARY KEY("user_id","counterpart")
);
--> statement-breakpoint
ALTER TABLE "export_applies" ADD CONSTRAINT "export_applies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_imports" ADD CONSTRAINT "export_imports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_imports" ADD CONSTRAINT "export_imports_apply_id_export_applies_id_fk" FOREIGN KEY ("apply_id") REFERENCES "public"."export_applies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_matches" ADD CONSTRAINT "export_matches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_matches" ADD CONSTRAINT "export_matches_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_applies_user_idx" ON "export_applies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "export_imports_apply_idx" ON "export_imports" USING btree ("apply_id");