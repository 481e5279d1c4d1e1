-- Keyset paging that stays correct while nannies change. A nanny's place in the
-- "distance" order moves when she sets her area, and in the "soonest" order when her hours
-- change. Each column holds the event position of the last such change, so a page after the
-- first leaves out anyone whose place moved since the first page was read: she was shown
-- already or would be shown twice otherwise.
alter table nanny_directory
  add column area_changed_at bigint not null default 0,
  add column hours_changed_at bigint not null default 0;

-- The area index carries what the search filters on besides the place, so the bounding-box scan
-- can decide each row from the index alone (an index-only scan once the visibility map is set)
-- and reads the table only for the nannies it keeps.
drop index nanny_directory_area;
create index nanny_directory_area on nanny_directory (latitude, longitude)
  include (nanny_id, radius_miles, needs, languages, cpr_valid_until) where listed;
