import { useEffect, useState } from 'react';
import type { AdviserDetailsDto } from '../lib/contract';
import { api } from '../lib/api-client';

export type AdviserDetails = AdviserDetailsDto;
export type AdviserCard = AdviserDetailsDto['advisers'][number];

export type AdviserDetailsState =
  { status: 'loading' } | { status: 'ready'; details: AdviserDetails } | { status: 'failed' };

/** GET /api/adviser-details (spec 3 §2): the contact us page, the home adviser block and the review completion. */
export function fetchAdviserDetails(signal?: AbortSignal): Promise<AdviserDetails> {
  return api.get<AdviserDetails>('/adviser-details', { silent: true, signal });
}

/** The adviser details of the client in context, fetched once per mount. */
export function useAdviserDetails(): AdviserDetailsState {
  const [state, setState] = useState<AdviserDetailsState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    fetchAdviserDetails(abort.signal).then(
      (details) => setState({ status: 'ready', details }),
      () => {
        if (!abort.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => abort.abort();
  }, []);
  return state;
}
