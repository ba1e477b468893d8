import { OTHER_QUESTION } from '../../../domain/validation/security-questions';
import './chosen-question.css';

/**
 * Under a security-question drop-down: the chosen question in full, wrapped, on screens too narrow
 * for the closed drop-down to show it whole (a native select cuts its text off). Screen readers
 * already hear the drop-down's value, so this is for the eye only.
 */
export function ChosenQuestion({ question }: { question: string }) {
  if (!question || question === OTHER_QUESTION) return null;
  return (
    <p className="chosen-question" aria-hidden="true">
      {question}
    </p>
  );
}
