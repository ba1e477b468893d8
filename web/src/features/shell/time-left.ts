/** The time left before the session ends, as the timeout modal shows it: '4 min 05 s', '45 s'. */
export function timeLeftText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? `${minutes} min ${String(seconds).padStart(2, '0')} s` : `${seconds} s`;
}

/** Moments (seconds left) at which the time left is read out, besides each whole minute. */
const ANNOUNCED_SECONDS = [30, 10];

/**
 * What a screen reader hears, politely and only now and then: at each whole minute and at 30 and
 * 10 seconds ('4 minutes left', '30 seconds left'); null at every other second.
 */
export function timeLeftAnnouncement(ms: number): string | null {
  const total = Math.max(0, Math.ceil(ms / 1000));
  if (total >= 60 && total % 60 === 0) {
    const minutes = total / 60;
    return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  }
  if (ANNOUNCED_SECONDS.includes(total)) return `${total} seconds left`;
  return null;
}
