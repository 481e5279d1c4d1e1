-- The zone of each person's place of care: the IANA zone of her ZIP's centroid, as recorded in
-- the event that set the ZIP. Null: no ZIP yet, or one set before zones were recorded; she is on
-- the platform's zone (TIME_ZONE) until she sets one (docs/product.md, Time zone).
alter table parent_profiles add column time_zone text;
alter table nanny_directory add column time_zone text;
