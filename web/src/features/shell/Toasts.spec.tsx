import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { itemAt } from '../../../../domain/shared/present';
import { pushErrorToast, pushToast, toastStore } from '../../lib/toast.store';
import { PinnedToasts } from './PinnedToasts';
import { Toasts } from './Toasts';

describe('Toasts (spec 1 §8)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    toastStore.toasts.splice(0);
  });
  afterEach(() => jest.useRealTimers());

  it('shows the newest on top, errors as alerts and the rest as status messages', async () => {
    render(<Toasts />);
    await act(async () => {
      pushErrorToast('An error has occurred', 'first');
      pushToast({ kind: 'info', title: 'Your annual review', message: 'second', timeoutMs: null });
    });
    const toasts = document.querySelectorAll('.toast');
    expect(Array.from(toasts).map((t) => t.querySelector('.toast__message')?.textContent)).toEqual(['second', 'first']);
    expect(itemAt(toasts, 0).getAttribute('role')).toBe('status');
    expect(itemAt(toasts, 1).getAttribute('role')).toBe('alert');
    expect(screen.getByRole('alert', { name: 'An error has occurred' })).toBeTruthy();
  });

  it('shows them once, in the signed-in layout when it is there', async () => {
    const { unmount } = render(
      <>
        <Toasts />
        <main />
        <PinnedToasts />
        <Toasts inShell />
        <footer />
      </>,
    );
    await act(async () => {
      pushErrorToast('An error has occurred', 'passing');
    });
    expect(document.querySelectorAll('.toast')).toHaveLength(1);
    expect(document.querySelector('main')!.nextElementSibling!.classList.contains('toasts--in-shell')).toBe(true);
    expect(document.querySelector('main')!.nextElementSibling!.textContent).toContain('passing');
    unmount();
  });

  it('puts a toast that stays until closed (a prompt) in the flow before the main region, not among the floating ones', async () => {
    const { unmount } = render(
      <>
        <Toasts />
        <PinnedToasts />
        <main />
        <Toasts inShell />
      </>,
    );
    await act(async () => {
      pushErrorToast('An error has occurred', 'passing');
      pushToast({ kind: 'info', title: 'Your annual review', message: 'prompt', timeoutMs: null });
    });
    expect(document.querySelectorAll('.toast')).toHaveLength(2);
    const before = document.querySelector('main')!.previousElementSibling!;
    expect(before.classList.contains('toasts-pinned')).toBe(true);
    expect(within(before as HTMLElement).getByRole('status', { name: 'Your annual review' })).toBeTruthy();
    const floating = document.querySelector('.toasts--in-shell') as HTMLElement;
    expect(within(floating).queryByText('prompt')).toBeNull();
    expect(within(floating).getByRole('alert', { name: 'An error has occurred' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close: Your annual review' }));
    });
    expect(document.querySelector('.toasts-pinned')).toBeNull();
    unmount();
  });

  it('outside the signed-in layout shows a prompt with the rest', async () => {
    render(<Toasts />);
    await act(async () => {
      pushToast({ kind: 'info', title: 'Your annual review', message: 'prompt', timeoutMs: null });
    });
    expect(
      within(document.querySelector('.toasts') as HTMLElement).getByRole('status', { name: 'Your annual review' }),
    ).toBeTruthy();
  });

  it('closes a toast with its close button, and removes error toasts after 6000 ms', async () => {
    render(<Toasts />);
    await act(async () => {
      pushErrorToast('An error has occurred', 'goes by itself');
      pushToast({ kind: 'info', title: 'Stays', message: 'until closed', timeoutMs: null });
    });
    await act(async () => {
      jest.advanceTimersByTime(6000);
    });
    expect(screen.queryByText('goes by itself')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close: Stays' }));
    });
    expect(document.querySelectorAll('.toast')).toHaveLength(0);
  });

  it('runs action buttons', async () => {
    const run = jest.fn();
    render(<Toasts />);
    await act(async () => {
      pushToast({
        kind: 'info',
        title: 'Review',
        message: 'm',
        timeoutMs: null,
        actions: [{ label: 'Start review', run }],
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Start review' }));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
