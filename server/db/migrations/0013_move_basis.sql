ALTER TABLE "orders" ADD COLUMN "move_distance_km" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "move_basis" text;--> statement-breakpoint
-- A move's lines carry what the customer pays a month for each piece (fee and PivotCare), as
-- its receipt shows them; lines booked before were written at $0.
UPDATE "order_lines" l
   SET "price_cents" = coalesce(mp."monthly_price_cents", 0),
       "original_price_cents" = coalesce(mp."monthly_price_cents", 0),
       "pivot_care" = mp."pivot_care",
       "pivot_care_cents" = CASE WHEN mp."pivot_care" THEN mp."pivot_care_cents" ELSE 0 END
  FROM "orders" o, "membership_products" mp
 WHERE o."id" = l."order_id" AND o."type" = 'MOVE' AND l."kind" = 'PRODUCT'
   AND l."membership_product_id" = mp."id" AND l."price_cents" = 0;
