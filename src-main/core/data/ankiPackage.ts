import { unzipSync } from 'fflate';
import { decompress } from 'fzstd';
import { mediaNames, packageVersion } from './ankiProto';
import { badFile } from './failure';

/** What an .apkg/.colpkg holds, unpacked: the collection database and its media by name. */
export interface AnkiPackage {
  /** Which collection file was used: anki21b (current, zstd), anki21 or anki2 (legacy). */
  collectionName: string;
  collection: Uint8Array;
  media: Map<string, Uint8Array>;
}

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const isZstd = (b: Uint8Array) => ZSTD_MAGIC.every((x, i) => b[i] === x);
const unzstd = (b: Uint8Array) => (isZstd(b) ? decompress(b) : b);

/**
 * Unpacks a package. Current Anki writes `collection.anki21b` beside a stub `collection.anki2`
 * that only says "please update", so the newest collection present wins. Media: legacy packages
 * list names as JSON; current ones (meta version 3) as a zstd protobuf, with each file zstd too.
 */
export function readAnkiPackage(bytes: Uint8Array, file: string): AnkiPackage {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes);
  } catch (e) {
    throw badFile(file, `is not an Anki package (not a zip file: ${e instanceof Error ? e.message : String(e)}).`);
  }
  const collectionName = ['collection.anki21b', 'collection.anki21', 'collection.anki2'].find((n) => entries[n]);
  if (!collectionName)
    throw badFile(
      file,
      'is not an Anki package (no collection.anki21b, collection.anki21 or collection.anki2 inside).',
    );
  let collection: Uint8Array;
  try {
    collection = collectionName.endsWith('b') ? decompress(entries[collectionName]!) : entries[collectionName]!;
  } catch (e) {
    throw badFile(file, `${collectionName} cannot be decompressed (${e instanceof Error ? e.message : String(e)}).`);
  }
  const media = new Map<string, Uint8Array>();
  const list = entries.media;
  if (list && list.length) {
    try {
      const latest = entries.meta ? packageVersion(entries.meta) >= 3 : false;
      const names: [string, string][] = latest
        ? mediaNames(unzstd(list)).map((name, i) => [String(i), name])
        : Object.entries(JSON.parse(new TextDecoder().decode(list)) as Record<string, string>);
      for (const [index, name] of names) {
        const data = entries[index];
        if (data && typeof name === 'string' && name) media.set(name, latest ? unzstd(data) : data);
      }
    } catch (e) {
      throw badFile(file, `its media list cannot be read (${e instanceof Error ? e.message : String(e)}).`);
    }
  }
  return { collectionName, collection, media };
}
