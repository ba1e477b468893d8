import { startSandboxPlatform, type RunningSandbox } from '../../adapters/sandbox-platform/sandbox-server';
import { FaultProxy } from '../support/fault-proxy';
import { signedIn, startPortal } from '../support/portal-harness';

type Portal = Awaited<ReturnType<typeof startPortal>>;
type WireRow = Record<string, unknown>;

const bigDecimal = (text: string) => ({ _type: 'BigDecimal', _val: text });
const currency = (code: string, text: string) => ({ _type: 'Currency', _val: { code, value: bigDecimal(text) } });

/**
 * Money stays exact from the platform's BigDecimal to the API answer: amounts a float would change
 * ("12345678901234.565" is 12345678901234.564 as a double) and scientific notation ("1.23456e2")
 * reach the Transactions tab rounded once, to the penny, from their exact value.
 */
describe('exact money, from the wire to the API answer', () => {
  let sandbox: RunningSandbox;
  let proxy: FaultProxy;
  let portal: Portal;
  beforeAll(async () => {
    sandbox = await startSandboxPlatform({ port: 0 });
    proxy = new FaultProxy(sandbox.origin);
    portal = await startPortal({ platformUrl: `${await proxy.start()}/resourceful` });
  });
  afterAll(async () => {
    await portal.close();
    await proxy.close();
    await sandbox.close();
  });

  it('rounds a BigDecimal with more digits than a double holds once, from its exact value, and reads scientific notation', async () => {
    let changed: WireRow | undefined;
    proxy.rules = [
      {
        match: /^GET .*\/portfolio\/transaction\?/,
        rewriteJson: (body) => {
          const rows = body as WireRow[];
          changed = rows.find((r) => r.transaction_type !== 'income');
          if (changed) {
            const code = (changed.gross_amount as { _val: { code: string } })._val.code;
            Object.assign(changed, {
              transaction_type_desc: 'Purchase',
              gross_amount: currency(code, '12345678901234.565'),
              net_amount: currency(code, '1.23456e2'),
              fee: currency(code, '-5E-3'),
              tax: currency(code, '0.0050'),
              price_per_unit: currency(code, '1.23456e2'),
            });
          }
          return rows;
        },
      },
    ];
    const amelia = await signedIn(portal.server, 'amelia');
    const res = await amelia.get('/api/analysis/transactions').query({ range: 'inception' }).expect(200);
    expect(changed).toBeDefined();
    const row = (res.body.rows as { id: number }[]).find((r) => r.id === changed!.transaction_id);
    expect(row).toMatchObject({
      grossAmount: 12345678901234.57,
      netAmount: 123.46,
      fee: -0.01,
      tax: 0.01,
      pricePerUnit: 123.456,
      valueAfterFeesAndTaxes: 12345678901234.57,
    });
    // The answer's own text: the figures as written, no residue and no float's rounding.
    expect(res.text).toContain('"grossAmount":12345678901234.57');
    expect(res.text).toContain('"netAmount":123.46');
  });
});
