import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db/connection';
import { refused } from './failure';
import { exportJson } from './jsonExport';
import { cardsForExport } from './cardSelection';
import { cardsToAnkiText } from './csvExport';
import { exportIcs } from './icsExport';
import { cardsToApkg } from './ankiExport';
import type { ProgressSink } from './progress';

export const ExportFormat = z.enum(['json', 'apkg', 'csv', 'ics']);
export type ExportFormat = z.output<typeof ExportFormat>;

export interface ExportRequest {
  format: ExportFormat;
  /** Only this topic's cards (apkg, csv). */
  topic?: string;
  appVersion: string;
  now?: Date;
  onProgress?: ProgressSink;
}

export interface ExportedFile {
  format: ExportFormat;
  /** A file name to suggest: quire-2026-11-23.json */
  file_name: string;
  bytes: Uint8Array;
  /** What went in, by kind ("cards", "tasks", or a table name). */
  counts: Record<string, number>;
}

/** Builds the export in memory; the CLI writes it to --out, the app hands it to the window. */
export async function buildExport(db: Db, req: ExportRequest): Promise<ExportedFile> {
  const day = (req.now ?? new Date()).toISOString().slice(0, 10);
  const fileName = `quire-${day}.${req.format === 'csv' ? 'txt' : req.format}`;
  switch (req.format) {
    case 'json': {
      if (req.topic) throw refused('A JSON export holds everything; --topic applies to apkg and csv exports.');
      const doc = exportJson(db, {
        appVersion: req.appVersion,
        ...(req.now ? { now: req.now } : {}),
        ...(req.onProgress ? { onProgress: req.onProgress } : {}),
      });
      const counts = Object.fromEntries(Object.entries(doc.tables).map(([t, rows]) => [t, rows.length]));
      return { format: 'json', file_name: fileName, bytes: Buffer.from(JSON.stringify(doc, null, 1)), counts };
    }
    case 'csv': {
      const cards = cardsForExport(db, req.topic);
      req.onProgress?.({ operation: 'export', phase: 'writing cards', done: cards.length, total: cards.length });
      return {
        format: 'csv',
        file_name: fileName,
        bytes: Buffer.from(cardsToAnkiText(cards)),
        counts: { cards: cards.length },
      };
    }
    case 'apkg': {
      const cards = cardsForExport(db, req.topic);
      req.onProgress?.({ operation: 'export', phase: 'writing cards', done: cards.length, total: cards.length });
      return {
        format: 'apkg',
        file_name: fileName,
        bytes: cardsToApkg(cards, req.now),
        counts: { cards: cards.length },
      };
    }
    case 'ics': {
      if (req.topic)
        throw refused('An iCalendar export holds every dated task and plan step; --topic applies to apkg and csv.');
      const { text, counts } = exportIcs(db);
      return { format: 'ics', file_name: fileName, bytes: Buffer.from(text), counts };
    }
  }
}

/** Writes atomically (temporary name, then rename), so a failed export never leaves half a file. */
export function writeExport(file: string, bytes: Uint8Array): void {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const tmp = `${file}.partial-${process.pid}`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}
