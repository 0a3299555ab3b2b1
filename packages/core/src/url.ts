/** Address rules shared by the schemas and the storefront; zod-free, so the storefront can use them without zod. */

export function isHttpUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isUploadPath(v: string): boolean {
  return /^\/uploads\/[A-Za-z0-9._/-]+$/.test(v) && !v.includes('..');
}

/** A settings image: none (''), an http(s) URL, an upload or one of the app's own /images/ files. */
export function isImageRef(v: string): boolean {
  return v === '' || isHttpUrl(v) || isUploadPath(v) || v.startsWith('/images/');
}
