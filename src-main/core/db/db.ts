import type Database from 'better-sqlite3';

/**
 * An open Quire database. Defined apart from connection.ts so the queries that opening itself runs
 * (taskWords' vocabulary) can name it without an import cycle; everything else may import it from
 * either file.
 */
export type Db = Database.Database;
