import { ListSigningRequestsUseCase } from './list-signing-requests.use-case';
import { GetPendingSignaturesUseCase } from './get-pending-signatures.use-case';
import { adviserWithAmelia, amelia, AMELIA, lena, LENA, signingFakes } from './testing/signing-fakes';
import { first } from '../../domain/shared/present';

describe('ListSigningRequestsUseCase', () => {
  it("lists amelia's requests with their badges, due dates and who may sign, reading signatories only for part-signed and declined items", async () => {
    const f = signingFakes();
    const r = await new ListSigningRequestsUseCase(f.requests).execute(amelia);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.items.map((i) => [i.id, i.status, i.badge.text, i.canSign, i.pending, i.overdue])).toEqual([
      [7001, 'awaitingSignature', 'Awaiting signature', true, true, false],
      [7002, 'partSigned', 'Part signed', true, true, true], // due 2026-11-20, before today 2026-11-25
      [7003, 'signed', 'Signed', false, false, false],
      [7004, 'declined', 'Declined', false, true, false],
      [7005, 'pending', 'Pending', false, false, false],
    ]);
    expect(first(r.value.items).contentUrl).toBe('/api/signing/requests/7001/content');
    expect(f.port.calls.sort()).toEqual(['list', 'signatories:7002', 'signatories:7004']);
    expect(r.value.emptyText).toBeNull();
  });

  it('gives hasSigned and hasDeclined as the signatories say: a signed request is signed by her too, a declined one says who declined', async () => {
    const f = signingFakes();
    const r = await new ListSigningRequestsUseCase(f.requests).execute(amelia);
    if (!r.ok) throw new Error('failed');
    expect(r.value.items.map((i) => [i.id, i.hasSigned, i.hasDeclined])).toEqual([
      [7001, false, false],
      [7002, false, false],
      [7003, true, false],
      [7004, false, true], // amelia declined it
      [7005, false, false],
    ]);
  });

  it('asks the platform for status 4 only when awaitingOnly', async () => {
    const f = signingFakes();
    const r = await new ListSigningRequestsUseCase(f.requests).execute(amelia, { awaitingOnly: true });
    if (!r.ok) throw new Error('failed');
    expect(f.port.calls[0]).toBe('list:4');
    expect(r.value.items.map((i) => i.id)).toEqual([7001]);
  });

  it("shows a part-signed item as signed once the user's own record is signed", async () => {
    const f = signingFakes();
    first(f.port.people.get(7002)!).signingMethod = 'signed';
    const r = await new ListSigningRequestsUseCase(f.requests).execute(amelia);
    if (!r.ok) throw new Error('failed');
    expect(r.value.items[1]).toMatchObject({
      id: 7002,
      statusCode: 0,
      status: 'signed',
      badge: { tone: 'success', text: 'Signed' },
      hasSigned: true,
      canSign: false,
    });
  });

  it('gives the adviser only requests on which the client in context signs, and never a signing right', async () => {
    const f = signingFakes();
    f.port.lists.get(AMELIA)!.push({ ...first(f.port.lists.get(LENA)!) });
    const r = await new ListSigningRequestsUseCase(f.requests).execute(adviserWithAmelia);
    if (!r.ok) throw new Error('failed');
    expect(r.value.items.map((i) => i.id)).toEqual([7001, 7002, 7003, 7004, 7005]);
    expect(r.value.items.every((i) => !i.canSign)).toBe(true);
  });

  it("says 'No messages' when empty, and answers disabled when the site has signatures off", async () => {
    const f = signingFakes();
    f.port.lists.set(AMELIA, []);
    const empty = await new ListSigningRequestsUseCase(f.requests).execute(amelia);
    expect(empty.ok && empty.value).toEqual({ enabled: true, items: [], emptyText: 'No messages' });
    const off = signingFakes({ digitalSignaturesEnabled: false });
    const r = await new ListSigningRequestsUseCase(off.requests).execute(amelia);
    expect(r.ok && r.value.enabled).toBe(false);
    expect(off.port.calls).toEqual([]);
  });
});

describe('GetPendingSignaturesUseCase', () => {
  it('counts what still waits for the user, soonest due first with overdue marked', async () => {
    const f = signingFakes();
    const r = await new GetPendingSignaturesUseCase(f.requests).execute(amelia);
    if (!r.ok) throw new Error('failed');
    // §3 rule keeps 7001 (4), 7002 (0) and 7004 (2); 7004 is declined, so it waits for no-one.
    expect(r.value).toEqual({
      enabled: true,
      count: 2,
      items: [
        {
          id: 7002,
          filename: 'Document 7002.pdf',
          title: 'Request 7002',
          dueDate: '2026-11-20',
          overdue: true,
          link: '/clients/documents-and-messages/?toBeSigned=true',
        },
        {
          id: 7001,
          filename: 'Document 7001.pdf',
          title: 'Request 7001',
          dueDate: '2026-12-01',
          overdue: false,
          link: '/clients/documents-and-messages/?toBeSigned=true',
        },
      ],
    });
  });

  it("gives lena's one request", async () => {
    const f = signingFakes();
    f.port.sessionEntity = LENA;
    const r = await new GetPendingSignaturesUseCase(f.requests).execute(lena);
    expect(r.ok && r.value.items.map((i) => i.id)).toEqual([7101]);
  });
});
