-- Distinct searches answered from the directory's own row and one index (docs/performance.md,
-- Directory). The search used to keep every listed nanny inside a 100-mile box (a few thousand
-- rows in a metro), then read each one's weekly hours from nanny_profiles' jsonb and count her
-- shown reviews, before knowing whether she matched at all.
--
-- search_terms: what the search asks of a nanny, as terms one GIN index intersects (the cells
-- her travel area overlaps, her zone, needs, languages, and the half-hours her weekly and single
-- days' hours overlap; src/features/search/directory-terms.ts). A search reads the few rows
-- holding every term it asks for, then decides each one by the exact rule, as before.
-- week and single_days: her hours, kept on the row for that rule and for her card.
-- Columns of the directory projection's read table: replay (npm run rebuild-projections) fills
-- them for an existing log.
alter table nanny_directory
  add column week jsonb,
  add column single_days jsonb not null default '[]',
  add column search_terms text[] not null default '{}';

-- Her rating as cards and "Highest rated" read it, without reading review rows: the parents'
-- reviews of her (stars, and when each is shown: the second review's time or the end of the 14
-- days), with their count and sum, and the time from which all of them are shown. A search at
-- or after that time reads the count and sum; before it (a review still waiting for its reveal,
-- or a later page reading ratings as of its first page) it counts the reviews shown by then.
alter table nanny_directory
  add column rating_reviews jsonb not null default '[]',
  add column rating_count integer not null default 0,
  add column rating_sum integer not null default 0,
  add column ratings_shown_from timestamptz;
create index nanny_directory_terms on nanny_directory using gin (search_terms) where listed;
-- The terms replace the bounding-box scan.
drop index nanny_directory_area;

-- The zones whose nannies reach each cell (ever: a zone left behind only costs a search an empty
-- index probe). A search reads the window on each of these clocks, as the exact rule does.
create table directory_cell_zones (
  cell text not null,
  zone text not null,
  primary key (cell, zone)
);

-- Rows written before this migration have no terms, hours or ratings on them, and a search from
-- a home would find nobody: the app's next start folds the read tables again from the log, once
-- (src/infra/projections/upgrade-rebuild.ts). A new database, with no log, has nothing to fold.
create table read_tables_rebuild_due (
  migration text primary key,
  asked_at timestamptz not null default now()
);
insert into read_tables_rebuild_due (migration)
  select '0040_directory_search_terms' where exists (select 1 from events);
