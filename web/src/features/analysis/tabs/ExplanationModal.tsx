import { EXPLANATION_HEADING, EXPLANATIONS } from '../../../../../domain/analysis/investments-display';
import { Dialog } from '../Dialog';

/** spec 2 §2: the 'What does this mean?' modal: what each column of the Investments tab means. */
export function ExplanationModal({ onClose }: { onClose: () => void }) {
  return (
    <Dialog labelledBy="inv-modal-heading" onClose={onClose} className="inv-modal__dialog">
      <h2 id="inv-modal-heading">{EXPLANATION_HEADING}</h2>
      <dl className="inv-modal__terms">
        {EXPLANATIONS.map(({ term, meaning }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <div className="button-row">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
