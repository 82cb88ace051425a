/**
 * Chunk vectors by model: health counts the chunks embedded under the current model and the
 * background embedder looks for chunks without one on every batch. Without this index both read
 * every vector (kilobytes each) instead of a small index.
 */
export default {
  version: 15,
  name: 'vector_model_index',
  sql: `
    CREATE INDEX material_chunk_vectors_by_model ON material_chunk_vectors (model, chunk_id);
  `,
};
