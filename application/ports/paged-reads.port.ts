/**
 * How a long read (a download of many pages) keeps within the platform's deadline: each next item is
 * read as a call of its own, with the deadline afresh, not with what is left of the request's first one.
 */
export abstract class PagedReadsPort {
  abstract eachWithItsOwnDeadline<T>(items: AsyncIterable<T>): AsyncIterable<T>;
}
