import { SiteAccessLevel } from '../access/access-level';
import {
  contextChangeNotice,
  isSignedInContext,
  NO_CONTEXT,
  portalContextKey,
  type ContextSource,
} from './portal-context';

const adviser = { id: 2, role: 'User' as const, entityId: null, displayName: 'Alex Adviser' };
const amelia = {
  entityId: 10001,
  displayName: 'Amelia Hartley',
  isPreviewMode: false,
  siteAccessLevel: SiteAccessLevel.Portfolio,
};
const ben = {
  entityId: 10002,
  displayName: 'Ben Hartley',
  isPreviewMode: false,
  siteAccessLevel: SiteAccessLevel.Portfolio,
};

describe('portal context key', () => {
  it('is none when nobody is signed in', () => {
    expect(portalContextKey(null)).toBe(NO_CONTEXT);
    expect(portalContextKey(undefined)).toBe(NO_CONTEXT);
    expect(isSignedInContext(NO_CONTEXT)).toBe(false);
    expect(isSignedInContext(null)).toBe(false);
  });

  it("names a client's own entity", () => {
    expect(
      portalContextKey({ user: { id: 7, role: 'ClientUser', entityId: 10001, displayName: 'Amelia Hartley' } }),
    ).toBe('7:10001');
  });

  it("names an adviser's client in context, or none", () => {
    expect(portalContextKey({ user: adviser, clientInContext: null })).toBe('2:none');
    expect(portalContextKey({ user: adviser, clientInContext: amelia })).toBe('2:10001');
    expect(portalContextKey({ user: adviser, clientInContext: ben })).toBe('2:10002');
    expect(isSignedInContext('2:none')).toBe(true);
  });

  it('tells a preview of another portal view apart from the client as they are', () => {
    const preview = { ...amelia, isPreviewMode: true, siteAccessLevel: SiteAccessLevel.Messages };
    expect(portalContextKey({ user: adviser, clientInContext: preview })).toBe('2:10001:preview-Messages');
  });
});

describe('context change notice', () => {
  const withClient = (clientInContext: ContextSource['clientInContext']): ContextSource => ({
    user: adviser,
    clientInContext,
  });

  it('names the client another tab put in context', () => {
    expect(contextChangeNotice('2:10001', withClient(ben))).toBe('You are now viewing Ben Hartley in another tab.');
  });

  it('says the client list when another tab left the client', () => {
    expect(contextChangeNotice('2:10001', withClient(null))).toBe(
      'You are now viewing your client list in another tab.',
    );
  });

  it('names the user when someone else signed in', () => {
    expect(contextChangeNotice('9:10001', withClient(ben))).toBe(
      'You are now signed in as Alex Adviser in another tab.',
    );
    expect(
      contextChangeNotice('7:10001', {
        user: { id: 8, role: 'ClientUser', entityId: 10002, displayName: 'Ben Hartley' },
      }),
    ).toBe('You are now signed in as Ben Hartley in another tab.');
    expect(contextChangeNotice(null, withClient(null))).toBe('You are now signed in as Alex Adviser in another tab.');
  });
});
