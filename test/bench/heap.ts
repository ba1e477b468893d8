import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** The collector, reachable without starting node with --expose-gc. */
const gc = runInNewContext('gc') as () => void;

/** Heap in use after a full collection, in MB: what is really held, not garbage waiting. */
export function liveHeapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1048576;
}
