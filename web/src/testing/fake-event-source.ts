import { vi } from 'vitest';

/**
 * The browser's EventSource for tests (jsdom has none): each one made is kept in `opened`, and a
 * test writes to it as the server would (`emit`), or makes it give up as a refused stream does (`fail`).
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.readyState = this.CLOSED;
  }

  /** A message as the server writes it: `event:`, `id:` and the state as JSON. */
  emit(event: string, state: unknown, id: string) {
    const message = new MessageEvent(event, { data: JSON.stringify(state), lastEventId: id });
    for (const listener of this.listeners.get(event) ?? []) listener(message);
  }

  /** The stream refused (429, 503): the browser's EventSource closes for good. */
  fail() {
    this.readyState = this.CLOSED;
    this.onerror?.(new Event('error'));
  }
}

/** Stubs the global EventSource with a fresh FakeEventSource list. */
export function stubEventSource(): typeof FakeEventSource {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
