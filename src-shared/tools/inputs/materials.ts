import { z } from 'zod';
import { boundedText, intInRange, materialIdField, positiveId, topicNameField } from './fields';
import { onFirstUse } from '../../lazySchema';

const filtersField = () =>
  z
    .strictObject({
      source_prefix: boundedText('filters.source_prefix', 1, 1000)
        .optional()
        .describe('Only materials whose path (relative to its library, or absolute) starts with this'),
      section: boundedText('filters.section', 1, 500)
        .optional()
        .describe('Only passages whose heading path contains this text, e.g. "Lists" or "Tutorial > Lists"'),
      material_id: positiveId('filters.material_id').optional().describe('Only this material'),
    })
    .describe('Narrow the search; every filter given must hold');

export const listMaterialsInput = onFirstUse(() =>
  z.strictObject({
    topic_name: topicNameField()
      .optional()
      .describe('Only materials filed under this topic (matched ignoring case); an unknown topic is not_found.'),
  }),
);

export const searchMaterialsInput = onFirstUse(() =>
  z.strictObject({
    query: boundedText('query', 1, 2000).describe("What to look for, in the student's words, 1–2000 characters"),
    limit: intInRange('limit', 1, 20).default(5).describe('How many passages, 1–20 (default 5)'),
    filters: filtersField().optional(),
  }),
);

export const requestContextInput = onFirstUse(() =>
  z.strictObject({
    token_budget: intInRange('token_budget', 100, 100_000).describe('The most tokens the passages may use, 100–100000'),
    hint: boundedText('hint', 1, 2000).optional().describe('What the context is for; passages are ranked by it'),
  }),
);

export const getMaterialMetadataInput = onFirstUse(() =>
  z
    .strictObject({
      material_id: materialIdField().optional(),
      path: boundedText('path', 1, 4096)
        .optional()
        .describe('The file path, relative to its library folder or absolute'),
    })
    .refine((i) => (i.material_id === undefined) !== (i.path === undefined), {
      error: 'give exactly one of material_id or path',
      path: ['material_id'],
    }),
);
