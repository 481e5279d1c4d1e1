-- The operator's log view filtered by type pages in follower order (transaction id, then
-- position) from a keyset. By (type, position) PostgreSQL read every event of the type and
-- sorted them for each page, so a common type's page cost grew with the log; in the page's own
-- order it reads the page. Nothing else needed the old order (the start-up reads by type take
-- all rows), so it is replaced rather than joined by a second index every append would update.
drop index events_by_type;
create index events_by_type_in_follow_order on events (type, transaction_id, position);
