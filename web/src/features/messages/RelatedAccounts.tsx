import { useSnapshot } from 'valtio';
import { composeStore, toggleAccount } from './compose.store';
import { COMPOSE_TEXTS as T } from './messages-texts';

/**
 * spec 3 §5: 'Related accounts' for a message, shown only when the client may view the portfolio (the server
 * then appends 'Ref: description - external id' for each). A disclosure holding a checkbox list.
 */
export function RelatedAccounts() {
  const s = useSnapshot(composeStore);
  if (s.accountsLoading) {
    return (
      <div className="related-accounts related-accounts--loading" role="status">
        <span className="visually-hidden">{T.loadingAccounts}</span>
        <div className="skeleton__line" aria-hidden="true" />
      </div>
    );
  }
  if (s.linkable.length === 0) return null;
  return (
    <details className="related-accounts" open={s.accountIds.length > 0 || undefined}>
      <summary>
        {T.relatedAccounts}
        {s.accountIds.length ? (
          <span className="related-accounts__count"> ({T.chosenAccounts(s.accountIds.length)})</span>
        ) : null}
      </summary>
      <fieldset className="related-accounts__list">
        <legend className="field-hint">{T.relatedAccountsHint}</legend>
        {s.linkable.map((a) => (
          <label key={a.id} className="related-accounts__option">
            <input
              type="checkbox"
              checked={s.accountIds.includes(a.id)}
              onChange={(e) => toggleAccount(a.id, e.target.checked)}
            />
            <span>
              {a.description}
              {a.externalId ? <span className="related-accounts__ext"> – {a.externalId}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
