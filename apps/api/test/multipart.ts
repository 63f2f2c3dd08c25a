import type { FastifyInstance } from 'fastify';

export interface FilePart {
  content: Buffer;
  filename: string;
  contentType: string;
}

/**
 * Builds a multipart/form-data body for `inject`, with text fields and file parts. An array value
 * repeats the field (`images`, `imageOrder`).
 */
export function multipartBody(
  fields: Record<string, string | string[]>,
  files: Record<string, FilePart | FilePart[]> = {},
) {
  const boundary = `----dukkan${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields).flatMap(([key, v]) =>
    (Array.isArray(v) ? v : [v]).map((one) => [key, one] as const),
  )) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files).flatMap(([key, f]) =>
    (Array.isArray(f) ? f : [f]).map((one) => [key, one] as const),
  )) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Sends a multipart form with an optional `imageFile` PNG, signed in with `token` — the shape of
 * every create/update call that carries an image.
 */
export function sendImageForm(
  app: FastifyInstance,
  request: {
    method: 'POST' | 'PUT';
    url: string;
    fields: Record<string, string>;
    token: string;
    image?: Buffer | undefined;
    headers?: Record<string, string>;
  },
) {
  const body = multipartBody(
    request.fields,
    request.image
      ? { imageFile: { content: request.image, filename: 'image.png', contentType: 'image/png' } }
      : {},
  );
  return app.inject({
    method: request.method,
    url: request.url,
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${request.token}`, ...request.headers },
  });
}
