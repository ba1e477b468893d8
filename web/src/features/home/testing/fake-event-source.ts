import { last } from '../../../../../domain/shared/present';

/** jsdom has no EventSource: a stand-in the test drives, event by event. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((e: Event) => void)[]>();
  closed = false;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (e: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  /** A server-sent event (`data` as JSON), or a bare event (a dropped connection) without data. */
  emit(type: string, data?: unknown): void {
    const event = new MessageEvent(type, data === undefined ? {} : { data: JSON.stringify(data) });
    for (const l of this.listeners.get(type) ?? []) l(event);
  }

  static latest(): FakeEventSource {
    return last(FakeEventSource.instances);
  }
}

export function installEventSource(): void {
  FakeEventSource.instances = [];
  Object.assign(globalThis, { EventSource: FakeEventSource });
}

export function removeEventSource(): void {
  delete (globalThis as { EventSource?: unknown }).EventSource;
}
