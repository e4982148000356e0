import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from './config';
import type { Storage } from './index';
import { assertStorageKey } from './keys';

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Objects in an S3 bucket, through the AWS SDK's S3 client: AWS itself or any S3-compatible server
 * (`GATEHOUSE_S3_ENDPOINT`). Checksums are sent only where S3 requires them, which every
 * S3-compatible server understands; objects are written with a year of immutable caching (a key is
 * never reused), and read back through `publicUrl`.
 */
export const createS3Storage = (config: Extract<StorageConfig, { kind: 's3' }>): Storage => {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials && { credentials: config.credentials }),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 2,
  });
  const Bucket = config.bucket;

  const list = async (prefix: string) => {
    assertStorageKey(prefix.replace(/\/$/, ''));
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys.sort();
  };

  return {
    kind: 's3',
    put: async (key, body, contentType) => {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
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
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    exists: async (key) => {
      assertStorageKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    list,
    deletePrefix: async (prefix) => {
      for (const Key of await list(prefix)) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    urlOf: (key) => {
      assertStorageKey(key);
      return `${config.publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
    },
  };
};
