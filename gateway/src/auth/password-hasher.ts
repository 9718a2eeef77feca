import argon2 from 'argon2';

// OWASP's argon2id baseline: 19 MiB memory, 2 iterations, 1 lane.
export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * What a sign-in with an unknown username is verified against, so that it takes as long as one with
 * a known username: an argon2id hash with HASH_OPTIONS (password-hasher.spec.ts checks) of a random
 * password nobody kept. Fixed rather than hashed at start, which cost every start a hash's time and
 * memory.
 */
export const DECOY_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$8W6DxCcNc5ab3YhH246ryw$+3/Dzrz0TMddxBtbntli1V68YFPUf008g96AzZ0g/qE';

export const hashPassword = (password: string) => argon2.hash(password, HASH_OPTIONS);

export const verifyPassword = async (hash: string, password: string) => {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
};
