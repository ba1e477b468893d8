export const SESSION_STORE_KIND = Symbol('SessionStoreKind');
