/**
 * What `work` gives, as a promise, the way an async function gives it: its value, or what it throws as a
 * rejection (never a throw at the call). For a port kept in memory, whose work has nothing to wait for.
 */
export function settled<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(work()));
}
