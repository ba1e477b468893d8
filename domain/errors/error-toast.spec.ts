import { DEFAULT_ERROR_MESSAGE, errorToastFor, TOAST_TIMEOUT_MS } from './error-toast';

describe('errorToastFor', () => {
  it('redirects lost sessions', () => {
    expect(errorToastFor({ status: 401, apiMessage: 'This feature is not available without a valid session' })).toEqual(
      { kind: 'lostSession' },
    );
    expect(errorToastFor({ status: 403, apiMessage: 'Either existing session or username required' })).toEqual({
      kind: 'lostSession',
    });
  });

  it.each([400, 401, 403, 404, 422, 500])('shows the cleaned API message and the default for %s', (status) => {
    expect(errorToastFor({ status, apiMessage: 'Permission Error: Not your client' })).toEqual({
      kind: 'toast',
      title: 'An error has occurred',
      message: 'Not your client. Please try again. If the problem persists, contact your Financial Adviser.',
    });
  });

  it('shows only the default when the API message is blanked or missing', () => {
    expect(errorToastFor({ status: 500, apiMessage: 'Internal Server Error' })).toEqual({
      kind: 'toast',
      title: 'An error has occurred',
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(errorToastFor({ status: 404 })).toEqual({
      kind: 'toast',
      title: 'An error has occurred',
      message: DEFAULT_ERROR_MESSAGE,
    });
  });

  it('shows a network toast for status 0 timeouts', () => {
    const network = {
      kind: 'toast',
      title: 'Network unavailable',
      message: 'Please check you are connected to the internet and try again.',
    };
    expect(errorToastFor({ status: 0, apiMessage: 'ajax timeout' })).toEqual(network);
    expect(errorToastFor({ status: 0, apiMessage: 'ajax error 0' })).toEqual(network);
  });

  it('uses the default for other statuses', () => {
    expect(errorToastFor({ status: 0, apiMessage: 'something' })).toEqual({
      kind: 'toast',
      title: 'An error has occurred',
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(errorToastFor({ status: 503, apiMessage: 'Down for a bit' })).toEqual({
      kind: 'toast',
      title: 'An error has occurred',
      message: DEFAULT_ERROR_MESSAGE,
    });
    expect(TOAST_TIMEOUT_MS).toBe(6000);
  });
});
