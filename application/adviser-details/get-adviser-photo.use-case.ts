import { err, ok, type Result } from '../../domain/shared/result';
import { fromPlatformError, portalError, type PortalError } from '../errors/portal-error';
import { AdviserDetailsPort } from '../ports/adviser-details.port';
import { isPlatformError } from '../ports/platform-error';
import type { FileContent } from '../ports/messages.port';
import { Injectable } from '../shared/injectable';
import type { PortalActor } from '../session/portal-actor';
import { ClientAdvisers } from './client-advisers';

export const NO_ADVISER_PHOTO = 'No photo for this adviser.';

/** Image types the portal passes on; anything else is refused rather than served from its origin. */
export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'];

/** A path relative to the planning service: no scheme, no host, no climbing out with '..'. */
export function isRelativePhotoPath(path: string): boolean {
  return (
    path.trim() !== '' &&
    !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
    !path.startsWith('//') &&
    !path.split(/[\\/]/).includes('..')
  );
}

/** The photo of one of the client's own advisers, fetched from the platform (spec 3 §3: the path is relative to the planning service). */
@Injectable()
export class GetAdviserPhotoUseCase {
  constructor(
    private readonly port: AdviserDetailsPort,
    private readonly clientAdvisers: ClientAdvisers,
  ) {}

  async execute(user: PortalActor, adviserId: number): Promise<Result<FileContent, PortalError>> {
    const notFound = portalError('not_found', NO_ADVISER_PHOTO);
    try {
      if (!(await this.clientAdvisers.ids(user)).includes(adviserId)) return err(notFound);
      const adviser = await this.port.adviser({ credential: user.credential, adviserId });
      if (!adviser.photoPath || !isRelativePhotoPath(adviser.photoPath)) return err(notFound);
      const photo = await this.port.photo({ credential: user.credential, path: adviser.photoPath.replace(/^\/+/, '') });
      if (!PHOTO_TYPES.includes(photo.mimetype)) {
        // Not an image: close the platform's stream unread and serve nothing from the portal's origin.
        (photo.content as { destroy?: () => void }).destroy?.();
        return err(notFound);
      }
      return ok(photo);
    } catch (e) {
      // The portal's own 'no photo', without the platform's words for it.
      if (isPlatformError(e) && (e.code === 'not_found' || e.code === 'forbidden')) return err(notFound);
      return err(fromPlatformError(e));
    }
  }
}
