/**
 * Platform call rules (spec 1 §7, §9; spec 2 §9; spec 3 §9): the one home of the numbers the platform HTTP
 * transport and its batch endpoint use (adapters/platform-http/).
 */

/** spec 1 §7, §9: a read (GET) is tried up to 3 times in all, the first try included; a write once. */
export const READ_ATTEMPTS = 3;
/** spec 1 §7, §9: the delay before retry n is this times n (500 ms, then 1,000 ms). */
export const RETRY_DELAY_MS = 500;
/** spec 2 §9, spec 3 §9: items per batch post. The platform takes up to 100 (public evidence); the spec sends 50. */
export const BATCH_CHUNK_SIZE = 50;
