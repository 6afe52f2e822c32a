/**
 * A stand-in S3-compatible bucket (path-style requests, as MinIO and R2 take them): PutObject and
 * GetObject as Amazon documents them (https://docs.aws.amazon.com/AmazonS3/latest/API/): a request
 * must be signed with AWS Signature V4 by the expected access key, a PUT's body must match its
 * `x-amz-content-sha256` (else 400 XAmzContentSHA256Mismatch), a missing key is 404 NoSuchKey, and
 * errors are S3's XML. It can be made to answer 503 SlowDown, as a bucket in trouble.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

const SIGNATURE = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=[0-9a-f]{64}$/;

export class S3StandIn {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  readonly requests: { method: string; path: string }[] = [];
  /** True: every request answers 503 SlowDown. */
  down = false;
  port = 0;
  private server: Server | null = null;

  constructor(
    readonly bucket = 'platter-photos',
    readonly accessKeyId = 'AKIASTANDIN000000001',
    readonly secretAccessKey = 'stand-in-secret-access-key-0000000000000',
  ) {}

  /** The MEDIA_S3_* settings that point a server at this bucket. */
  env(): Record<string, string> {
    return {
      MEDIA_S3_ENDPOINT: `http://127.0.0.1:${this.port}`,
      MEDIA_S3_BUCKET: this.bucket,
      MEDIA_S3_REGION: 'eu-west-2',
      MEDIA_S3_ACCESS_KEY_ID: this.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: this.secretAccessKey,
    };
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as { port: number }).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://bucket').pathname);
    this.requests.push({ method: req.method ?? '', path });
    const error = (status: number, code: string, message: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${path}</Resource></Error>`);
    };
    if (this.down) return error(503, 'SlowDown', 'Please reduce your request rate.');
    const signature = SIGNATURE.exec(String(req.headers.authorization ?? ''));
    if (!signature || !req.headers['x-amz-date']) return error(403, 'AccessDenied', 'Access Denied');
    if (signature[1] !== this.accessKeyId) return error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    if (!signature[4]!.split(';').includes('x-amz-content-sha256')) return error(400, 'InvalidRequest', 'x-amz-content-sha256 must be signed.');
    const prefix = `/${this.bucket}/`;
    if (!path.startsWith(prefix)) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = path.slice(prefix.length);
    if (req.method === 'PUT') {
      const declared = String(req.headers['x-amz-content-sha256'] ?? '');
      if (declared !== 'UNSIGNED-PAYLOAD' && declared !== createHash('sha256').update(body).digest('hex')) {
        return error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
      }
      this.objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return void res.end();
    }
    if (req.method === 'GET') {
      const object = this.objects.get(key);
      if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length });
      return void res.end(object.body);
    }
    return error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }
}
