CREATE TABLE "fixed_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"content_ar" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footers" (
	"id" serial PRIMARY KEY NOT NULL,
	"singleton" boolean DEFAULT true NOT NULL,
	"about_store_en" text DEFAULT '' NOT NULL,
	"about_store_ar" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"facebook_link" text DEFAULT '' NOT NULL,
	"twitter_link" text DEFAULT '' NOT NULL,
	"instagram_link" text DEFAULT '' NOT NULL,
	"snapchat_link" text DEFAULT '' NOT NULL,
	"tik_tok_link" text DEFAULT '' NOT NULL,
	"you_tube_link" text DEFAULT '' NOT NULL,
	"location_link" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_ar" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_about_store_enabled" boolean DEFAULT false NOT NULL,
	"is_tax_number_enabled" boolean DEFAULT false NOT NULL,
	"is_facebook_enabled" boolean DEFAULT false NOT NULL,
	"is_twitter_enabled" boolean DEFAULT false NOT NULL,
	"is_instagram_enabled" boolean DEFAULT false NOT NULL,
	"is_snapchat_enabled" boolean DEFAULT false NOT NULL,
	"is_tik_tok_enabled" boolean DEFAULT false NOT NULL,
	"is_you_tube_enabled" boolean DEFAULT false NOT NULL,
	"is_location_enabled" boolean DEFAULT false NOT NULL,
	"is_address_enabled" boolean DEFAULT false NOT NULL,
	"is_phone_enabled" boolean DEFAULT false NOT NULL,
	"is_email_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "footers_singleton_true" CHECK ("footers"."singleton")
);
--> statement-breakpoint
CREATE TABLE "help_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"icon_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider_id" integer NOT NULL,
	"image_url" text NOT NULL,
	"link_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slider_images_sort_order_not_negative" CHECK ("slider_images"."sort_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "slider_images" ADD CONSTRAINT "slider_images_slider_id_sliders_id_fk" FOREIGN KEY ("slider_id") REFERENCES "public"."sliders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_pages_slug_key" ON "fixed_pages" USING btree (lower("slug"));--> statement-breakpoint
CREATE UNIQUE INDEX "footers_singleton_key" ON "footers" USING btree ("singleton");--> statement-breakpoint
CREATE INDEX "help_services_order_idx" ON "help_services" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "slider_images_slider_order_idx" ON "slider_images" USING btree ("slider_id","sort_order","id");