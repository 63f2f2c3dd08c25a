CREATE TABLE "mada_bins" (
	"bin" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mada_bins_bin_check" CHECK ("mada_bins"."bin" ~ '^[0-9]{6}([0-9]{2})?$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "online_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_brand" text;--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD COLUMN "method" text DEFAULT 'CARDS' NOT NULL;--> statement-breakpoint
ALTER TABLE "sandbox_checkouts" ADD COLUMN "payment_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_online_method_check" CHECK ("orders"."online_method" in ('MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'));--> statement-breakpoint
ALTER TABLE "payment_checkouts" ADD CONSTRAINT "payment_checkouts_method_check" CHECK ("payment_checkouts"."method" in ('MADA', 'CARDS', 'APPLEPAY', 'STC_PAY'));--> statement-breakpoint
UPDATE "orders" SET "online_method" = 'CARDS' WHERE "payment_method" = 'Online';--> statement-breakpoint
-- The published mada BIN list (docs/decisions/018-payment-brands.md); the merchant replaces it
-- through AdminPayment/MadaBins as banks issue new ranges.
INSERT INTO "mada_bins" ("bin") VALUES
('588845'), ('440647'), ('440795'), ('446404'), ('457865'), ('968208'), ('588846'), ('493428'),
('539931'), ('558848'), ('557606'), ('968210'), ('636120'), ('417633'), ('468540'), ('468541'),
('468542'), ('468543'), ('968201'), ('446393'), ('588847'), ('400861'), ('409201'), ('458456'),
('484783'), ('968205'), ('462220'), ('455708'), ('588848'), ('455036'), ('968203'), ('486094'),
('486095'), ('486096'), ('504300'), ('440533'), ('489317'), ('489318'), ('489319'), ('445564'),
('968211'), ('401757'), ('410685'), ('432328'), ('428671'), ('428672'), ('428673'), ('968206'),
('446672'), ('543357'), ('434107'), ('431361'), ('604906'), ('521076'), ('588850'), ('968202'),
('535825'), ('529415'), ('543085'), ('524130'), ('554180'), ('549760'), ('588849'), ('968209'),
('524514'), ('529741'), ('537767'), ('535989'), ('536023'), ('513213'), ('585265'), ('588983'),
('588982'), ('589005'), ('508160'), ('531095'), ('530906'), ('532013'), ('588851'), ('605141'),
('968204'), ('422817'), ('422818'), ('422819'), ('428331'), ('483010'), ('483011'), ('483012'),
('589206'), ('968207'), ('419593'), ('439954'), ('407197'), ('407395'), ('520058'), ('530060'),
('531196');
