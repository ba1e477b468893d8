import { REVIEW_HEADING, sortPages, type ReviewPage, type ReviewPageType } from '../../domain/review/review-pages';

/** The review's wording and pages from the site content (content.review), with safe defaults. */
export interface ReviewContent {
  heading: string;
  additionalInformationEnabled: boolean;
  /** In order; playback pages carry their configured fields (rows without values). */
  pages: ReviewPage[];
}

const PAGE_TYPES: readonly ReviewPageType[] = [
  'reviewIntro',
  'standardQuestionPage',
  'contactDetailsQuestionPage',
  'personalDetailsQuestionPage',
  'riskProfileQuestion',
  'submission',
  'completion',
];

type Obj = Record<string, unknown>;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

function page(raw: Obj): ReviewPage | null {
  const type = raw.type as ReviewPageType;
  const order = Number(raw.order);
  if (!PAGE_TYPES.includes(type) || !Number.isFinite(order)) return null;
  const fields = Array.isArray(raw.fields) ? raw.fields.filter(isObj) : [];
  return {
    type,
    order,
    heading: str(raw.heading) ?? '',
    text: str(raw.text),
    partnerQuestion: str(raw.partnerQuestion),
    question: str(raw.question),
    rows: fields.length
      ? fields.map((f) => ({
          fieldName: str(f.fieldName) ?? '',
          description: str(f.description) ?? '',
          enabled: f.enabled !== false,
          clientValue: null,
          partnerValue: null,
        }))
      : undefined,
    changesText: str(raw.changesText),
    noChangesText: str(raw.noChangesText),
    successText: str(raw.successText),
    errorText: str(raw.errorText),
    displayAdviserDetails: raw.displayAdviserDetails === true,
  };
}

export function reviewContent(content: Obj): ReviewContent {
  const review = isObj(content.review) ? content.review : {};
  const pages = (Array.isArray(review.pages) ? review.pages : [])
    .filter(isObj)
    .map(page)
    .filter((p): p is ReviewPage => p !== null);
  return {
    heading: str(review.heading) ?? REVIEW_HEADING,
    additionalInformationEnabled: review.additionalInformationEnabled === true,
    pages: sortPages(pages),
  };
}
