-- Every event appended computes event_mentions for the events_by_mention index (0037), and it
-- cost more than the rest of the insert: a SQL function with an aggregate is not inlined, so
-- each statement planned its body again, and it made a row of every JSON value to test each
-- one with a regular expression. In PL/pgSQL the plan is kept for the connection, and the test
-- runs inside the JSON path, which yields only the id-shaped strings. Per single-row insert on
-- PostgreSQL about 250 µs became about 135 µs (82 µs without the index); in the embedded
-- engine about 290 µs of the insert's cost became 90 (docs/performance.md, "What the index
-- costs each append").
--
-- The result is the same set for every value (export-mentions.int.test.ts holds the two
-- definitions to each other), so the index built with the old body stays valid as it is.
create or replace function event_mentions(data jsonb) returns text[]
  language plpgsql immutable strict parallel safe as $$
  begin
    return (
      select coalesce(array_agg(distinct value #>> '{}'), '{}')
        from jsonb_path_query(data, 'strict $.** ? (@.type() == "string" && @ like_regex
          "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")') as value);
  end
$$;
