ALTER TABLE "dm_tracking" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "dm_tracking" ADD COLUMN "reply_client_id" uuid;--> statement-breakpoint
ALTER TABLE "dm_tracking" ADD COLUMN "meeting_client_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "dm_user_client_uq" ON "dm_tracking" USING btree ("user_id","client_id");