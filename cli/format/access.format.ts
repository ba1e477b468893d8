import type { AccessDump } from '../../application/support/dump-access.use-case';
import { columns } from './columns';

export function accessLines(dump: AccessDump): string[] {
  const level = dump.clientAccessLevel;
  return [
    `Access of ${dump.username} (${dump.role}, ${dump.displayName})`,
    ...columns(
      [
        ['client access level', level ? `${level.code} ${level.name}` : '-'],
        ['site access level', dump.siteAccessLevel ?? '-'],
      ],
      '  ',
    ),
    'Pages (no client in context)',
    ...columns(
      dump.pages.map((p) =>
        p.allowed ? [p.page, 'allowed'] : [p.page, 'denied', p.reason ?? '', p.explanation ?? ''],
      ),
      '  ',
    ),
    'Capabilities',
    ...columns(
      Object.entries(dump.capabilities).map(([name, on]) => [name, on ? 'yes' : 'no']),
      '  ',
    ),
  ];
}
