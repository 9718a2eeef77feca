import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionIdSchema } from '@atelier/contracts';
import {
  SESSION_ID_PATTERN,
  SESSION_STORAGE_KEY,
  createSessionId,
  getSessionId,
  peekSessionId,
} from './session-id';

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

  it('checks stored ids with the same rule as the contracts', () => {
    const samples = [
      'a'.repeat(15),
      'a'.repeat(16),
      'a'.repeat(128),
      'a'.repeat(129),
      'abc_DEF-0123456789',
      'has space 0123456',
      'ünïcode-0123456789',
      '',
    ];
    for (const sample of samples)
      expect(SESSION_ID_PATTERN.test(sample), sample).toBe(sessionIdSchema.safeParse(sample).success);
  });

  it('can be read without being created', () => {
    expect(peekSessionId()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const id = getSessionId();
    expect(peekSessionId()).toBe(id);
  });
});
