/**
 * The Action required panel lists each thing once: an important message that came with a signature
 * request ('Please sign: …') is that request's message, so it shows as the 'Sign:' entry only.
 */
export function withoutSigningMessages<M extends { id: number }>(
  importantMessages: readonly M[],
  signatures: readonly { docnoteId: number | null }[],
): M[] {
  const signing = new Set(signatures.map((s) => s.docnoteId).filter((id): id is number => id !== null));
  return importantMessages.filter((m) => !signing.has(m.id));
}
