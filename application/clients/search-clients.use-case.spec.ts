import { SiteAccessLevel } from '../../domain/access/access-level';
import { PlatformError } from '../ports/platform-error';
import type { ClientListRow } from '../ports/clients.port';
import { ACCESS_LEVEL_CHOICES, clientRow, CREDENTIAL, fakePlatform } from '../support/testing/fake-platform';
import { SearchClientsUseCase } from './search-clients.use-case';

const rows = (n: number, first = 1): ClientListRow[] =>
  Array.from({ length: n }, (_, i) => clientRow({ id: first + i }));

function search(listed: ClientListRow[], choices: unknown = ACCESS_LEVEL_CHOICES) {
  const listClients = jest.fn().mockResolvedValue(listed);
  const getFieldChoices =
    choices instanceof Error ? jest.fn().mockRejectedValue(choices) : jest.fn().mockResolvedValue(choices);
  return {
    listClients,
    getFieldChoices,
    useCase: new SearchClientsUseCase(fakePlatform({ listClients, getFieldChoices })),
  };
}

describe('SearchClientsUseCase', () => {
  it('asks for one more than a page, sorted by entity_name by default, with empty criteria left out', async () => {
    const { listClients, useCase } = search(rows(3));
    const result = await useCase.execute(CREDENTIAL, { name: '', postcode: '', dob: '' });
    expect(listClients).toHaveBeenCalledWith(CREDENTIAL, {
      quicksearch: undefined,
      pcode: undefined,
      dob: undefined,
      pageBookmark: undefined,
      pageSize: 21,
      pageSort: 'entity_name',
    });
    expect(result).toMatchObject({ ok: true, value: { hasMore: false, nextBookmark: null, sort: 'entity_name' } });
    expect(result.ok && result.value.rows.map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('passes the criteria, the sort and the bookmark through', async () => {
    const { listClients, useCase } = search([]);
    const result = await useCase.execute(CREDENTIAL, {
      name: 'smi',
      postcode: 'AB1',
      dob: '1980-01-31',
      sort: '-dob',
      bookmark: 'bm-20',
      pageSize: 5,
    });
    expect(listClients).toHaveBeenCalledWith(CREDENTIAL, {
      quicksearch: 'smi',
      pcode: 'AB1',
      dob: '1980-01-31',
      pageBookmark: 'bm-20',
      pageSize: 6,
      pageSort: '-dob',
    });
    expect(result).toEqual({ ok: true, value: { rows: [], hasMore: false, nextBookmark: null, sort: '-dob' } });
  });

  it('an extra row means more: it is not shown and the bookmark is the last shown row', async () => {
    const { useCase } = search(rows(21));
    const result = await useCase.execute(CREDENTIAL, {});
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.rows).toHaveLength(20);
    expect(result.value.rows.map((r) => r.id)).not.toContain(21);
    expect(result.value).toMatchObject({ hasMore: true, nextBookmark: 'bm-20' });
  });

  it('exactly a page has no more', async () => {
    const { useCase } = search(rows(2));
    expect(await useCase.execute(CREDENTIAL, { pageSize: 2 })).toMatchObject({
      ok: true,
      value: { hasMore: false, nextBookmark: null },
    });
  });

  it('maps the access level of each row; no user or no known level means no client access', async () => {
    const { useCase } = search([
      clientRow({
        id: 1,
        clientAccessLevel: 1,
        userId: 10,
        entityName: 'Amy',
        preferredEmail: 'a@x.test',
        dob: '1970-02-03',
        preferredPostcode: 'N1',
      }),
      clientRow({ id: 2, clientAccessLevel: 2, userId: 20 }),
      clientRow({ id: 3, clientAccessLevel: 3, userId: null }),
      clientRow({ id: 4, clientAccessLevel: 0, userId: 40 }),
      clientRow({ id: 5, clientAccessLevel: 9, userId: 50 }),
    ]);
    const result = await useCase.execute(CREDENTIAL, {});
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.rows[0]).toEqual({
      id: 1,
      entityName: 'Amy',
      preferredEmail: 'a@x.test',
      dob: '1970-02-03',
      preferredPostcode: 'N1',
      siteAccessLevel: SiteAccessLevel.Portfolio,
      hasClientAccess: true,
      isPreviewMode: false,
      userId: 10,
      bookmark: 'bm-1',
    });
    expect(result.value.rows.map((r) => [r.siteAccessLevel, r.hasClientAccess])).toEqual([
      [SiteAccessLevel.Portfolio, true],
      [SiteAccessLevel.Assets, true],
      [SiteAccessLevel.Messages, false],
      [SiteAccessLevel.NotAssigned, true],
      [null, false],
    ]);
  });

  it('still lists the clients when the access-level choices cannot be read, none with access', async () => {
    const { useCase } = search(rows(2), new PlatformError('forbidden', 403, 'Permission Error'));
    const result = await useCase.execute(CREDENTIAL, {});
    expect(result.ok && result.value.rows.map((r) => [r.id, r.siteAccessLevel, r.hasClientAccess])).toEqual([
      [1, null, false],
      [2, null, false],
    ]);
  });

  it('a refused list is an error', async () => {
    const listClients = jest.fn().mockRejectedValue(new PlatformError('forbidden', 403, 'Permission Error'));
    const getFieldChoices = jest.fn().mockResolvedValue(ACCESS_LEVEL_CHOICES);
    expect(
      await new SearchClientsUseCase(fakePlatform({ listClients, getFieldChoices })).execute(CREDENTIAL, {}),
    ).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
  });
});
