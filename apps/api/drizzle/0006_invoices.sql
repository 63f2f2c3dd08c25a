CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sequence_number" integer NOT NULL,
	"invoice_number" text GENERATED ALWAYS AS ('INV-' || lpad(sequence_number::text, 6, '0')) STORED NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	CONSTRAINT "invoices_sequence_number_positive" CHECK ("invoices"."sequence_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_id_key" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_number_key" ON "invoices" USING btree ("sequence_number");