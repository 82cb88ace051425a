/**
 * Word search over task titles, for finding the task a user names loosely ("the chapter 4 one",
 * "finished reading the biology textbook") among every task, not only the soonest few hundred.
 * The trigram index (task_search) finds an exact run of characters; this one finds titles that
 * share words in any order, word endings ignored (porter), ranked by bm25. External content over
 * `tasks`, kept in step by triggers, backfilled here.
 */
export default {
  version: 18,
  name: 'task_title_words',
  sql: `
    CREATE VIRTUAL TABLE tasks_title_words USING fts5(
      title, content = 'tasks', content_rowid = 'id', tokenize = 'porter unicode61 remove_diacritics 2'
    );
    INSERT INTO tasks_title_words (tasks_title_words) VALUES ('rebuild');
    CREATE TRIGGER tasks_title_words_insert AFTER INSERT ON tasks BEGIN
      INSERT INTO tasks_title_words (rowid, title) VALUES (new.id, new.title);
    END;
    CREATE TRIGGER tasks_title_words_delete AFTER DELETE ON tasks BEGIN
      INSERT INTO tasks_title_words (tasks_title_words, rowid, title) VALUES ('delete', old.id, old.title);
    END;
    CREATE TRIGGER tasks_title_words_update AFTER UPDATE OF title ON tasks BEGIN
      INSERT INTO tasks_title_words (tasks_title_words, rowid, title) VALUES ('delete', old.id, old.title);
      INSERT INTO tasks_title_words (rowid, title) VALUES (new.id, new.title);
    END;
  `,
};
