/** The real clock, whatever a test has done to Date.now since. */
const realNow = Date.now.bind(Date);
let offsetMs = 0;

/**
 * Moves this process's clock (Date.now, which the portal, its session stores and the embedded sandbox
 * read) on by `ms` instead of waiting that long in real time; time goes on flowing from there, and
 * each call adds to the move. The returned function puts the real clock back (call it in a finally).
 */
export function moveClockOn(ms: number): () => void {
  if (!jest.isMockFunction(Date.now)) {
    offsetMs = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => realNow() + offsetMs);
  }
  offsetMs += ms;
  return () => {
    if (jest.isMockFunction(Date.now)) (Date.now as jest.Mock).mockRestore();
    offsetMs = 0;
  };
}
