import { Reader } from 'protobufjs/minimal';

/**
 * The few protobuf messages of an Anki package Quire reads, decoded with protobufjs's reader.
 * Field numbers are Anki's (rslib/proto): only these fields are read, the rest skipped.
 */
function fields(buf: Uint8Array, want: Record<number, 'varint' | 'string' | 'bytes'>) {
  const r = Reader.create(buf);
  const out: Record<number, (number | string | Uint8Array)[]> = {};
  while (r.pos < r.len) {
    const tag = r.uint32();
    const kind = want[tag >>> 3];
    if (kind === 'varint' && (tag & 7) === 0) (out[tag >>> 3] ??= []).push(r.uint32());
    else if (kind === 'string' && (tag & 7) === 2) (out[tag >>> 3] ??= []).push(r.string());
    else if (kind === 'bytes' && (tag & 7) === 2) (out[tag >>> 3] ??= []).push(r.bytes());
    else r.skipType(tag & 7);
  }
  return out;
}

/** Notetype.Config: `kind` 1 is Cloze. */
export function notetypeIsCloze(config: Uint8Array): boolean {
  return fields(config, { 1: 'varint' })[1]?.[0] === 1;
}

/** Notetype.Template.Config: the question and answer templates. */
export function templateFormats(config: Uint8Array): { qfmt: string; afmt: string } {
  const f = fields(config, { 1: 'string', 2: 'string' });
  return { qfmt: String(f[1]?.[0] ?? ''), afmt: String(f[2]?.[0] ?? '') };
}

/** PackageMetadata: version 3 (LATEST) means zstd media and a protobuf media list. */
export function packageVersion(meta: Uint8Array): number {
  return Number(fields(meta, { 1: 'varint' })[1]?.[0] ?? 0);
}

/** MediaEntries: names in zip order (zip entry "0" is the first name, and so on). */
export function mediaNames(entries: Uint8Array): string[] {
  return (fields(entries, { 1: 'bytes' })[1] ?? []).map((e) =>
    String(fields(e as Uint8Array, { 1: 'string' })[1]?.[0] ?? ''),
  );
}
