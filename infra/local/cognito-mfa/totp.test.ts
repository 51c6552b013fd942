import { describe, expect, it } from 'vitest';
import { base32Decode, totpAt, totpNow } from './totp';

// RFC 6238, appendix B: the seeds are the ASCII digits, repeated to the hash's key length.
const seeds = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, keyof typeof seeds][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111111, '14050471', 'sha1'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [2000000000, '69279037', 'sha1'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s with %s', (time, code, algorithm) => {
    expect(totpAt(seeds[algorithm], time, { digits: 8, algorithm })).toBe(code);
  });

  it('reads a base32 secret as authenticator apps do, and gives 6 digits by default', () => {
    // "12345678901234567890" in base32 (RFC 4648), with the spaces and lower case some apps show.
    const secret = 'gezd gnbv gy3t qojq gezd gnbv gy3t qojq';
    expect(base32Decode(secret)).toEqual(seeds.sha1);
    expect(totpNow(secret, new Date(59_000))).toBe('287082');
  });

  it('refuses a character outside the base32 alphabet', () => {
    expect(() => base32Decode('ABC1')).toThrow('caractère base32 invalide');
  });
});
