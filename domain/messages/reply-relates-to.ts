/** Whom a reply relates to (spec 3 §5: 'This reply relates to a message sent to {entity} - '). */

export interface RelatedEntityRef {
  id: number;
  name: string;
}

export interface ReplyContext {
  /** The entity chosen in 'Show messages for'; null for everyone. */
  chosenEntityId: number | null;
  /** The client replying. */
  clientId: number;
  /** The entities the message replied to was sent to. */
  messageEntityIds: readonly number[];
  /** The client's related entities. */
  related: readonly RelatedEntityRef[];
}

/**
 * The related entity a reply is on behalf of: the one chosen in 'Show messages for' (the message must be
 * theirs), or, with everyone shown, the related entity a message not sent to the client went to. null when the
 * reply is the client's own; undefined when the chosen entity is not a related one the message went to.
 */
export function replyRelatesTo(c: ReplyContext): RelatedEntityRef | null | undefined {
  if (c.chosenEntityId === c.clientId) return null;
  if (c.chosenEntityId !== null)
    return c.related.find((r) => r.id === c.chosenEntityId && c.messageEntityIds.includes(r.id));
  if (c.messageEntityIds.includes(c.clientId)) return null;
  return c.related.find((r) => c.messageEntityIds.includes(r.id)) ?? null;
}
