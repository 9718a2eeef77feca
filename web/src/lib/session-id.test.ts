import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionIdSchema } from '@atelier/contracts';
import { SESSION_STORAGE_KEY, createSessionId, getSessionId } from './session-id';

afterEach(() => localStorage.clear());

describe('session id', () => {
  it('is made from crypto.getRandomValues and fits the contracts', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const id = createSessionId();
    expect(spy).toHaveBeenCalled();
    expect(sessionIdSchema.safeParse(id).success).toBe(true);
    expect(createSessionId()).not.toBe(id);
  });

  it('is created once and kept in local storage', () => {
    const id = getSessionId();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(id);
    expect(getSessionId()).toBe(id);
  });

  it('replaces a stored value the API would refuse', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'bad id!');
    const id = getSessionId();
    expect(id).not.toBe('bad id!');
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBe(id);
  });
});
