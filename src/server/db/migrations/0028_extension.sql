CREATE TABLE "extension_detectors" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"detectors" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "extension_detectors_single_row" CHECK ("extension_detectors"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "extension_grants" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"challenge" text NOT NULL,
	"browser" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "extension_detectors" ADD CONSTRAINT "extension_detectors_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_grants" ADD CONSTRAINT "extension_grants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extension_grants_user_idx" ON "extension_grants" USING btree ("user_id");