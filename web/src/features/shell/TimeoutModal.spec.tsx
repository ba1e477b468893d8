import { act, fireEvent, render, screen } from '@testing-library/react';
import { STAY_LOGGED_IN } from '../../../../domain/session/timeout';
import { startSessionTimeout, stopSessionTimeout, timeoutStore } from './session-timeout.store';
import { TimeoutModal } from './TimeoutModal';

describe('TimeoutModal (spec 1 §4.3)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(async () => {
    await act(async () => stopSessionTimeout());
    jest.useRealTimers();
  });

  it('is a labelled modal dialog that holds focus; Stay logged in sends a heartbeat and closes it', async () => {
    const heartbeat = jest.fn().mockResolvedValue({});
    render(<TimeoutModal />);
    await act(async () => {
      startSessionTimeout({ timeoutMs: 60_000, warningMs: 30_000 }, { heartbeat, lost: jest.fn(), expire: jest.fn() });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to end' });
    expect(dialog.textContent).toContain('Time left: 30 s');
    expect(dialog.getAttribute('aria-describedby')).toContain('timeout-modal-time-left');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(dialog.textContent).toContain('Time left: 29 s');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('[data-no-heartbeat]')).toBeTruthy();
    const stay = screen.getByRole('button', { name: STAY_LOGGED_IN });
    const logOut = screen.getByRole('button', { name: 'Log out' });
    expect(document.activeElement).toBe(stay);
    fireEvent.keyDown(logOut, { key: 'Tab' });
    logOut.focus();
    fireEvent.keyDown(logOut, { key: 'Tab' });
    expect(document.activeElement).toBe(stay);
    fireEvent.keyDown(stay, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(logOut);

    await act(async () => {
      fireEvent.click(stay);
    });
    expect(heartbeat).toHaveBeenCalledTimes(1);
    expect(timeoutStore.phase).toBe('active');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
