import { createHash, createHmac, timingSafeEqual, type Hash, type Hmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import type { Checksum, SourceData } from '@smithy/types';

/** The credentials the runtime's handlers sign with (the local environment's), and their region. */
export type SigningCredentials = { region: string; accessKeyId: string; secretAccessKey: string };

export type SignatureVerdict = { valid: true } | { valid: false; reason: 'missing' | 'mismatch' | 'expired' };

const bytesOf = (data: SourceData): Buffer =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** SHA-256 and HMAC-SHA-256 for the signer, from Node's crypto. */
class Sha256 implements Checksum {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.fresh();
  }
}

const authorizationPattern =
  /^AWS4-HMAC-SHA256 Credential=(?<accessKeyId>[^/\s,]+)\/(?<day>\d{8})\/(?<region>[^/\s,]+)\/(?<service>[^/\s,]+)\/aws4_request,\s*SignedHeaders=(?<signedHeaders>[a-z0-9;_.-]+),\s*Signature=(?<signature>[0-9a-f]{64})$/;
const amzDatePattern = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** As AWS: a signature dated more than 15 minutes from the server's clock is refused. */
const maxSkewMs = 15 * 60_000;

/**
 * Checks a request's SigV4 signature as API Gateway does for its management API (`execute-api`): made with
 * the expected credentials and region, dated within 15 minutes, its payload hash (when sent) that of the body,
 * and the signature the same as the request signed again with the same date and signed headers.
 */
export const checkSignature = async (
  request: IncomingMessage,
  body: Buffer,
  expected: SigningCredentials & { service: string },
  now: Date,
): Promise<SignatureVerdict> => {
  const parsed = authorizationPattern.exec(String(request.headers.authorization ?? ''))?.groups;
  const amzDate = amzDatePattern.exec(String(request.headers['x-amz-date'] ?? ''));
  if (!parsed || !amzDate) return { valid: false, reason: 'missing' };
  const { accessKeyId, day, region, service, signedHeaders = '', signature = '' } = parsed;
  const [, year, month, date, hours, minutes, seconds] = amzDate.map(Number) as number[];
  const signingDate = new Date(Date.UTC(year as number, (month as number) - 1, date, hours, minutes, seconds));
  if (accessKeyId !== expected.accessKeyId || region !== expected.region || service !== expected.service || !amzDate[0].startsWith(day ?? '')) {
    return { valid: false, reason: 'mismatch' };
  }
  if (Math.abs(now.getTime() - signingDate.getTime()) > maxSkewMs) return { valid: false, reason: 'expired' };
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (payloadHash !== undefined && payloadHash !== createHash('sha256').update(body).digest('hex')) return { valid: false, reason: 'mismatch' };
  const names = signedHeaders.split(';');
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = request.headers[name];
    if (value === undefined) return { valid: false, reason: 'mismatch' };
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  if (!names.includes('host')) return { valid: false, reason: 'mismatch' };
  const [path = '/', search = ''] = (request.url ?? '/').split(/\?(.*)/s);
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const previous = query[name];
    query[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const signer = new SignatureV4({
    service: expected.service,
    region: expected.region,
    credentials: { accessKeyId: expected.accessKeyId, secretAccessKey: expected.secretAccessKey },
    sha256: Sha256,
    // Only the headers the client signed: the payload hash among them when it sent one.
    applyChecksum: false,
  });
  const signed = await signer.sign(
    { method: request.method ?? 'GET', protocol: 'http:', hostname: '127.0.0.1', path, query, headers, body: body.length ? body : undefined },
    { signingDate },
  );
  const recomputed = /Signature=([0-9a-f]{64})$/.exec(String(signed.headers.authorization ?? ''))?.[1] ?? '';
  return recomputed.length === signature.length && timingSafeEqual(Buffer.from(recomputed), Buffer.from(signature)) ? { valid: true } : { valid: false, reason: 'mismatch' };
};
