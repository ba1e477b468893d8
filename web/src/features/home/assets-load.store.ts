import { proxy } from 'valtio';
import { PORTAL_CONTEXT_QUERY } from '../../../../domain/session/portal-context';
import { shownContextKey } from '../../lib/api-client';
import type { AssetsLoadProgress, AssetsSummary } from '../../lib/contract';
import { homeApi } from './home.api';
import { onClientStateReset } from '../../lib/client-state';

type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

function initialState() {
  return {
    status: 'idle' as LoadState,
    /** The stage reached of spec 2 §4 "Assets load progress"; null before the first. */
    progress: null as AssetsLoadProgress | null,
    summary: null as AssetsSummary | null,
  };
}

/** The home dashboard's assets summary and the progress of its first load. */
export const assetsLoadStore = proxy(initialState());

/** The stream the BFF reports the load's stages on (server-sent events). */
export const ASSETS_LOAD_URL = '/api/assets/load';

let seq = 0;
let source: EventSource | null = null;

function close(): void {
  source?.close();
  source = null;
}

async function readSummary(mine: number): Promise<void> {
  try {
    const summary = await homeApi.assetsSummary();
    if (mine !== seq) return;
    assetsLoadStore.summary = summary;
    assetsLoadStore.status = 'ready';
  } catch {
    if (mine === seq) assetsLoadStore.status = 'failed';
  }
}

function parse<T>(event: Event): T | null {
  const data = (event as MessageEvent<unknown>).data;
  if (typeof data !== 'string' || !data) return null;
  try {
    return JSON.parse(data) as T;
  } catch {
    return null;
  }
}

/**
 * Follows GET /api/assets/load: a `progress` event per stage as it happens, then `done` with the
 * summary or `error`. Without server-sent events, or when the stream fails or says error, the
 * summary is read plainly so the dashboard still fills.
 */
export function loadAssets(): void {
  const mine = ++seq;
  close();
  Object.assign(assetsLoadStore, { ...initialState(), status: 'loading' });
  if (typeof EventSource !== 'function') {
    void readSummary(mine);
    return;
  }
  // A stream sends no headers: the context the page shows goes in the query (refused when the session has another).
  const context = shownContextKey();
  const es = new EventSource(
    context ? `${ASSETS_LOAD_URL}?${PORTAL_CONTEXT_QUERY}=${encodeURIComponent(context)}` : ASSETS_LOAD_URL,
    { withCredentials: true },
  );
  source = es;
  const fallBack = () => {
    if (mine !== seq || source !== es) return;
    close();
    void readSummary(mine);
  };
  es.addEventListener('progress', (e) => {
    const progress = parse<AssetsLoadProgress>(e);
    if (mine === seq && progress) assetsLoadStore.progress = progress;
  });
  es.addEventListener('done', (e) => {
    if (mine !== seq) return;
    const summary = parse<AssetsSummary>(e);
    if (!summary) return fallBack();
    close();
    assetsLoadStore.summary = summary;
    assetsLoadStore.status = 'ready';
  });
  // Both the server's `error` event and a broken connection land here.
  es.addEventListener('error', fallBack);
}

export function resetAssetsLoad(): void {
  seq += 1;
  close();
  Object.assign(assetsLoadStore, initialState());
}
onClientStateReset(resetAssetsLoad);
