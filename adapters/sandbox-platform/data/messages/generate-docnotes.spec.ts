import { inflateSync } from 'node:zlib';
import { present } from '../../../../domain/shared/present';
import { DEMO_SEED } from '../demo-constants';
import { generateFirm } from '../generate-firm';
import { FirmIndex } from '../firm-index';
import { SandboxState } from '../../state/sandbox-state';
import { IMPORTANT_CATEGORY, type SandboxDocNote } from './docnote-records';
import { generateDocNotes, SCALE_DOCNOTES_PER_UNIT } from './generate-docnotes';
import { crc32, docxFile, pdfFile, pngFile, xlsxFile } from './sample-files';
import { SIGNATURE_PLANS } from './signature-plan';

const AMELIA = 10001;
const BEN = 10002;
const LENA = 10012;
const SCALE = 10013;
const AS_OF = '2026-11-25';

/** The entries of a ZIP read from its central directory, each checked against its CRC-32. */
function unzip(zip: Buffer): Record<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: Record<string, string> = {};
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString();
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    expect(crc32(data)).toBe(crc);
    out[name] = data.toString('utf8');
    at += 46 + nameLength;
  }
  return out;
}

describe('sample attachment files are valid files of their type', () => {
  it('computes the standard CRC-32 (check value of "123456789" is CBF43926)', () => {
    expect(crc32(Buffer.from('123456789')).toString(16)).toBe('cbf43926');
  });

  it('makes a PDF whose cross-reference table points at each object and whose startxref points at the table', () => {
    const pdf = pdfFile('Valuation (Q1)', ['line one']).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((o, i) => expect(pdf.slice(o, o + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(pdf).toContain('(Valuation \\(Q1\\)) Tj');
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(pdf)!;
    expect(
      pdf.slice(
        stream.index + stream[0].length + Number(stream[1]),
        stream.index + stream[0].length + Number(stream[1]) + 10,
      ),
    ).toBe('\nendstream');
  });

  it('makes a PNG whose chunks carry correct CRCs and whose pixels inflate to width × height', () => {
    const png = pngFile(5, 3);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    let at = 8;
    const chunks: Record<string, Buffer> = {};
    while (at < png.length) {
      const length = png.readUInt32BE(at);
      const type = png.subarray(at + 4, at + 8).toString();
      const data = png.subarray(at + 8, at + 8 + length);
      expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
      chunks[type] = data;
      at += 12 + length;
    }
    expect(Object.keys(chunks)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = present(chunks.IHDR, 'an IHDR chunk');
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([5, 3, 8, 2]);
    // 3 rows of a filter byte and 5 RGB pixels.
    expect(inflateSync(present(chunks.IDAT, 'an IDAT chunk')).length).toBe(3 * (1 + 5 * 3));
  });

  it('makes a .docx and a .xlsx as ZIP packages with their content types and parts', () => {
    const docx = unzip(docxFile(['Hello & welcome']));
    expect(Object.keys(docx)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    expect(docx['word/document.xml']).toContain('Hello &amp; welcome');
    const xlsx = unzip(
      xlsxFile('Summary', [
        ['Item', 'Value'],
        ['Opening', 125000],
      ]),
    );
    expect(Object.keys(xlsx)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(xlsx['xl/worksheets/sheet1.xml']).toContain('<c r="B2"><v>125000</v></c>');
  });
});

describe('generated documents and messages (PERSONAS.md)', () => {
  const firm = generateFirm(DEMO_SEED, 1);
  const index = new FirmIndex(firm);
  const hartley = generateDocNotes(DEMO_SEED, index, AMELIA, AS_OF, 1);
  const visibleTo = (notes: SandboxDocNote[], entity: number) =>
    notes.filter((n) => n.clientAccessible && n.entityIds.includes(entity));

  it('gives amelia at least 25 messages and documents, at least 3 unread, at least 1 important, several with attachments', () => {
    const amelia = visibleTo(hartley, AMELIA);
    expect(amelia.length).toBeGreaterThanOrEqual(25);
    expect(amelia.filter((n) => !n.readBy[AMELIA]).length).toBeGreaterThanOrEqual(3);
    expect(amelia.filter((n) => n.categories.includes(IMPORTANT_CATEGORY)).length).toBeGreaterThanOrEqual(1);
    expect(
      amelia.filter((n) => n.categories.includes(IMPORTANT_CATEGORY) && !n.readBy[AMELIA]).length,
    ).toBeGreaterThanOrEqual(1);
    expect(amelia.filter((n) => n.attachments.length > 0).length).toBeGreaterThanOrEqual(5);
  });

  it('dates them over several years before the sandbox day, none after it', () => {
    const years = new Set(hartley.map((n) => n.createdAt.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(hartley.every((n) => n.createdAt.slice(0, 10) <= AS_OF)).toBe(true);
  });

  it('has one body with an inline data-URI image, a script and an event handler for the sanitiser', () => {
    const bodies = visibleTo(hartley, AMELIA).map((n) => n.body());
    const tricky = bodies.filter(
      (b) => b.includes('<script>') && /<img src="data:image\/png;base64,/.test(b) && b.includes('onerror='),
    );
    expect(tricky).toHaveLength(1);
  });

  it("links documents to amelia's accounts that exist in her portfolio data", () => {
    const state = new SandboxState(firm, {
      sessionTimeoutMinutes: 20,
      platformVersion: '23.6.301',
      underAdviceField: true,
    });
    const linked = [...new Set(hartley.flatMap((n) => n.accounts))];
    expect(linked.length).toBeGreaterThanOrEqual(2);
    for (const id of linked) expect(state.portfolios.account(id)?.account.accountId).toBe(id);
  });

  it('gives ben his own messages and messages about Oliver, and a signature document for each signature request', () => {
    const ben = visibleTo(hartley, BEN);
    expect(ben.filter((n) => n.entityIds.includes(10014)).length).toBeGreaterThanOrEqual(2);
    expect(ben.filter((n) => n.entityIds.length === 1).length).toBeGreaterThanOrEqual(5);
    const lena = generateDocNotes(DEMO_SEED, index, LENA, AS_OF, 1);
    const docnoteIds = new Set([...hartley, ...lena].map((n) => n.id));
    for (const plan of SIGNATURE_PLANS) expect(docnoteIds.has(plan.docnoteId)).toBe(true);
  });

  it('gives dmitri and erin a few messages each, some unread, and every other client some', () => {
    for (const [entity, min] of [
      [10004, 3],
      [10005, 3],
      [10003, 3],
      [11001, 2],
    ] as const) {
      const notes = visibleTo(generateDocNotes(DEMO_SEED, index, entity, AS_OF, 1), entity);
      expect(notes.length).toBeGreaterThanOrEqual(min);
      expect(notes.some((n) => !n.readBy[entity])).toBe(true);
    }
  });

  it('gives every docnote a unique id and attachment ids under it, the same for the same seed', () => {
    const ids = hartley.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const n of hartley) for (const a of n.attachments) expect(Math.floor(a.id / 100)).toBe(n.id);
    expect(generateDocNotes(DEMO_SEED, index, AMELIA, AS_OF, 1).map((n) => [n.id, n.subject, n.createdAt])).toEqual(
      hartley.map((n) => [n.id, n.subject, n.createdAt]),
    );
  });

  // How fast they come is measured by `npm run bench`, not timed here.
  it('gives the scale client 50 docnotes per unit of scale (5,000 at 100), generated only when asked for', () => {
    const big = generateFirm(DEMO_SEED, 100);
    const state = new SandboxState(big, {
      sessionTimeoutMinutes: 20,
      platformVersion: '23.6.301',
      underAdviceField: true,
    });
    const notes = state.messages.datasetOf(SCALE);
    expect(notes.filter((n) => n.doctype !== 'Digital Signature')).toHaveLength(100 * SCALE_DOCNOTES_PER_UNIT);
    expect(notes.filter((n) => !n.readBy[SCALE]).length).toBeGreaterThan(20);
  });
});
