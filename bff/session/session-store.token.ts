/** Which session store is in use, and whether it answers now (for /api/health). */
export interface SessionStoreStatus {
  kind: 'redis' | 'memory';
  ready(): boolean;
}

export const SESSION_STORE_STATUS = Symbol('SessionStoreStatus');
