/** Preparing a composed message's body for the platform (spec 3 §5 "Message body"). */

export interface AccountReference {
  description: string;
  externalId: string | null;
}

export interface BodyInput {
  /** What the client typed. */
  text: string;
  /** How many attachments go with the message. */
  attachmentCount: number;
  /** A reply on behalf of a related entity: the entity's name. */
  onBehalfOf?: string | null;
  /** Linked accounts, referenced only when the user may view the portfolio. */
  accounts?: readonly AccountReference[];
  mayViewPortfolio?: boolean;
}

/** spec 3 §5 */
export function attachmentsLine(count: number): string {
  return `This message was sent with ${count} attachments.`;
}

/** spec 3 §5 */
export function relatedEntityPrefix(entity: string): string {
  return `This reply relates to a message sent to ${entity} - `;
}

/** spec 3 §5: 'Ref: description - external id'. */
export function referenceLine(account: AccountReference): string {
  return account.externalId ? `Ref: ${account.description} - ${account.externalId}` : `Ref: ${account.description}`;
}

/** spec 3 §5: markup stripped, characters above code 255 removed, then trimmed. */
export function plainBodyText(text: string): string {
  const noMarkup = text
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-zA-Z!][^>]*>/g, '');
  // eslint-disable-next-line no-control-regex
  return noMarkup.replace(/[^\u0000-\u00ff]/g, '').trim();
}

/** Text as it may sit inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * spec 3 §5: the prepared body: the related-entity prefix (replies on behalf of an entity), the stripped text,
 * the account references (when the user may view the portfolio) and, with attachments, the line
 * 'This message was sent with N attachments.', all wrapped in preformatted text.
 */
export function prepareMessageBody(input: BodyInput): string {
  const text = plainBodyText(input.text);
  const lines = [(input.onBehalfOf ? relatedEntityPrefix(plainBodyText(input.onBehalfOf)) : '') + text];
  if (input.mayViewPortfolio && input.accounts?.length) {
    lines.push('', ...input.accounts.map((a) => plainBodyText(referenceLine(a))));
  }
  if (input.attachmentCount > 0) lines.push('', attachmentsLine(input.attachmentCount));
  return `<pre>${escapeHtml(lines.join('\n'))}</pre>`;
}
