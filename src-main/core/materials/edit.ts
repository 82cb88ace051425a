import fs from 'node:fs';
import path from 'node:path';
import { err, ok, type Err, type Ok } from '../../../src-shared/result';
import type { DbMaterial } from '../db/queries/materials';
import { markdownHeadings } from './formats/markdown';
import { rstHeadings } from './formats/rst';
import { buildSections, decodeUtf8 } from './formats/sections';
import { sha256 } from './hash';
import { absPathOf } from './libraries';
import { SECTION_SEPARATOR } from './types';

/** Where an edit lands: a byte span, or the body of the section at a heading path. */
export type EditTarget = { start_byte: number; end_byte: number } | { section: string };

export interface PlannedEdit {
  abs: string;
  before: Buffer;
  after: Buffer;
  start: number;
  end: number;
  replacement: string;
}

const EDITABLE = new Set(['markdown', 'text', 'rst']);

/** The section bodies of a text file with their byte spans, keyed by heading path. */
function sectionSpans(m: DbMaterial, bytes: Buffer): { path: string; start: number; end: number; last: boolean }[] {
  const text = decodeUtf8(bytes);
  const marks = m.format === 'rst' ? rstHeadings(text) : m.format === 'markdown' ? markdownHeadings(text, 0) : [];
  const sections = buildSections(text, marks).filter((s) => s.headings.length > 0);
  return sections.map((s, i) => ({
    path: s.headings.join(SECTION_SEPARATOR),
    start: s.startByte!,
    end: s.startByte! + Buffer.byteLength(s.raw),
    last: i === sections.length - 1,
  }));
}

/** A UTF-8 continuation byte: a span starting or ending there would cut a character in two. */
const midCharacter = (bytes: Buffer, at: number) => at < bytes.length && (bytes[at]! & 0xc0) === 0x80;

/**
 * Checks an edit against the file on disk without writing: the hash must be the file's current
 * one (else conflict "stale" with both hashes), the target must exist once, and the result is
 * the new bytes. Used by both the confirmation summary and the run, so what was shown is what runs.
 */
export function planEdit(
  m: DbMaterial,
  expectedHash: string,
  target: EditTarget,
  replacement: string,
): Ok<PlannedEdit> | Err {
  if (!EDITABLE.has(m.format)) {
    return err(
      'validation_error',
      `Material ${m.id} is ${m.format}; only Markdown, plain text and reStructuredText files can be edited.`,
      {
        fields: [{ field: 'material_id', message: 'must be a Markdown, text or reStructuredText material' }],
      },
    );
  }
  const abs = absPathOf(m);
  let before: Buffer;
  try {
    before = fs.readFileSync(abs);
  } catch {
    return err('not_found', `The file of material ${m.id} is gone from disk (${abs}); rescan_materials will drop it.`, {
      entity_type: 'material',
      query: { material_id: m.id },
    });
  }
  const actual = sha256(before);
  if (actual !== expectedHash) {
    return err(
      'conflict',
      `The file changed since you read it (expected hash ${expectedHash.slice(0, 12)}…, the file now has ${actual.slice(0, 12)}…). ` +
        'Read it again with get_material_metadata and redo the edit; nothing was written.',
      { reason: 'stale', expected_hash: expectedHash, actual_hash: actual },
    );
  }
  let start: number;
  let end: number;
  let text = replacement;
  if ('section' in target) {
    const wanted = target.section.trim().toLowerCase();
    const spans = sectionSpans(m, before);
    let found = spans.filter((s) => s.path.toLowerCase() === wanted);
    if (found.length === 0)
      found = spans.filter((s) => s.path.toLowerCase().split(SECTION_SEPARATOR).at(-1) === wanted);
    if (found.length === 0) {
      return err(
        'not_found',
        `No section "${target.section}" in material ${m.id}. Its sections: ${
          spans
            .map((s) => s.path)
            .slice(0, 20)
            .join('; ') || 'none'
        }.`,
        {
          entity_type: 'material',
          query: { material_id: m.id, section: target.section },
        },
      );
    }
    if (found.length > 1) {
      return err('conflict', `${found.length} sections match "${target.section}"; give the full heading path.`, {
        reason: 'ambiguous',
        candidates: found.map((s, i) => ({ id: i + 1, title: s.path })),
      });
    }
    ({ start, end } = found[0]!);
    // The body is replaced up to the next heading, which must stay on a line of its own; the
    // blank lines under the heading stay as they were.
    const lead = /^(?:[ \t]*\r?\n)*/.exec(before.subarray(start, end).toString('utf8'))![0];
    text = `${lead}${replacement.trim()}\n${found[0]!.last ? '' : '\n'}`;
  } else {
    ({ start_byte: start, end_byte: end } = target);
    if (end > before.length || start > end) {
      return err('validation_error', `The span ${start}–${end} is outside the file (${before.length} bytes).`, {
        fields: [{ field: 'end_byte', message: `must be ≥ start_byte and ≤ ${before.length}` }],
      });
    }
    if (midCharacter(before, start) || midCharacter(before, end)) {
      return err(
        'validation_error',
        `The span ${start}–${end} cuts a character in two; use the byte spans search results give.`,
        {
          fields: [{ field: 'start_byte', message: 'must fall on a character boundary' }],
        },
      );
    }
  }
  const after = Buffer.concat([before.subarray(0, start), Buffer.from(text, 'utf8'), before.subarray(end)]);
  return ok({ abs, before, after, start, end, replacement: text });
}

/** A few lines of diff for the confirmation dialog: what goes, what comes, and where. */
export function describeEdit(m: DbMaterial, e: PlannedEdit): string {
  const line = e.before.subarray(0, e.start).toString('utf8').split('\n').length;
  const show = (prefix: string, s: string) => {
    const lines = s.replace(/\n$/, '').split('\n');
    const shown = lines.slice(0, 12).map((l) => `${prefix} ${l.length > 160 ? `${l.slice(0, 159)}…` : l}`);
    if (lines.length > 12) shown.push(`${prefix} … (${lines.length - 12} more lines)`);
    return shown.join('\n');
  };
  const removed = e.before.subarray(e.start, e.end).toString('utf8');
  return (
    `Edit "${m.title}" (${m.rel_path}) at line ${line}, replacing ${e.end - e.start} bytes with ${Buffer.byteLength(e.replacement)}?\n` +
    `${removed ? show('-', removed) : '- (nothing)'}\n${e.replacement ? show('+', e.replacement) : '+ (nothing)'}`
  );
}

/** Writes the new bytes atomically: a temporary file beside it, flushed, then renamed over it. */
export function writeAtomically(abs: string, bytes: Buffer): void {
  const tmp = path.join(
    path.dirname(abs),
    `.${path.basename(abs)}.quire-${process.getBuiltinModule('node:crypto').randomBytes(6).toString('hex')}.tmp`,
  );
  const mode = fs.statSync(abs).mode & 0o777;
  const fd = fs.openSync(tmp, 'wx', mode);
  try {
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(tmp, abs);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
