/**
 * Saves a downloaded blob under `fileName`: a temporary `<a download>` is clicked on an object URL, which is
 * revoked once the browser has taken the file.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers start reading the URL only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
