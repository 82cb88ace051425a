import type { DueFlashcard } from '../../../src-shared/flashcards';
import type { ReaderChunk } from '../../../src-shared/ipc/materials';
import { useMaterials } from '../../stores/materials';
import { useNavigation } from '../../stores/navigation';

/** Whether the card knows where it came from: a material passage, or a line of a note. */
export const hasSource = (card: DueFlashcard) => card.source_material_id !== null || card.note_material_id !== null;

/**
 * The passage holding a note's line: the reader's chunks are the file in order with overlaps
 * removed, so counting their line breaks finds the line; failing that, the chunk quoting the front.
 */
export function chunkAtLine(chunks: ReaderChunk[], line: number, front: string): number | null {
  let first = 1;
  for (const c of chunks) {
    const lines = c.text.split('\n').length;
    if (line >= first && line < first + lines) return c.chunk_id;
    first += lines - 1;
  }
  const needle = front.slice(0, 40);
  return chunks.find((c) => c.text.includes(needle))?.chunk_id ?? chunks[0]?.chunk_id ?? null;
}

/** Opens the Materials reader where the card came from; the message to show when it cannot. */
export async function openCardSource(card: DueFlashcard): Promise<string | null> {
  const materials = useMaterials.getState();
  if (card.source_material_id !== null && card.source_chunk_id !== null) {
    const failure = await materials.openReader(card.source_material_id, { chunkId: card.source_chunk_id });
    if (failure) return failure.message;
  } else if (card.note_material_id !== null) {
    const failure = await materials.openReader(card.note_material_id);
    if (failure) return failure.message;
    const reader = useMaterials.getState().reader;
    if (reader && card.note_line !== null) {
      const chunkId = chunkAtLine(reader.text.chunks, card.note_line, card.front);
      useMaterials.setState({ reader: { ...reader, focusChunkId: chunkId } });
    }
  } else {
    return 'This card was written by hand: it has no source to open.';
  }
  useNavigation.getState().go('materials');
  return null;
}
