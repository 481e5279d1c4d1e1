-- Erasing a nanny removes every saved-search match that names her; that lookup goes by
-- nanny, and the only index on the matches led with the search or the parent.
create index saved_search_matches_by_nanny on saved_search_matches (nanny_id);
