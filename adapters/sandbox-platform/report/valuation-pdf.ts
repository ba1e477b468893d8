import { LINKED_TABLE_HEADING, MY_TABLE_HEADING, NO_ACCOUNTS_TO_VIEW } from '../../../domain/analysis/accounts-tab';
import { displayDate } from '../../../domain/format/date-display';
import { formatMoney, formatMoneyChange } from '../../../domain/format/figure-format';
import { first, itemAt } from '../../../domain/shared/present';
import { CONVERSION_RATE_UNAVAILABLE } from '../../../domain/money/fx-conversion';
import { formatDecimal, decimalToNumber, type Decimal } from '../../../domain/money/decimal';
import type { ReportFigures, ValueFigures } from '../compute/report-figures';
import { A4, PdfDocument, type PdfPage, type Rgb, type TextStyle } from './pdf/pdf-document';
import { textWidth, type FontName } from './pdf/standard-fonts';
import { placeLogo } from './pdf/svg-logo';
import type { ReportSettings } from './report-settings';

/**
 * A valuation report as a styled A4 PDF: the firm's logo and name, the report's title, client, dates
 * and currency, then the accounts by portfolio (the portal's My and Linked tables) with each
 * portfolio's subtotal and the total, or the client's assets and liabilities; money and dates as the
 * portal shows them (domain/format). Long reports run onto more pages, the column heads repeated.
 */

export interface ValuationPdfInput {
  title: string;
  clientName: string;
  requestedBy: string;
  /** The day it was asked for, YYYY-MM-DD. */
  requestedOn: string;
  figures: ReportFigures;
  settings: ReportSettings;
}

const MARGIN = 48;
const RIGHT = A4.width - MARGIN;
const BOTTOM = 72;
const ROW = 17;
const GREY: Rgb = [0.4, 0.42, 0.45];
const RULE: Rgb = [0.85, 0.86, 0.88];
const TINT: Rgb = [0.95, 0.96, 0.97];
const NOT_AVAILABLE = 'Not available';

interface Column {
  head: string;
  right: number;
  value: (f: ValueFigures) => string;
}

const money = (d: Decimal | null, currency: string): string =>
  d === null ? NOT_AVAILABLE : formatMoney(formatDecimal(d, 2), currency);
const change = (d: Decimal | null, currency: string): string =>
  d === null ? NOT_AVAILABLE : formatMoneyChange(decimalToNumber(d), currency);

/** A text in lines of at most a width, broken between words. */
function wrap(text: string, width: number, font: FontName, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...lines, line] : lines;
}

