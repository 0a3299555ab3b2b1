/** A multipart/form-data request (payload and header) with one file part, for `app.inject`. */
export function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----shop-test-${Math.random().toString(36).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A PNG photo (1200 × 800) as the multipart upload of an image route (field "image" unless told). */
export async function photoUpload(field = 'image', filename = 'mat-sau.png') {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4a12' } })
    .png()
    .toBuffer();
  return multipart(field, filename, png, 'image/png');
}
