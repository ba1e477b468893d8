import { ClientAdvisers } from './client-advisers';
import { GetAdviserDetailsUseCase } from './get-adviser-details.use-case';
import { GetAdviserPhotoUseCase } from './get-adviser-photo.use-case';

/** The adviser details use cases, for the BFF (they need AdviserDetailsPort and SiteConfigPort). */
export const ADVISER_DETAILS_USE_CASES = [ClientAdvisers, GetAdviserDetailsUseCase, GetAdviserPhotoUseCase];
