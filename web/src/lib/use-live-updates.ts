import { useEffect, useEffectEvent } from 'react';
import ReconnectingEventSource from 'reconnecting-eventsource';
import type { ApiRoute } from './api-route';

/** Longest pause before opening a refused stream again (a random one, so refused pages spread out). */
const MOST_RETRY_MS = 10_000;

/**
 * Follows a live-update stream (Server-Sent Events the gateway writes from the store's events) while
 * `enabled`, handing the data of each `event` message to `onMessage`; every message carries the
 * whole state. The browser's EventSource comes back by itself after a dropped connection or a
 * server's restart (which sends `retry:`), naming the last message it had (Last-Event-ID), so no
 * change is missed. It gives up after a refusal (429: too many streams from this address; 503: a
 * server going away): reconnecting-eventsource then opens a new one after a random pause, passing
 * that id as `?lastEventId=`.
 */
export function useLiveUpdates(
  { path }: ApiRoute<'GET'>,
  event: string,
  enabled: boolean,
  onMessage: (data: string) => void,
): void {
  const handle = useEffectEvent(onMessage);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new ReconnectingEventSource(path, { max_retry_time: MOST_RETRY_MS });
    source.addEventListener(event, (message: MessageEvent<string>) => handle(message.data));
    return () => source.close();
  }, [path, event, enabled]);
}
