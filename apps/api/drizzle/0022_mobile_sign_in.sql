-- Sign-in by mobile number and texted code (decision 017). An account made that way has a verified
-- mobile and neither an e-mail nor a password, so both lose NOT NULL; the check keeps every account
-- reachable by one of the two ways in. `mobile` is unique (one account per number) and, unlike
-- `phone_number` (a contact number typed in a form), set only once the number's owner has proved
-- it with a code. `mobile_codes` holds one pending code per number, hashed, whether or not an
-- account has the number yet.
CREATE TABLE "mobile_codes" (
	"mobile" text PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mobile" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_key" ON "users" USING btree ("mobile");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sign_in_check" CHECK ("users"."email" is not null or "users"."mobile" is not null);
