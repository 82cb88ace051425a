/** Completed tasks are listed most recently completed first, as a student looks back on them. */
export default {
  version: 7,
  name: 'completed_tasks',
  sql: `
    CREATE INDEX tasks_done_by_completion ON tasks (completed_at DESC, id DESC)
      WHERE status = 'completed' AND deleted_at IS NULL;
  `,
};
