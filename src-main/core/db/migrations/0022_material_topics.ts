/**
 * Materials belong to a topic too (issue 12, "subjects across everything"): "Biology" gathers its
 * cards, tasks, plans and reading. A deleted topic leaves its materials without one.
 */
export default {
  version: 22,
  name: 'material_topics',
  sql: `
    ALTER TABLE materials ADD COLUMN topic_id INTEGER REFERENCES topics(id) ON DELETE SET NULL;
    CREATE INDEX materials_by_topic ON materials (topic_id) WHERE topic_id IS NOT NULL;
  `,
};
