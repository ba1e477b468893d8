import { ASSETS_LOAD_STAGES } from '../../../../domain/assets/asset-display-texts';
import { ASSETS_SUMMARY_LABELS } from '../../../../domain/assets/balance-sheet-labels';
import { first } from '../../../../domain/shared/present';
import type { AssetsLoadProgress as Progress } from '../../lib/contract';

/** spec 2 §4 "Assets load progress": the stage reached and its percentage, while the first load runs. */
export function AssetsLoadProgress({ progress }: { progress: Progress | null }) {
  const percent = progress?.percent ?? 0;
  const label = progress?.label ?? first(ASSETS_LOAD_STAGES).label;
  return (
    <div className="assets-progress">
      <p className="assets-progress__label" id="assets-progress-label">
        {label}
      </p>
      <div
        className="assets-progress__track"
        role="progressbar"
        aria-label={ASSETS_SUMMARY_LABELS.loadingAssets}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${label}, ${percent}%`}
      >
        <div className="assets-progress__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
