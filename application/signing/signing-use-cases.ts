import { DeclineDocumentUseCase } from './decline-document.use-case';
import { GenerateSigningCodeUseCase } from './generate-signing-code.use-case';
import { GetPendingSignaturesUseCase } from './get-pending-signatures.use-case';
import { GetSignatoriesUseCase } from './get-signatories.use-case';
import { GetSigningContentUseCase } from './get-signing-content.use-case';
import { GetSigningTermsUseCase } from './get-signing-terms.use-case';
import { ListSigningRequestsUseCase } from './list-signing-requests.use-case';
import { SignDocumentUseCase } from './sign-document.use-case';
import { SigningConfirmation } from './signing-confirmation';
import { SigningRequests } from './signing-requests';

/** The document signing use cases, for the BFF's signing module (which shares the signing requests). */
export const SIGNING_USE_CASES = [
  SigningRequests,
  SigningConfirmation,
  ListSigningRequestsUseCase,
  GetPendingSignaturesUseCase,
  GetSignatoriesUseCase,
  GetSigningTermsUseCase,
  GetSigningContentUseCase,
  GenerateSigningCodeUseCase,
  SignDocumentUseCase,
  DeclineDocumentUseCase,
];
