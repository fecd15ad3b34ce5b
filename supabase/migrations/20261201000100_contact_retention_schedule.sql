-- Supabase only: needs pg_cron, which a Supabase project has and the in-process Postgres of the
-- tests (PGlite) does not; the tests apply this file to a stand-in of cron.schedule.
--
-- The retention job: every night at 02:30 (the database's clock, UTC), messages older than the
-- retention period (contact_private.retention_period, 24 months) are deleted with their
-- notifications and history, and contact_erasures records how many. pg_cron was installed by the
-- notification schedule's migration.

-- cron.schedule with a job name replaces an earlier job of that name.
select cron.schedule('contact-retention', '30 2 * * *', 'select contact_private.apply_retention()');
