CREATE TABLE "totp_last_step" (
	"user_id" text PRIMARY KEY NOT NULL,
	"step" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "totp_last_step" ADD CONSTRAINT "totp_last_step_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;