import { NONE_SUPPLIED, playbackText } from '../../../../domain/review/review-pages';
import { displayDate } from '../../lib/display-date';
import type { ReviewPageData } from './review-api';

/** A playback value as shown: dates as 'D MMM YYYY' (spec 3 §9), empty ones 'None supplied'. */
function shown(fieldName: string, value: string | null): string {
  if (value && fieldName === 'dob' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return displayDate(value);
  return playbackText(value);
}

/** The contact-details or personal-details playback rows (spec 3 §2), 'None supplied' for an empty value. */
export function ReviewPlayback({
  page,
  clientName,
  partnerName,
}: {
  page: ReviewPageData;
  clientName: string;
  partnerName: string | null;
}) {
  const rows = (page.rows ?? []).filter((r) => r.enabled);
  if (!rows.length) return null;
  return (
    <div className="review-table-wrap">
      <table className={partnerName ? 'review-table review-table--two' : 'review-table'}>
        <caption className="visually-hidden">{page.heading}: the details we hold</caption>
        <thead>
          <tr>
            <th scope="col">Detail</th>
            <th scope="col">{clientName}</th>
            {partnerName && <th scope="col">{partnerName}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.fieldName}>
              <th scope="row">{r.description}</th>
              <td className={r.clientValue ? undefined : 'review-table__none'} data-person={clientName}>
                {shown(r.fieldName, r.clientValue)}
              </td>
              {partnerName && (
                <td className={r.partnerValue ? undefined : 'review-table__none'} data-person={partnerName}>
                  {shown(r.fieldName, r.partnerValue)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The risk profile each person last agreed (spec 3 §3). */
export function RiskProfiles({
  profiles,
}: {
  profiles: { name: string; profile: { name: string; description: string; isEmpty: boolean } }[];
}) {
  return (
    <div className="review-risk">
      {profiles.map(({ name, profile }) => (
        <div className="review-risk__card" key={name}>
          <p className="review-risk__who">{name}</p>
          {profile.isEmpty ? (
            <p className="review-table__none">{NONE_SUPPLIED}</p>
          ) : (
            <>
              <p className="review-risk__name">{profile.name}</p>
              <p className="review-risk__description">{profile.description}</p>
            </>
          )}
        </div>
      ))}
    </div>
  );
}
