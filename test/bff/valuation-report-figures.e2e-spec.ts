import { readFileSync } from 'node:fs';
import { DEMO_SITE_CONFIG_PATH } from '../../adapters/site-config/file-site-config.adapter';
import { pdfLines } from '../../adapters/sandbox-platform/testing/pdf-text';
import { displayDate } from '../../domain/format/date-display';
import { formatMoney } from '../../domain/format/figure-format';
import type { OpenedMessage } from '../support/messages-api';
import { type Browser, signedIn, startPortal } from '../support/portal-harness';
import { finishedJob, runReport, TEMPLATE } from '../support/valuation-api';
import { first } from '../../domain/shared/present';

type Portal = Awaited<ReturnType<typeof startPortal>>;
interface Row {
  kind: string;
  name: string;
  planCurrency: string | null;
  value: number;
  children: Row[];
}
interface Tab {
  currency: string;
  range: { to: string };
  tables: { key: string; rows: Row[] }[];
  totals: { value: number };
}

/** An account row of the report: 'Name (CUR) | account number | £1,234.56'. */
const ACCOUNT_LINE = /^(.+ \([A-Z]{3}\)) \| [^|]+ \| ([^|]+)$/;

/**
 * Issue 23 item 19: amelia's valuation report agrees with the portal for the same date. Its accounts
 * are the ones the Accounts tab shows (the 'Not managed' one hidden, the partner's linked ones in),
 * each at the portal's value, with the portal's total; money and dates as the portal formats them;
 * the firm's name and logo from the site settings.
 */
describe("amelia's valuation report and the portal's figures", () => {
  let portal: Portal;
  let amelia: Browser;
  let lines: string[];
  let raw: string;
  let tab: Tab;
  beforeAll(async () => {
    portal = await startPortal();
    portal.sandbox!.state.settings.reportSeconds = 0.2;
    amelia = await signedIn(portal.server, 'amelia');
    const done = await finishedJob(
      amelia,
      (await runReport(amelia, { templateId: TEMPLATE.snapshot, selection: 'client' })).jobId,
    );
    const doc = (await amelia.get(`/api/messages/${done.documentId}`).expect(200)).body as OpenedMessage;
    const pdf = (await amelia.get(first(doc.attachments).downloadUrl).buffer(true).expect(200)).body as Buffer;
    raw = pdf.toString('latin1');
    lines = pdfLines(pdf);
    tab = (await amelia.get('/api/analysis/accounts').expect(200)).body as Tab;
  }, 60_000);
  afterAll(() => portal.close());

  const portalAccounts = (keys?: string[]) =>
    tab.tables
      .filter((t) => !keys || keys.includes(t.key))
      .flatMap((t) => t.rows.flatMap((r) => (r.kind === 'account' ? [r] : r.children)));
  const money = (v: number) => formatMoney(v, tab.currency);

  it("values the report on the portal's date", () => {
    expect(lines).toContain(`Valuation | As at ${displayDate(tab.range.to)}`);
  });

  it("lists exactly the accounts of the portal's Accounts tab, each at the portal's value, and the portal's total", () => {
    const fromPdf = lines
      .map((l) => ACCOUNT_LINE.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => `${m[1]} = ${m[2]}`);
    const fromPortal = portalAccounts().map((a) => `${a.name} (${a.planCurrency}) = ${money(a.value)}`);
    expect(fromPortal.length).toBeGreaterThan(10);
    expect(fromPdf.sort()).toEqual(fromPortal.sort());
    expect(lines).toContain(`Total | ${money(tab.totals.value)}`);
  });

  it("leaves out the 'Not managed' account the portal hides and carries the partner's linked accounts", () => {
    expect(lines.some((l) => l.includes('Legacy Holdings'))).toBe(false);
    const linked = portalAccounts(['linked']);
    expect(linked.length).toBeGreaterThan(0);
    expect(lines).toContain('Linked');
    for (const a of linked)
      expect(
        lines.filter((l) => l.startsWith(`${a.name} (${a.planCurrency}) | `) && l.endsWith(` | ${money(a.value)}`)),
      ).toHaveLength(1);
    expect(lines.some((l) => l.startsWith('Ben Hartley – Investments | '))).toBe(true);
  });

  it("carries the firm's name and logo from the site settings", () => {
    const settings = JSON.parse(readFileSync(DEMO_SITE_CONFIG_PATH, 'utf8')).settings;
    expect(lines).toContain(settings.branding.firmName);
    // The logo's lettering (logo-on-white.svg) drawn in the serif face, beside its shapes.
    expect(raw).toMatch(/\/F3 18 Tf [^\n]*\(Harbour & Vale\) Tj/);
    expect(raw).toContain('/BaseFont /Times-Roman');
  });
});
