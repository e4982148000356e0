/** The image and archive upload fields (patterns/ImageUploadField, the custom sign-in UI field). */
export default {
  uploads: {
    upload: 'Upload',
    replace: 'Replace',
    remove: 'Remove',
    uploading: 'Uploading…',
    no_image: 'No image',
    preview: 'Preview of {{label}}',
    hint: 'Upload or drop an image ({{types}}, up to {{size}}), or paste its URL.',
    drop_here: 'Drop the image here',
    url_only: 'Uploads are not set up on this server: paste the URL of an image.',
    error_file_count: 'Choose one file only.',
    error_file_type: 'This type of file is not allowed. Allowed: {{types}}.',
    error_file_size: 'The file is larger than {{limit}}.',
    error_upload: 'The upload failed. Try again.',
    custom_ui: {
      not_configured: 'Uploads are not set up on this server.',
      label: 'Custom sign-in UI',
      description:
        'Upload a ZIP of your own sign-in app with an index.html at its root. It replaces the built-in sign-in pages.',
      none: 'None: the built-in sign-in pages are shown.',
      uploaded_at: 'Uploaded on {{date}}',
      upload: 'Upload ZIP',
      replace: 'Replace ZIP',
      remove: 'Remove',
      error_file_type: 'Choose a ZIP archive.',
    },
  },
};
