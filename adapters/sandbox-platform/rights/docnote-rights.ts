import type { SandboxDocNote } from '../data/messages/docnote-records';
import { forbidden, notFound } from '../http/errors';
import type { SignedInContext } from '../http/reply';

/**
 * Who may read a docnote: a client it belongs to (unless it is an adviser-only file note), and the
 * adviser of any client it belongs to. Anyone else is told it does not exist.
 */
export function mayReadDocNote(ctx: SignedInContext, note: SandboxDocNote): boolean {
  const { user } = ctx;
  if (user.role === 'User')
    return note.entityIds.some((e) => ctx.state.index.client(e)?.adviserEntityId === user.entityId);
  return note.clientAccessible && note.entityIds.includes(user.entityId);
}

/** The docnote if it exists and the caller may read it; 404 otherwise (someone else's looks the same as none). */
export function readableDocNote(ctx: SignedInContext, id: number): SandboxDocNote {
  const note = Number.isSafeInteger(id) ? ctx.state.messages.find(id) : undefined;
  if (!note || !mayReadDocNote(ctx, note)) throw notFound(`docnote ${id}`);
  return note;
}

/** Only the client who sent a message may add attachments to it. */
export function requireOwnMessage(ctx: SignedInContext, note: SandboxDocNote): void {
  if (ctx.user.role !== 'ClientUser' || note.creatorEntityId !== ctx.user.entityId)
    throw forbidden(`you may not add attachments to docnote ${note.id}`);
}

/**
 * The entities whose docnotes a list may hold: a client's own dataset; an adviser must name clients
 * of theirs in entity_ids.
 */
export function listableEntities(ctx: SignedInContext, entityIds: number[]): number[] {
  if (ctx.user.role !== 'User') return [ctx.user.entityId];
  if (!entityIds.length) throw forbidden('entity_ids is required for an adviser');
  for (const e of entityIds) {
    if (ctx.state.index.client(e)?.adviserEntityId !== ctx.user.entityId)
      throw forbidden(`you do not have access to client ${e}`);
  }
  return entityIds;
}
