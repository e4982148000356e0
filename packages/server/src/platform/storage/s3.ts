import type { S3ServiceException } from '@aws-sdk/client-s3';
import type { StorageConfig } from './config';
import type { Storage } from './index';
import { assertStorageKey } from './keys';

type Sdk = typeof import('@aws-sdk/client-s3');

const isNotFound = (sdk: Sdk, error: unknown): error is S3ServiceException =>
  error instanceof sdk.S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

const createClient = (sdk: Sdk, config: S3Config) =>
  new sdk.S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });

/**
 * Objects in an S3 bucket, through the AWS SDK's S3 client: AWS itself or any S3-compatible server
 * (`GATEHOUSE_S3_ENDPOINT`). Checksums are sent only where S3 requires them, which every
 * S3-compatible server understands; objects are written with a year of immutable caching (a key is
 * never reused), and read back through `publicUrl`.
 */
export const createS3Storage = (config: S3Config): Storage => {
  // The SDK is large: loaded at the first use of the store, not at every start.
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const connect = async () => {
    const sdk = await import('@aws-sdk/client-s3');
    return { sdk, client: createClient(sdk, config) };
  };
  const use = () => (loaded ??= connect());
  const Bucket = config.bucket;

  const list = async (prefix: string) => {
    assertStorageKey(prefix.replace(/\/$/, ''));
    const { sdk, client } = await use();
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  };

  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      assertStorageKey(key);
      const { sdk, client } = await use();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    get: async (key) => {
      assertStorageKey(key);
      const { sdk, client } = await use();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw error;
      }
    },
    exists: async (key) => {
      assertStorageKey(key);
      const { sdk, client } = await use();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw error;
      }
    },
    list,
    deletePrefix: async (prefix) => {
      const { sdk, client } = await use();
      for (const Key of await list(prefix)) await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    urlOf: (key) => {
      assertStorageKey(key);
      return `${config.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
};
