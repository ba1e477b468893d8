import {
  dashboardTimeframeLabel,
  HOME_TEXTS,
  type DashboardTimeframeKey,
} from '../../../../domain/analysis/home-dashboard';

const KEYS: DashboardTimeframeKey[] = ['default', 'secondary'];

/** spec 2 §2: the default and secondary periods; choosing one re-requests the figures. */
export function TimeframeSwitch({
  value,
  settings,
  busy,
  onChange,
}: {
  value: DashboardTimeframeKey;
  settings: Record<string, unknown>;
  busy: boolean;
  onChange: (key: DashboardTimeframeKey) => void;
}) {
  return (
    <div className="timeframe" role="group" aria-label={HOME_TEXTS.timeframe}>
      {KEYS.map((key) => (
        <button
          key={key}
          type="button"
          className={`timeframe__option${value === key ? ' timeframe__option--on' : ''}`}
          aria-pressed={value === key}
          aria-busy={busy && value === key}
          onClick={() => onChange(key)}
        >
          {dashboardTimeframeLabel(settings, key)}
        </button>
      ))}
    </div>
  );
}
