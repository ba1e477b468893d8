import { useSnapshot } from 'valtio';
import { DATE_RANGE_HEADING } from '../../../../domain/analysis/analysis-page';
import { rangeDateLong, rangeDateShort } from '../../../../domain/format/date-display';
import { analysisStore } from './analysis.store';
import type { RangeParams } from './analysis-url';
import { DateRangeModal } from './DateRangeModal';
import { openRangeModal } from './date-range.store';
import { NARROW_SCREEN_QUERY, useMediaQuery } from './use-media-query';

/** spec 2 §2, §9: the button showing the range ('Do MMMM YYYY', 'DD/MM/YY' on mobile) that opens the modal. */
export function DateRangeButton({
  disabledSetting,
  onApply,
}: {
  disabledSetting: string | null;
  onApply: (range: RangeParams) => void;
}) {
  const { accounts } = useSnapshot(analysisStore);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const tab = accounts.data;
  if (!tab) return <span className="range-button range-button--loading" aria-hidden="true" />;
  const fmt = narrow ? rangeDateShort : rangeDateLong;
  const text = `${fmt(tab.range.from)} – ${fmt(tab.range.to)}`;
  return (
    <>
      <button
        type="button"
        className="button button--secondary range-button"
        aria-haspopup="dialog"
        onClick={() => openRangeModal(tab.range, tab.inceptionDate, disabledSetting)}
      >
        <span className="range-button__name">
          <span className="visually-hidden">{DATE_RANGE_HEADING}: </span>
          {tab.range.name}
          <span className="visually-hidden">,</span>
        </span>
        <span className="range-button__dates">{text}</span>
      </button>
      <DateRangeModal onApply={onApply} />
    </>
  );
}
