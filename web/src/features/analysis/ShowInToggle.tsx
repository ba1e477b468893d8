import { useSnapshot } from 'valtio';
import { ShowInControl } from '../../components/ShowInControl';
import { analysisStore, setCurrencyView } from './analysis.store';

/** spec 2 §2, §4: the page's 'Show in', the same choice for the hero and every tab, as the frame's read offers it. */
export function ShowInToggle() {
  const { accounts, performance, currencyView } = useSnapshot(analysisStore);
  const offered = accounts.data?.currencyView ?? performance.data?.currencyView;
  // The choice shows at once; the reads follow it.
  return (
    <ShowInControl
      shown={offered && { ...offered, choice: currencyView }}
      onChoose={(view) => void setCurrencyView(view)}
    />
  );
}
