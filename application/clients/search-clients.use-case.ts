import { SiteAccessLevel } from '../../domain/access/access-level';
import { resolveClientAccessLevel, siteAccessFromClientAccess } from '../../domain/access/site-access';
import { CLIENT_LIST_PAGE_SIZE, DEFAULT_CLIENT_SORT } from '../../domain/validation/client-search';
import { err, ok, Result } from '../../domain/shared/result';
import { fromPlatformError, PortalError } from '../errors/portal-error';
import { ClientsPort } from '../ports/clients.port';
import type { PlatformCredential } from '../ports/platform-credential';
import { Injectable } from '../shared/injectable';
import { accessLevelChoices } from './access-choices';
import { last } from '../../domain/shared/present';

export interface ClientSearchCriteria {
  name?: string;
  /** YYYY-MM-DD */
  dob?: string;
  postcode?: string;
  sort?: string;
  bookmark?: string;
  pageSize?: number;
}

export interface ClientListRowView {
  id: number;
  entityName: string;
  preferredEmail: string | null;
  dob: string | null;
  preferredPostcode: string | null;
  siteAccessLevel: SiteAccessLevel | null;
  hasClientAccess: boolean;
  isPreviewMode: boolean;
  userId: number | null;
  bookmark: string;
}

export interface ClientListPage {
  rows: ClientListRowView[];
  /** True when more clients match: the page shows 'Load more...'. */
  hasMore: boolean;
  /** Pass as bookmark to load the next page. */
  nextBookmark: string | null;
  sort: string;
}

export const CLIENT_SORTS = ['entity_name', '-entity_name', 'dob', '-dob'] as const;

/** The adviser's client list (spec 1 §2.9): one page, sorted, with a bookmark for the next. */
@Injectable()
export class SearchClientsUseCase {
  constructor(private readonly platform: ClientsPort) {}

  async execute(
    credential: PlatformCredential,
    criteria: ClientSearchCriteria,
  ): Promise<Result<ClientListPage, PortalError>> {
    const pageSize = criteria.pageSize ?? CLIENT_LIST_PAGE_SIZE;
    const sort = criteria.sort ?? DEFAULT_CLIENT_SORT;
    try {
      const [rows, choices] = await Promise.all([
        // One more than a page tells whether another page exists.
        this.platform.listClients(credential, {
          quicksearch: criteria.name || undefined,
          pcode: criteria.postcode || undefined,
          dob: criteria.dob || undefined,
          pageBookmark: criteria.bookmark || undefined,
          pageSize: pageSize + 1,
          pageSort: sort,
        }),
        accessLevelChoices(this.platform, credential),
      ]);
      const page = rows.slice(0, pageSize).map((row): ClientListRowView => {
        const level = resolveClientAccessLevel(row.clientAccessLevel, choices);
        const siteAccessLevel = level.ok ? siteAccessFromClientAccess(level.value) : null;
        return {
          id: row.id,
          entityName: row.entityName,
          preferredEmail: row.preferredEmail,
          dob: row.dob,
          preferredPostcode: row.preferredPostcode,
          siteAccessLevel,
          hasClientAccess: row.userId != null && siteAccessLevel != null,
          isPreviewMode: false,
          userId: row.userId,
          bookmark: row.bookmark,
        };
      });
      const hasMore = rows.length > pageSize;
      return ok({ rows: page, hasMore, nextBookmark: hasMore ? last(page).bookmark : null, sort });
    } catch (e) {
      return err(fromPlatformError(e));
    }
  }
}