/** A text cut to a width, ending in an ellipsis when cut. */
function fitToWidth(text: string, width: number, font: FontName, size: number): string {
  if (textWidth(text, font, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(`${cut}…`, font, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

class Layout {
  readonly doc: PdfDocument;
  page!: PdfPage;
  y = 0;
  private pageCount = 0;
  /** Drawn at the top of every page after the first: the current table's column heads. */
  columnHeads: () => void = () => undefined;

  constructor(private readonly input: ValuationPdfInput) {
    this.doc = new PdfDocument({ title: input.title, author: input.settings.branding.firmName });
  }

  newPage(): void {
    this.page = this.doc.addPage();
    this.pageCount++;
    const { branding } = this.input.settings;
    const top = A4.height - 40;
    if (branding.logo) this.page.graphics(placeLogo(branding.logo, MARGIN, top, 30).ops);
    else this.page.text(MARGIN, top - 22, branding.firmName, { font: 'bold', size: 16, colour: branding.primary });
    this.page.text(RIGHT, top - 12, branding.firmName, { size: 9, colour: branding.primary, align: 'right' });
    this.page.text(RIGHT, top - 24, 'Valuation report', { size: 9, colour: GREY, align: 'right' });
    this.page.line(MARGIN, top - 38, RIGHT, top - 38, branding.accent, 1.5);
    this.y = top - 66;
    if (this.pageCount > 1) this.columnHeads();
  }

  /** Room for `rows` more rows, or a new page. */
  need(rows: number): void {
    if (this.y - rows * ROW < BOTTOM) this.newPage();
  }

  text(x: number, text: string, style: TextStyle = {}): void {
    this.page.text(x, this.y, text, { size: 9, ...style });
  }

  footers(): void {
    const { branding } = this.input.settings;
    const total = this.doc.pages.length;
    this.doc.pages.forEach((p, i) => {
      p.line(MARGIN, 50, RIGHT, 50, RULE);
      p.text(MARGIN, 38, `${branding.firmName} · ${this.input.title} · ${this.input.clientName}`, {
        size: 8,
        colour: GREY,
      });
      p.text(RIGHT, 38, `Page ${i + 1} of ${total}`, { size: 8, colour: GREY, align: 'right' });
    });
  }
}

function columnsFor(figures: ReportFigures): Column[] {
  const c = figures.currency;
  if (figures.dates.length === 2) {
    return [
      { head: 'Opening value', right: RIGHT - 240, value: (f) => money(f.opening, c) },
      { head: 'Net flows', right: RIGHT - 160, value: (f) => change(f.netFlows, c) },
      { head: 'Movement', right: RIGHT - 80, value: (f) => change(f.movement, c) },
      { head: 'Closing value', right: RIGHT, value: (f) => money(f.closing, c) },
    ];
  }
  return [{ head: 'Value', right: RIGHT, value: (f) => money(f.closing, c) }];
}

function summary(l: Layout, input: ValuationPdfInput): void {
  const { branding } = input.settings;
  const f = input.figures;
  l.page.text(MARGIN, l.y, input.title, { font: 'bold', size: 20, colour: branding.primary });
  l.y -= 30;
  // The figures' dates are [as at] or [from, to].
  const when =
    f.dates.length === 2
      ? `${displayDate(first(f.dates))} to ${displayDate(itemAt(f.dates, 1))}`
      : `As at ${displayDate(first(f.dates))}`;
  const rows: [string, string][] = [
    ['Client', input.clientName],
    ['Valuation', when],
    ['Currency', f.portfolios.length ? f.currency : 'Each asset in its own currency'],
    ['Requested by', `${input.requestedBy}, ${displayDate(input.requestedOn)}`],
  ];
  for (const [label, value] of rows) {
    l.text(MARGIN, label, { font: 'bold', size: 10, colour: GREY });
    l.text(MARGIN + 90, value, { size: 10 });
    l.y -= 15;
  }
  l.y -= 14;
}

function accountsTable(l: Layout, input: ValuationPdfInput): void {
  const f = input.figures;
  const { branding } = input.settings;
  const columns = columnsFor(f);
  const nameWidth = first(columns).right - 72 - MARGIN - 12;
  const heads = () => {
    l.need(2);
    l.text(MARGIN, 'Account', { font: 'bold', colour: GREY });
    if (f.dates.length === 1) l.text(RIGHT - 200, 'Account number', { font: 'bold', colour: GREY });
    for (const c of columns) l.text(c.right, c.head, { font: 'bold', colour: GREY, align: 'right' });
    l.page.line(MARGIN, l.y - 5, RIGHT, l.y - 5, branding.primary, 0.8);
    l.y -= ROW + 2;
  };
  l.columnHeads = heads;
  if (!f.portfolios.length) {
    l.text(MARGIN, NO_ACCOUNTS_TO_VIEW, { size: 10 });
    l.y -= ROW;
    return;
  }
  const split = f.portfolios.some((p) => p.isLinked);
  let section: boolean | null = null;
  heads();
  for (const p of f.portfolios) {
    if (split && section !== p.isLinked) {
      l.need(3);
      section = p.isLinked;
      l.y -= 4;
      l.text(MARGIN, p.isLinked ? LINKED_TABLE_HEADING : MY_TABLE_HEADING, {
        font: 'bold',
        size: 11,
        colour: branding.primary,
      });
      l.y -= ROW;
    }
    l.need(2);
    l.page.rect(MARGIN, l.y - 5, RIGHT - MARGIN, ROW, TINT);
    l.text(MARGIN + 4, fitToWidth(p.name, nameWidth + 80, 'bold', 9), { font: 'bold' });
    if (p.total) for (const c of columns) l.text(c.right - 2, c.value(p.total), { font: 'bold', align: 'right' });
    l.y -= ROW;
    for (const a of p.accounts) {
      l.need(1);
      const name = f.dates.length === 1 ? nameWidth - 110 : nameWidth;
      l.text(MARGIN + 12, fitToWidth(`${a.account.name} (${a.account.planCurrency})`, name, 'regular', 9));
      if (f.dates.length === 1)
        l.text(RIGHT - 200, a.account.externalAccountId || String(a.account.accountId), { colour: GREY });
      for (const c of columns) l.text(c.right - 2, a.figures ? c.value(a.figures) : NOT_AVAILABLE, { align: 'right' });
      l.page.line(MARGIN + 12, l.y - 6, RIGHT, l.y - 6, RULE, 0.4);
      l.y -= ROW;
    }
  }
  l.need(2);
  l.y -= 4;
  l.page.line(MARGIN, l.y + 12, RIGHT, l.y + 12, branding.primary, 1);
  l.text(MARGIN, 'Total', { font: 'bold', size: 10 });
  for (const c of columns)
    l.text(c.right - 2, f.total ? c.value(f.total) : NOT_AVAILABLE, { font: 'bold', size: 10, align: 'right' });
  l.y -= ROW + 10;
}

function assetsTable(l: Layout, input: ValuationPdfInput): void {
  const { branding } = input.settings;
  const heads = () => {
    l.need(2);
    for (const [x, head, align] of [
      [MARGIN, 'Asset or liability', 'left'],
      [RIGHT - 230, 'Share', 'right'],
      [RIGHT - 130, 'Valued', 'right'],
      [RIGHT, 'Your share', 'right'],
    ] as const) {
      l.text(x, head, { font: 'bold', colour: GREY, align });
    }
    l.page.line(MARGIN, l.y - 5, RIGHT, l.y - 5, branding.primary, 0.8);
    l.y -= ROW + 2;
  };
  l.columnHeads = heads;
  l.text(MARGIN, 'Assets and liabilities', { font: 'bold', size: 11, colour: branding.primary });
  l.y -= ROW;
  heads();
  for (const a of input.figures.assets) {
    l.need(1);
    l.text(MARGIN, fitToWidth(a.description, RIGHT - 260 - MARGIN, 'regular', 9));
    l.text(RIGHT - 230, `${a.percentOwned}%`, { align: 'right' });
    l.text(RIGHT - 130, displayDate(a.valuationDate), { align: 'right', colour: GREY });
    l.text(RIGHT - 2, money(a.value, a.currency), { align: 'right' });
    l.page.line(MARGIN, l.y - 6, RIGHT, l.y - 6, RULE, 0.4);
    l.y -= ROW;
  }
}

function notes(l: Layout, input: ValuationPdfInput): void {
  const f = input.figures;
  const lines: string[] = [];
  if (f.portfolios.length) {
    lines.push(
      `Each account's value is its closing value on the day, in ${f.currency} at that day's exchange rate: the figure the portal shows for the same date.`,
    );
    if (f.dates.length === 2)
      lines.push(
        `Opening value is the value at the close of the day before ${displayDate(first(f.dates))}. Net flows and movement are ${input.settings.feeTaxMode.label.toLowerCase()}.`,
      );
    if (f.portfolios.some((p) => p.accounts.some((a) => a.figures === null)))
      lines.push(`${NOT_AVAILABLE}: ${CONVERSION_RATE_UNAVAILABLE}.`);
  } else {
    lines.push(
      'Each asset and liability is shown at its own latest valuation, in its own currency; your share is its value times your percentage owned.',
    );
  }
  l.y -= 8;
  const wrapped = lines.flatMap((line) => wrap(line, RIGHT - MARGIN, 'regular', 8));
  l.need(wrapped.length + 1);
  for (const line of wrapped) {
    l.text(MARGIN, line, { size: 8, colour: GREY });
    l.y -= 12;
  }
}

export function valuationPdf(input: ValuationPdfInput): Buffer {
  const l = new Layout(input);
  l.newPage();
  summary(l, input);
  if (input.figures.portfolios.length || !input.figures.assets.length) accountsTable(l, input);
  else assetsTable(l, input);
  notes(l, input);
  l.footers();
  return l.doc.toBuffer();
}
