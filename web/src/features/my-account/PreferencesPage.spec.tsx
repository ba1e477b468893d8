import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  ADVISER_PREFERENCES_NOTE,
  PREFERENCES_LOAD_ERROR,
  PREFERENCES_SAVE_ERROR,
  PREFERENCES_UPDATED,
} from '../../../../domain/account/preferences';
import { sessionStore } from '../../lib/session.store';
import { siteStore } from '../../lib/site.store';
import { errorReply, fakeApi } from '../../testing/api-fake';
import { siteConfig } from '../account/testing/site-config';
import { session } from '../login/testing/sign-in-fixtures';
import { PreferencesPage } from './PreferencesPage';

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const boxes = () => ['Email', 'Mail', 'SMS'].map((n) => box(n).checked);

describe('PreferencesPage', () => {
  beforeEach(() => {
    siteStore.config = siteConfig();
    sessionStore.view = session('ClientUser');
  });

  it('shows a skeleton, then the saved choices; Save and Cancel come alive after a change and Cancel restores', async () => {
    fakeApi(() => ({ body: { email: true, mail: false, sms: true, readOnly: false } }));
    render(<PreferencesPage />);
    expect(screen.getByRole('status').textContent).toContain('Loading your preferences');
    await screen.findByRole('checkbox', { name: 'Email' });
    expect(boxes()).toEqual([true, false, true]);
    expect([button('Save').disabled, button('Cancel').disabled]).toEqual([true, true]);
    fireEvent.click(box('Mail'));
    expect([button('Save').disabled, button('Cancel').disabled]).toEqual([false, false]);
    fireEvent.click(button('Cancel'));
    expect(boxes()).toEqual([true, false, true]);
    expect(button('Save').disabled).toBe(true);
  });

  it('saves the choices and says so; a failed save says the spec 8 text', async () => {
    let fail = false;
    const calls = fakeApi((c) => {
      if (c.method === 'PUT')
        return fail ? errorReply(500, 'unavailable', 'down') : { body: { ...(c.body as object), readOnly: false } };
      return { body: { email: true, mail: false, sms: true, readOnly: false } };
    });
    render(<PreferencesPage />);
    await screen.findByRole('checkbox', { name: 'Email' });
    fireEvent.click(box('SMS'));
    fireEvent.click(button('Save'));
    expect(await screen.findByText(PREFERENCES_UPDATED)).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      path: '/my-account/preferences',
      body: { email: true, mail: false, sms: false },
    });
    await waitFor(() => expect(button('Save').disabled).toBe(true));
    fail = true;
    fireEvent.click(box('Mail'));
    fireEvent.click(button('Save'));
    expect(await screen.findByText(PREFERENCES_SAVE_ERROR)).toBeTruthy();
  });

  it('says the spec 8 load text when the preferences cannot be read', async () => {
    fakeApi(() => errorReply(500, 'unavailable', 'down'));
    render(<PreferencesPage />);
    expect(await screen.findByText(PREFERENCES_LOAD_ERROR)).toBeTruthy();
  });

  it('shows an adviser the client in context’s choices with the boxes disabled and no Save', async () => {
    sessionStore.view = { ...session('User'), clientInContext: { entityId: 10001 } } as never;
    fakeApi(() => ({ body: { email: true, mail: false, sms: true, readOnly: true } }));
    render(<PreferencesPage />);
    await screen.findByRole('checkbox', { name: 'Email' });
    expect(['Email', 'Mail', 'SMS'].map((n) => box(n).disabled)).toEqual([true, true, true]);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByText(ADVISER_PREFERENCES_NOTE)).toBeNull();
  });

  it('tells an adviser with no client in context to use XPlan, without asking the server', async () => {
    sessionStore.view = session('User');
    const calls = fakeApi(() => undefined);
    render(<PreferencesPage />);
    expect(screen.getByText(ADVISER_PREFERENCES_NOTE)).toBeTruthy();
    expect(box('Email').disabled).toBe(true);
    expect(calls).toEqual([]);
  });
});
