import { createHmac } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), as an authenticator app computes them from
 * the secret Cognito gives at enrolment (base32, SHA-1, 6 digits, 30 s). Cognito checks the codes itself: this
 * is the other side, for the demo seed and the tests that sign staff in.
 */
const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const character of clean) {
    const value = base32Alphabet.indexOf(character);
    if (value < 0) throw new Error(`caractère base32 invalide : ${character}`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
};

export type TotpOptions = { digits?: number; periodSeconds?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' };

/** The HOTP value of a counter (RFC 4226, section 5.3: dynamic truncation). */
export const hotp = (key: Buffer, counter: bigint, { digits = 6, algorithm = 'sha1' }: TotpOptions = {}): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const digest = createHmac(algorithm, key).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

/** The code of a key at a moment (seconds since the epoch). */
export const totpAt = (key: Buffer, unixSeconds: number, options: TotpOptions = {}): string =>
  hotp(key, BigInt(Math.floor(unixSeconds / (options.periodSeconds ?? 30))), options);

/** The code an authenticator app shows now for a base32 secret. */
export const totpNow = (base32Secret: string, now: Date = new Date()): string => totpAt(base32Decode(base32Secret), now.getTime() / 1000);
