import { z } from 'zod';
import { boundedText, materialIdField, topicNameField } from './fields';
import { onFirstUse } from '../../lazySchema';

export const editMaterialInput = onFirstUse(() =>
  z
    .strictObject({
      material_id: materialIdField(),
      expected_hash: z
        .string({ error: 'expected_hash must be the 64-character content_hash from get_material_metadata' })
        .regex(/^[0-9a-f]{64}$/, {
          error: 'expected_hash must be the 64-character content_hash from get_material_metadata',
        })
        .describe("The file's content_hash as you last read it (get_material_metadata); a changed file is refused"),
      start_byte: z.int().min(0).optional().describe('Splice mode: first byte to replace'),
      end_byte: z.int().min(0).optional().describe('Splice mode: byte after the last one to replace'),
      section: boundedText('section', 1, 1000)
        .optional()
        .describe('Section mode: the heading path ("Lists > Slicing") or heading whose body is replaced'),
      replacement: z
        .string({ error: 'replacement must be text' })
        .max(1_000_000, { error: 'replacement must be at most 1,000,000 characters' })
        .describe('The new text'),
    })
    .refine((i) => i.section === undefined || (i.start_byte === undefined && i.end_byte === undefined), {
      error: 'give either start_byte and end_byte, or section',
      path: ['section'],
    })
    .refine((i) => i.section !== undefined || (i.start_byte !== undefined && i.end_byte !== undefined), {
      error: 'splice mode needs both start_byte and end_byte',
      path: ['end_byte'],
    }),
);

export const importMaterialsInput = onFirstUse(() =>
  z.strictObject({
    paths: z
      .array(boundedText('paths.N', 1, 4096), { error: 'paths must be a list of file or folder paths' })
      .min(1, { error: 'paths needs at least one file or folder' })
      .max(100, { error: 'paths may hold at most 100 entries' })
      .describe('Absolute paths of files or folders to import, 1–100'),
  }),
);

export const rescanMaterialsInput = onFirstUse(() => z.strictObject({}));

export const rerootMaterialLibraryInput = onFirstUse(() =>
  z.strictObject({
    old_root: boundedText('old_root', 1, 4096).describe('The library folder as Quire knows it'),
    new_root: boundedText('new_root', 1, 4096).describe('Where that folder is now (must exist)'),
  }),
);

export const setMaterialTopicInput = onFirstUse(() =>
  z.strictObject({
    material_id: materialIdField(),
    topic_name: topicNameField()
      .nullable()
      .describe('The topic to file it under, e.g. "Biology" (created if new), or null for none'),
  }),
);
