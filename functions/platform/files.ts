import { DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, NotFound, NoSuchKey, PutObjectCommand } from '@aws-sdk/client-s3';
import { config, required } from './config';
import { s3 } from './aws/s3';

/**
 * The files bucket: presigned links for the browser (upload, read) and the server's own reads and
 * writes. Presigning uses the S3 client's own SigV4 signer (no request is sent): a link is only
 * as good as the permissions of the function that signs it.
 */
const bucket = () => required('FILES_BUCKET');

/** The object's address as S3 (or the local stand-in, path-style) serves it; keys are made of [\w/.-] only. */
const objectLocation = (key: string) => {
  const { S3_ENDPOINT, AWS_REGION } = config();
  const url = new URL(S3_ENDPOINT ? `${S3_ENDPOINT.replace(/\/$/, '')}/${bucket()}/${key}` : `https://${bucket()}.s3.${AWS_REGION}.amazonaws.com/${key}`);
  return url;
};

type PresignableRequest = {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
};
/** The S3 client's signer (SignatureV4MultiRegion) also presigns; its declared type only says it signs. */
type Presigner = { presign: (request: PresignableRequest, options: { expiresIn: number }) => Promise<{ query?: Record<string, unknown> }> };
const isPresigner = (signer: object): signer is Presigner => 'presign' in signer && typeof signer.presign === 'function';

const presign = async (options: { method: 'GET' | 'PUT'; key: string; expiresInSeconds: number; headers?: Record<string, string>; query?: Record<string, string> }): Promise<string> => {
  const location = objectLocation(options.key);
  const signer: object = await s3().config.signer();
  if (!isPresigner(signer)) throw new Error("Le client S3 n'a pas de signature par URL");
  const signed = await signer.presign(
    {
      method: options.method,
      protocol: location.protocol,
      hostname: location.hostname,
      port: location.port ? Number(location.port) : undefined,
      path: location.pathname,
      query: { ...options.query },
      headers: { host: location.host, ...options.headers },
    },
    { expiresIn: options.expiresInSeconds },
  );
  const query = new URLSearchParams(Object.entries(signed.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]));
  return `${location.origin}${location.pathname}?${query.toString()}`;
};

/**
 * A PUT link for exactly this content type and size: both headers are signed, so S3 refuses any other
 * (the local stand-in checks nothing, which is why the server re-reads every upload).
 */
export const presignUpload = (key: string, contentType: string, sizeBytes: number, expiresInSeconds: number) =>
  presign({ method: 'PUT', key, expiresInSeconds, headers: { 'content-type': contentType, 'content-length': String(sizeBytes) } });

/**
 * A GET link that answers with the type the product decided for the object (signed, so the link cannot
 * be changed to ask for another), whatever was stored with it: a browser never has to guess a type.
 * The answer also says `X-Content-Type-Options: nosniff` (the local stand-in's, and on AWS the files'
 * distribution's response headers).
 */
export const presignDownload = (key: string, expiresInSeconds: number, contentType: string) =>
  presign({ method: 'GET', key, expiresInSeconds, query: { 'response-content-type': contentType } });

const isMissing = (error: unknown) => error instanceof NotFound || error instanceof NoSuchKey || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** The size of an object, or undefined when there is none (HEAD: nothing is downloaded). */
export const objectSize = async (key: string): Promise<number | undefined> => {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

export const readObject = async (key: string): Promise<Uint8Array | undefined> => {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
};

export const writeObject = async (key: string, body: Uint8Array | string, contentType: string): Promise<void> => {
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
};

export const deleteObjects = async (keys: readonly string[]): Promise<void> => {
  if (keys.length === 0) return;
  await s3().send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }));
};
