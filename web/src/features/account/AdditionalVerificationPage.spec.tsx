import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { WRONG_ENROLMENT_CODE } from '../../../../domain/auth/auth-messages';
import { siteStore } from '../../lib/site.store';
import { toastStore } from '../../lib/toast.store';
import { AdditionalVerificationPage } from './AdditionalVerificationPage';
import { errorReply, fakeApi, type ApiHandler } from '../../testing/api-fake';
import { siteConfig } from './testing/site-config';
import { DETAILS_LOAD_FAILED } from './verification.store';

const TWO_METHODS = {
  current: 'sms',
  methods: [
    { method: 'sms', target: '*******4321' },
    { method: 'email', target: 'f****@example.com' },
  ],
};
const ONE_METHOD = { current: 'sms', methods: [{ method: 'sms', target: '*******4321' }] };

function renderPage(handler: ApiHandler) {
  const calls = fakeApi(handler);
  render(
    <MemoryRouter initialEntries={['/clients/additional-verification/']}>
      <AdditionalVerificationPage />
    </MemoryRouter>,
  );
  return calls;
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('AdditionalVerificationPage (spec 1 §2.5)', () => {
  beforeEach(() => {
    siteStore.config = siteConfig();
    toastStore.toasts.splice(0);
  });

  it('shows a spinner until the details load, then the heading from the site content', async () => {
    let answer: (v: unknown) => void = () => {};
    renderPage(() => new Promise((resolve) => (answer = () => resolve({ body: ONE_METHOD }))));
    expect(screen.getByRole('heading', { level: 1, name: 'Additional verification' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    answer(undefined);
    expect(await screen.findByText('There are no alternative additional verification methods available.')).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();
  });

  it('shows the error, inline and without a toast, when the details fail to load', async () => {
    renderPage(() => ({ status: 503, body: { statusCode: 503, code: 'unavailable', message: '', apiMessage: null } }));
    expect((await screen.findByRole('alert')).textContent).toBe(DETAILS_LOAD_FAILED);
    expect(toastStore.toasts).toEqual([]);
  });

  it('with one method: the current method, the note with the support message, Return and Contact your adviser', async () => {
    renderPage(() => ({ body: ONE_METHOD }));
    expect(await screen.findByText('There are no alternative additional verification methods available.')).toBeTruthy();
    expect(screen.getByText('Call client services on 0800 000 0000.')).toBeTruthy();
    expect(screen.getByText('Text message')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return' }).getAttribute('href')).toBe('/clients/');
    expect(screen.getByRole('link', { name: 'Contact your adviser' }).getAttribute('href')).toBe(
      '/clients/documents-and-messages/?compose=true',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('hides Contact your adviser under one-way messaging', async () => {
    siteStore.config = siteConfig({ oneWayMessaging: true });
    renderPage(() => ({ body: { current: null, methods: [] } }));
    expect(await screen.findByRole('link', { name: 'Return' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Contact your adviser' })).toBeNull();
  });

  it('with two methods: radios, with Save and Cancel disabled until the choice differs', async () => {
    renderPage(() => ({ body: TWO_METHODS }));
    const group = await screen.findByRole('group', { name: 'Select verification method' });
    expect(group.getAttribute('aria-describedby')).toBe('verification-method-hint');
    expect(screen.getByText('Please select an additional verification method')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Text message/ }).checked).toBe(true);
    expect(button('Save').disabled).toBe(true);
    expect(button('Cancel').disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: /Email/ }));
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    expect(button('Cancel').disabled).toBe(false);
    fireEvent.click(button('Cancel'));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /Text message/ }).checked).toBe(true),
    );
    expect(button('Save').disabled).toBe(true);
  });

  it('sends a code, takes a wrong code, asks for a new one, then succeeds', async () => {
    let codes = 0;
    const calls = renderPage(({ method, path, body }) => {
      if (path === '/account/verification') return { body: TWO_METHODS };
      if (method === 'PUT' && path === '/account/verification/method')
        return { body: { method: (body as { method: string }).method } };
      if (path === '/account/verification/code') {
        codes++;
        return (body as { code: string }).code === '123456'
          ? { body: { message: 'Authentication method has been successfully changed' } }
          : errorReply(400, 'bad_otp', WRONG_ENROLMENT_CODE);
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Email/ }));
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Save'));

    expect(await screen.findByRole('heading', { name: 'Validate your email' })).toBeTruthy();
    expect(screen.getByText(/sent a message with a verification code to/).textContent).toContain('f****@example.com');
    expect(button('Authenticate and continue').disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '999999' } });
    await waitFor(() => expect(button('Authenticate and continue').disabled).toBe(false));
    fireEvent.click(button('Authenticate and continue'));

    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_ENROLMENT_CODE);
    expect(toastStore.toasts).toEqual([]);
    fireEvent.click(button('Request new code'));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    await waitFor(() => expect(button('Authenticate and continue').disabled).toBe(false));
    fireEvent.click(button('Authenticate and continue'));

    expect(await screen.findByText('Authentication method has been successfully changed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return' }).getAttribute('href')).toBe('/clients/');
    expect(codes).toBe(2);
    expect(calls.filter((c) => c.path === '/account/verification/method').map((c) => c.body)).toEqual([
      { method: 'email' },
      { method: 'email' },
    ]);
  });

  it('names the device for sms and shows a refused method inline', async () => {
    const text = 'There is a problem with your registered phone. Please contact your adviser for assistance';
    let refuse = true;
    renderPage(({ method, path }) => {
      if (path === '/account/verification') return { body: { ...TWO_METHODS, current: 'email' } };
      if (method === 'PUT') return refuse ? errorReply(400, 'invalid_device', text) : { body: { method: 'sms' } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Text message/ }));
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe(`${text}.`);
    refuse = false;
    fireEvent.click(button('Save'));
    expect(await screen.findByRole('heading', { name: 'Validate your device' })).toBeTruthy();
  });
});
