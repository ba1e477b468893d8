import { dismissToast, pushErrorToast, pushToast, toastStore } from './toast.store';

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.toasts.splice(0);
  });
  afterEach(() => jest.useRealTimers());

  it('puts the newest toast on top and removes error toasts after 6000 ms', () => {
    pushErrorToast('An error has occurred', 'first');
    pushErrorToast('An error has occurred', 'second');
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['second', 'first']);
    jest.advanceTimersByTime(5999);
    expect(toastStore.toasts).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(toastStore.toasts).toHaveLength(0);
  });

  it('keeps a toast with no timeout until it is dismissed', () => {
    const id = pushToast({ kind: 'info', title: 'Review', message: 'Your review is ready', timeoutMs: null });
    jest.advanceTimersByTime(60_000);
    expect(toastStore.toasts).toHaveLength(1);
    dismissToast(id);
    expect(toastStore.toasts).toHaveLength(0);
  });
});
