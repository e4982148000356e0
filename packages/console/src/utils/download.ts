/**
 * Saves text as a file the browser downloads (metadata XML, a certificate PEM).
 *
 * @example
 * downloadText(xml, 'idp-metadata.xml', 'application/samlmetadata+xml');
 */
export const downloadText = (text: string, fileName: string, type: string) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};
