import { z } from 'zod';

/*
 * Uploads (spec §9): what an admin may upload, how large, and what the API answers. Shared by the
 * server's checks and the console's, so both refuse the same files with the same limits.
 */

/** The global upload maximum (spec §9): 20 MB. */
export const maxUploadFileSize = 20 * 1024 * 1024;

/** Profile images (avatars) are smaller (spec §5, §9): 500 KB. */
export const maxProfileImageFileSize = 500 * 1024;

/**
 * Every MIME type an upload may be (spec §9), with the file extension it is stored under. An
 * upload's type is its declared type only when its content is of that type too (magic bytes).
 */
export const uploadMimeTypes = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/vnd.microsoft.icon': 'ico',
  'image/x-icon': 'ico',
  'image/svg+xml': 'svg',
  'image/tiff': 'tiff',
  'image/webp': 'webp',
  'image/bmp': 'bmp',
  'application/zip': 'zip',
} as const;
export type UploadMimeType = keyof typeof uploadMimeTypes;
export const allowedUploadMimeTypes = Object.keys(uploadMimeTypes) as UploadMimeType[];

/** The image types an image field (logo, favicon) offers: every allowed type but the archive. */
export const imageMimeTypes = allowedUploadMimeTypes.filter((type) => type.startsWith('image/'));

/** Profile images (spec §9): svg, png, jpeg and the two icon types. */
export const profileImageMimeTypes: readonly UploadMimeType[] = [
  'image/svg+xml',
  'image/png',
  'image/jpeg',
  'image/vnd.microsoft.icon',
  'image/x-icon',
];

/** `GET /api/user-assets/service-status`: whether uploads work here, and their rules. */
export const userAssetsServiceStatusGuard = z.object({
  status: z.enum(['ready', 'not_configured']),
  allowUploadMimeTypes: z.array(z.string()),
  maxUploadFileSize: z.number().int(),
});
export type UserAssetsServiceStatus = z.infer<typeof userAssetsServiceStatusGuard>;

/** `POST /api/user-assets`: where the uploaded file is served from. */
export const userAssetGuard = z.object({ url: z.string() });

/** A custom sign-in UI ("Bring your UI"): the upload's id and when it was uploaded (epoch ms). */
export const customUiAssetsGuard = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]{1,21}$/, 'must be the id of an uploaded custom UI')
    .max(21),
  createdAt: z.number().int().nonnegative(),
});
export type CustomUiAssets = z.infer<typeof customUiAssetsGuard>;

/** `POST /api/sign-in-exp/default/custom-ui-assets`: the id of the unpacked upload. */
export const customUiUploadGuard = z.object({ customUiAssetId: z.string() });

/** Limits of a custom UI archive: its files once unpacked, and how many there are. */
export const customUiLimits = {
  maxUnpackedBytes: 100 * 1024 * 1024,
  maxEntries: 1000,
  maxEntryBytes: maxUploadFileSize,
} as const;
