CREATE TABLE "known_sign_ins" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"signed_in_at" timestamp with time zone NOT NULL,
	CONSTRAINT "known_sign_ins_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
ALTER TABLE "rate_limit_hits" ADD COLUMN "last_hit_at" timestamp with time zone DEFAULT now() NOT NULL;