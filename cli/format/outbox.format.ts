import type { LastCode } from '../../application/support/read-outbox.use-case';
import { columns } from './columns';

export function outboxLines(codes: LastCode[], origin: string): string[] {
  if (codes.length === 0) return [`No codes sent yet by the sandbox at ${origin}.`];
  return [
    `Last code sent to each user by the sandbox at ${origin}`,
    ...columns(
      [
        ['username', 'kind', 'channel', 'target', 'code', 'sent at'],
        ...codes.map((c) => [c.username, c.kind, c.channel, c.target, c.code, c.sentAt]),
      ],
      '  ',
    ),
  ];
}
