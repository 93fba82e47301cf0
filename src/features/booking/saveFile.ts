/** Hands a downloaded file to the browser under `fileName` (no URL ever holds the login). */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
