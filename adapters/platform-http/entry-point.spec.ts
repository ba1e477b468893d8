import { entryPointOf, urlForLog } from './entry-point';

const BASE = 'http://platform.test:3001/resourceful';

describe('entryPointOf', () => {
  it('names the path under the API base, ids as {id}, without the query', () => {
    expect(entryPointOf(`${BASE}/entity/client-v3/123/capability`, BASE)).toBe('entity/client-v3/{id}/capability');
    expect(entryPointOf(`${BASE}/docnote-v2?entityid.0=7&page_bookmark=abc`, BASE)).toBe('docnote-v2');
    expect(entryPointOf(`${BASE}/session/password_reset_questions`, BASE)).toBe('session/password_reset_questions');
    expect(entryPointOf(`${BASE}/entity/client-v3/`, `${BASE}/`)).toBe('entity/client-v3');
  });

  it('names the origin-root calls from the origin, and the batch endpoint batch', () => {
    expect(entryPointOf('http://platform.test:3001/api/tfa/details', BASE)).toBe('api/tfa/details');
    expect(entryPointOf(`${BASE}?goal=dashboard`, BASE)).toBe('batch');
  });

  it('never carries a file name, an encoded text or anything else a user chose', () => {
    expect(entryPointOf(`${BASE}/docnote/files/12/34/My%20tax%20return.pdf`, BASE)).toBe(
      'docnote/files/{id}/{id}/{name}',
    );
    expect(entryPointOf(`${BASE}/digital_signature/content/5/Terms.PDF`, BASE)).toBe(
      'digital_signature/content/{id}/{name}',
    );
    expect(entryPointOf(`${BASE}/portfolio/security/XYZGBP/FX`, BASE)).toBe('portfolio/security/{name}/{name}');
    expect(entryPointOf('not a url', BASE)).toBe('unknown');
  });
});

describe('urlForLog', () => {
  it('hides the values of password, code, answer and token parameters, and keeps the rest', () => {
    expect(urlForLog(`${BASE}/forgotten_password?user_id=amelia&reset_code=123456`)).toBe(
      `${BASE}/forgotten_password?user_id=amelia&reset_code=redacted`,
    );
    expect(urlForLog(`${BASE}/x?answers.0=blue&new_password=p&access_token=t&page=2`)).toBe(
      `${BASE}/x?answers.0=redacted&new_password=redacted&access_token=redacted&page=2`,
    );
    expect(urlForLog(`${BASE}/site`)).toBe(`${BASE}/site`);
  });
});
