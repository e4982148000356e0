import { allowedUploadMimeTypes, profileImageMimeTypes } from '@gatehouse/schemas/uploads';
import { describe, expect, it } from 'vitest';
import { samples } from '../test/uploads';
import { checkedType, sniffKind } from './file-types';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return undefined;
};

describe('upload types', () => {
  it('recognises every allowed kind by its bytes', () => {
    const kinds = Object.fromEntries(Object.entries(samples).map(([name, sample]) => [name, sniffKind(sample.bytes)]));
    expect(kinds).toEqual({
      png: 'png',
      gif: 'gif',
      jpeg: 'jpeg',
      ico: 'icon',
      msIcon: 'icon',
      svg: 'svg',
      tiff: 'tiff',
      webp: 'webp',
      bmp: 'bmp',
      zip: 'zip',
    });
  });

  it('takes an SVG only when it opens with <svg>, after a declaration, comments or a doctype without entities', () => {
    expect(sniffKind(Buffer.from('\uFEFF  <svg viewBox="0 0 1 1"/>'))).toBe('svg');
    expect(sniffKind(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd"><svg></svg>'))).toBe('svg');
    expect(sniffKind(Buffer.from('<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>'))).toBeUndefined();
    expect(sniffKind(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffKind(Buffer.from('<svgx></svgx>'))).toBeUndefined();
    expect(sniffKind(Buffer.from([0xff, 0xfe, 0x3c, 0x00]))).toBeUndefined();
  });

  it('keeps the declared type when the bytes agree, under its canonical name', () => {
    expect(checkedType('image/png', samples.png.bytes, allowedUploadMimeTypes)).toBe('image/png');
    expect(checkedType('IMAGE/JPG; q=1', samples.jpeg.bytes, allowedUploadMimeTypes)).toBe('image/jpeg');
    expect(checkedType('application/x-zip-compressed', samples.zip.bytes, allowedUploadMimeTypes)).toBe(
      'application/zip',
    );
    expect(checkedType('', samples.webp.bytes, allowedUploadMimeTypes)).toBe('image/webp');
  });

  it('refuses a type outside the list, and bytes that are not what they claim', () => {
    expect(codeOf(() => checkedType('text/html', Buffer.from('<html>'), allowedUploadMimeTypes))).toBe(
      'guard.mime_type_not_allowed',
    );
    expect(codeOf(() => checkedType('image/png', Buffer.from('<html>'), allowedUploadMimeTypes))).toBe(
      'guard.file_type_mismatch',
    );
    expect(codeOf(() => checkedType('image/gif', samples.png.bytes, allowedUploadMimeTypes))).toBe(
      'guard.file_type_mismatch',
    );
    expect(codeOf(() => checkedType('application/octet-stream', Buffer.from('MZ'), allowedUploadMimeTypes))).toBe(
      'guard.file_type_mismatch',
    );
    // A narrower list (profile images) refuses what the global one allows.
    expect(codeOf(() => checkedType('image/gif', samples.gif.bytes, profileImageMimeTypes))).toBe(
      'guard.mime_type_not_allowed',
    );
    expect(codeOf(() => checkedType('', samples.gif.bytes, profileImageMimeTypes))).toBe('guard.mime_type_not_allowed');
  });
});
