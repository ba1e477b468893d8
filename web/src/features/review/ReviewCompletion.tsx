import { AdviserCards } from '../../components/AdviserCards';
import { useAdviserDetails } from '../../components/use-adviser-details';

/** The adviser details on the completion page (spec 3 §2: display of adviser details). */
export function ReviewAdviser() {
  const state = useAdviserDetails();
  if (state.status === 'loading') {
    return (
      <div className="review-skeleton" role="status" aria-busy="true" aria-label="Loading your adviser's details">
        <div className="review-skeleton__line" />
        <div className="review-skeleton__line review-skeleton__line--short" />
      </div>
    );
  }
  if (state.status === 'failed' || !state.details.advisers.length) return null;
  return (
    <section className="review-adviser" aria-labelledby="review-adviser-heading">
      <h2 id="review-adviser-heading" className="review-adviser__heading">
        Your adviser
      </h2>
      <AdviserCards advisers={state.details.advisers} headingLevel={3} />
    </section>
  );
}
