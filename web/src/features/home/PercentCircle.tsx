import { PERCENT_CIRCLE_LARGE, PERCENT_CIRCLE_SMALL } from '../../../../domain/analysis/home-dashboard';

/** A ring filled to a share, its label in the middle (spec 2 §9: radius 35 stroke 5, or 45 stroke 8). */
export function PercentCircle({ percent, label, large = false }: { percent: number; label: string; large?: boolean }) {
  const { radius, stroke } = large ? PERCENT_CIRCLE_LARGE : PERCENT_CIRCLE_SMALL;
  const size = (radius + stroke) * 2;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(Math.max(percent, 0), 100) / 100) * circumference;
  return (
    <svg
      className="percent-circle"
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx={size / 2} cy={size / 2} r={radius} fill="none" stroke="#dde3e8" strokeWidth={stroke} />
      <circle
        cx={size / 2}
        cy={size / 2}
        r={radius}
        fill="none"
        stroke="var(--brand)"
        strokeWidth={stroke}
        strokeDasharray={`${filled} ${circumference}`}
        transform={`rotate(-90 ${size / 2} ${size / 2})`}
      />
      <text x="50%" y="50%" dominantBaseline="central" textAnchor="middle" className="percent-circle__label">
        {label}
      </text>
    </svg>
  );
}
