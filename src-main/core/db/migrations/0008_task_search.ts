/**
 * Substring search over task titles and descriptions through an FTS5 trigram index, so finding
 * "groceries" among 100,000 tasks is a lookup, not a scan. Triggers keep it in step with `tasks`.
 */
export default {
  version: 8,
  name: 'task_search',
  sql: `
    CREATE VIRTUAL TABLE tasks_search USING fts5(
      title, description, content = 'tasks', content_rowid = 'id', tokenize = 'trigram'
    );
    INSERT INTO tasks_search (tasks_search) VALUES ('rebuild');
    CREATE TRIGGER tasks_search_insert AFTER INSERT ON tasks BEGIN
      INSERT INTO tasks_search (rowid, title, description) VALUES (new.id, new.title, new.description);
    END;
    CREATE TRIGGER tasks_search_delete AFTER DELETE ON tasks BEGIN
      INSERT INTO tasks_search (tasks_search, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
    END;
    CREATE TRIGGER tasks_search_update AFTER UPDATE OF title, description ON tasks BEGIN
      INSERT INTO tasks_search (tasks_search, rowid, title, description) VALUES ('delete', old.id, old.title, old.description);
      INSERT INTO tasks_search (rowid, title, description) VALUES (new.id, new.title, new.description);
    END;
  `,
};
