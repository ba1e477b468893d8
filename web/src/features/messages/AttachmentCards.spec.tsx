import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AttachmentCards } from './AttachmentCards';

const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Issue 21: a right-to-left override must not make 'invoice\u202efdp.hta' read as 'invoiceath.pdf'. */
describe('AttachmentCards file names', () => {
  afterEach(cleanup);

  it('shows a name without bidirectional controls on the card, the button and the question', () => {
    const spoofed = {
      id: 1,
      filename: 'invoice\u202efdp.hta',
      createdDate: null,
      mimetype: null,
      icon: 'other',
      downloadUrl: '/api/messages/1/attachments/1',
    } as const;
    render(<AttachmentCards attachments={[spoofed]} canDownload downloadNote={null} />);
    const cards = screen.getByRole('region', { name: 'Attachments' });
    expect(cards.querySelector('.doc-card__name')!.textContent).toBe('invoicefdp.hta');
    fireEvent.click(within(cards).getByRole('button', { name: 'Download invoicefdp.hta' }));
    expect(screen.getByRole('dialog').textContent).toContain('Do you want to download invoicefdp.hta?');
    expect(document.body.textContent).not.toMatch(BIDI);
  });
});
