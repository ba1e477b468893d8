/**
 * Items per call of the platform's batch endpoint (spec 2 §9). Local until the named constant in
 * domain/ lands; then import it from there.
 */
export const BATCH_CHUNK_SIZE = 50;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
