import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode, recoveryCodeCount } from './second-factor';

describe('recovery codes', () => {
  it('makes ten distinct codes of ten characters without look-alikes, shown in two groups of five', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(recoveryCodeCount);
    expect(new Set(codes).size).toBe(recoveryCodeCount);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/);
  });

  it('reads a code however it is typed: case, spaces and dashes do not matter', () => {
    expect(normalizeRecoveryCode(' abcde fghjk ')).toBe('ABCDEFGHJK');
    expect(hashRecoveryCode('abcde-fghjk')).toBe(hashRecoveryCode('ABCDEFGHJK'));
  });

  it('stores a hash that is not the code, and differs from code to code', () => {
    const [first = '', second = ''] = newRecoveryCodes();
    expect(hashRecoveryCode(first)).not.toContain(normalizeRecoveryCode(first));
    expect(hashRecoveryCode(first)).not.toBe(hashRecoveryCode(second));
  });
});
