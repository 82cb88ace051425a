/**
 * Issue 14 (tool layer within 1.2× of the raw statement): every write pays, in its own commit, a
 * page for each index on the rows the registry adds beside it (the audit row, the change row for
 * undo). These two time indexes served only the 30-day purges at start-up; both tables are
 * written in time order, so the purges now find their cutoff by bisecting ids
 * (queries/timeOrdered.ts). Two fewer WAL pages per write.
 *
 * (Named for what it is, so the lead can renumber it if another branch also adds a 24.)
 */
export default {
  version: 24,
  name: 'write_path_indexes',
  sql: `
    DROP INDEX change_sets_by_time;
    DROP INDEX audit_log_by_time;
  `,
};
