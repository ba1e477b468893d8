/** jsdom has no ResizeObserver: a stand-in that reports one fixed width, so charts draw in tests. */
export function installResizeObserver(width = 640, height = 400): void {
  class FixedSizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ target, contentRect: { width, height, top: 0, left: 0 } } as unknown as ResizeObserverEntry],
        this,
      );
    }
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: FixedSizeObserver });
}
