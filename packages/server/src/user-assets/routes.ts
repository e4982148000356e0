import {
  customUiUploadGuard,
  maxUploadFileSize,
  userAssetGuard,
  userAssetsServiceStatusGuard,
} from '@gatehouse/schemas/uploads';
import type { ApiApp } from '../platform/http/context';
import { send } from '../platform/http/respond';
import { defineRoute } from '../platform/http/route';
import { readUploadedFile } from '../platform/http/upload';

const tags = ['User assets'];

const serviceStatus = defineRoute({
  method: 'get',
  path: '/api/user-assets/service-status',
  summary: 'Get the upload service status',
  description:
    'Whether uploads work on this installation (`ready`; `not_configured` when `GATEHOUSE_STORAGE=off`), the MIME types they may be and the largest file in bytes.',
  tags,
  response: { status: 200, schema: userAssetsServiceStatusGuard, description: 'The status and the upload rules.' },
});

const upload = defineRoute({
  method: 'post',
  path: '/api/user-assets',
  summary: 'Upload a file',
  description:
    "Stores one image (JPEG, PNG, GIF, ICO, SVG, TIFF, WebP, BMP) or ZIP archive of at most 20 MB, sent as multipart/form-data in the field `file`, and answers the public URL it is served from. The file's bytes must be of the type it declares: an HTML page sent as `image/png` is refused (`guard.file_type_mismatch`). Files are kept under the tenant's own prefix with a new random name, never replacing another.",
  tags,
  upload: { maxBytes: maxUploadFileSize, description: 'The file to upload.' },
  response: { status: 201, schema: userAssetGuard, description: 'Where the file is served from.' },
  errors: [503],
});

const customUi = defineRoute({
  method: 'post',
  path: '/api/sign-in-exp/default/custom-ui-assets',
  summary: 'Upload a custom sign-in UI',
  description:
    'Bring your UI: a ZIP archive (at most 20 MB, 100 MB unpacked, 1,000 files) of a sign-in app with an `index.html` at its root, sent as multipart/form-data in the field `file`. It is checked (no absolute or `..` paths, no links), unpacked and stored under a new id; set `customUiAssets` of the sign-in experience to that id to serve it in place of the built-in sign-in pages.',
  tags: ['Sign-in experience'],
  upload: { maxBytes: maxUploadFileSize, description: 'The ZIP archive.' },
  response: { status: 201, schema: customUiUploadGuard, description: 'The id of the unpacked custom UI.' },
  errors: [503],
});

export const registerUserAssetRoutes = (app: ApiApp) => {
  app.openapi(serviceStatus, (c) => send(c, userAssetsServiceStatusGuard, c.var.services.userAssets.status(), 200));
  app.openapi(upload, async (c) => {
    c.var.services.userAssets.assertReady();
    const file = await readUploadedFile(c, maxUploadFileSize);
    return send(c, userAssetGuard, await c.var.services.userAssets.upload(file), 201);
  });
  app.openapi(customUi, async (c) => {
    c.var.services.userAssets.assertReady();
    const file = await readUploadedFile(c, maxUploadFileSize);
    return send(c, customUiUploadGuard, await c.var.services.userAssets.uploadCustomUi(file), 201);
  });
};
