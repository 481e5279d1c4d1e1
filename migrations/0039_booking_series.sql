-- Weekly recurring bookings: each occurrence is an ordinary booking carrying the id of the series
-- it was asked for in (BookingRequested.seriesId); null for a booking asked for alone. A column
-- of the bookings projection's read table, so replay rebuilds it.
alter table bookings add column series_id text;
create index bookings_by_series on bookings (series_id) where series_id is not null;
