import { SiteAccessLevel } from '../../../domain/access/access-level';
import { PortalPage } from '../../../domain/access/page-access';
import { rememberRequestedPath, requestedPathAfterLogin, safeAppPath, takeRequestedPath } from './requested-path';

const segmentOf = (page: PortalPage) =>
  page === PortalPage.documentsAndMessages
    ? 'documents-and-messages'
    : page.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const client = (siteAccessLevel: SiteAccessLevel | null = SiteAccessLevel.Portfolio) => ({
  role: 'ClientUser' as const,
  siteAccessLevel,
  hasClientInContext: false,
  segmentOf,
});
const adviser = { role: 'User' as const, siteAccessLevel: null, hasClientInContext: false, segmentOf };

describe('the page asked for while signed out', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps only paths under /core/ of this site', () => {
    expect(safeAppPath('/core/clients/documents-and-messages/?compose=true#top')).toBe(
      '/core/clients/documents-and-messages/?compose=true#top',
    );
    for (const bad of [
      'https://evil.example/core/',
      '//evil.example/core/',
      '/\\evil.example',
      '/core\\..\\x',
      'javascript:alert(1)',
      '/other/',
      '/core',
      '/core/\n',
      42,
      null,
    ]) {
      expect(safeAppPath(bad)).toBeNull();
    }
    expect(safeAppPath('/core/../elsewhere')).toBeNull();
  });

  it('is kept until read once', () => {
    rememberRequestedPath({ pathname: '/clients/documents-and-messages/', search: '', hash: '' });
    expect(takeRequestedPath()).toBe('/core/clients/documents-and-messages/');
    expect(takeRequestedPath()).toBeNull();
  });

  it('opens after sign-in only when the role and access level allow it', () => {
    const messages = '/core/clients/documents-and-messages/';
    expect(requestedPathAfterLogin(messages, client())).toBe('/clients/documents-and-messages/');
    expect(requestedPathAfterLogin('/core/clients/home/', client(SiteAccessLevel.Messages))).toBeNull();
    expect(requestedPathAfterLogin('/core/clients/home/', client(SiteAccessLevel.Assets))).toBe('/clients/home/');
    expect(requestedPathAfterLogin(messages, adviser)).toBeNull();
    expect(requestedPathAfterLogin('/core/advisers/client-list/', adviser)).toBe('/advisers/client-list/');
    expect(requestedPathAfterLogin('/core/advisers/client-list/', client())).toBeNull();
    expect(requestedPathAfterLogin('/core/clients/no-such-page/', client())).toBeNull();
    expect(requestedPathAfterLogin('/core/login', client())).toBeNull();
    expect(requestedPathAfterLogin('//evil.example/core/clients/home/', client())).toBeNull();
    expect(requestedPathAfterLogin(null, client())).toBeNull();
  });
});
