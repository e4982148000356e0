import { z } from 'zod';

/** Where uploads go: the data directory (default), an S3-compatible bucket, or nowhere. */
export type StorageConfig =
  | { kind: 'disk' }
  | { kind: 'off' }
  | {
      kind: 's3';
      /** An S3-compatible server's URL (MinIO, R2, …); undefined: AWS S3 of `region`. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Both or neither; neither: the AWS SDK's default credential chain (AWS_* variables, an instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** The base of the URLs the browser loads uploads from; an object's URL is this plus `/{key}`. */
      publicUrl: string;
      /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: what most S3-compatible servers expect. */
      forcePathStyle: boolean;
    };

const httpUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//.test(value), 'must start with http:// or https://')
  .transform((value) => value.replace(/\/+$/, ''));

export const storageEnvGuard = {
  GATEHOUSE_STORAGE: z.enum(['disk', 's3', 'off']).optional(),
  GATEHOUSE_S3_ENDPOINT: httpUrl.optional(),
  GATEHOUSE_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  GATEHOUSE_S3_REGION: z.string().min(1).default('us-east-1'),
  GATEHOUSE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  GATEHOUSE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  GATEHOUSE_S3_PUBLIC_URL: httpUrl.optional(),
  GATEHOUSE_S3_FORCE_PATH_STYLE: z.enum(['1', '0', 'true', 'false']).optional(),
};

type StorageEnv = z.output<z.ZodObject<typeof storageEnvGuard>>;

/**
 * The storage an installation uses, from its validated variables: S3 once a bucket is named (or
 * `GATEHOUSE_STORAGE=s3`), else the data directory; `GATEHOUSE_STORAGE=off` turns uploads off.
 * `fail(variable, reason)` reports a contradiction (a key id without its secret, s3 without a bucket).
 */
export const storageConfigOf = (e: StorageEnv, fail: (variable: string, reason: string) => never): StorageConfig => {
  const kind = e.GATEHOUSE_STORAGE ?? (e.GATEHOUSE_S3_BUCKET ? 's3' : 'disk');
  if (kind !== 's3') return { kind };
  const bucket = e.GATEHOUSE_S3_BUCKET ?? fail('GATEHOUSE_S3_BUCKET', 'must be set when GATEHOUSE_STORAGE=s3');
  const { GATEHOUSE_S3_ACCESS_KEY_ID: accessKeyId, GATEHOUSE_S3_SECRET_ACCESS_KEY: secretAccessKey } = e;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    fail(
      accessKeyId ? 'GATEHOUSE_S3_SECRET_ACCESS_KEY' : 'GATEHOUSE_S3_ACCESS_KEY_ID',
      'must be set together with the other S3 key variable',
    );
  }
  const endpoint = e.GATEHOUSE_S3_ENDPOINT;
  const forcePathStyle = e.GATEHOUSE_S3_FORCE_PATH_STYLE
    ? ['1', 'true'].includes(e.GATEHOUSE_S3_FORCE_PATH_STYLE)
    : Boolean(endpoint);
  const publicUrl =
    e.GATEHOUSE_S3_PUBLIC_URL ??
    (endpoint
      ? forcePathStyle
        ? `${endpoint}/${bucket}`
        : endpoint.replace('://', `://${bucket}.`)
      : `https://${bucket}.s3.${e.GATEHOUSE_S3_REGION}.amazonaws.com`);
  return {
    kind,
    endpoint,
    bucket,
    region: e.GATEHOUSE_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl,
    forcePathStyle,
  };
};
