import type { FastifyInstance } from 'fastify';

/** Builds a multipart/form-data body for `inject`, with text fields and file parts. */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { content: Buffer; filename: string; contentType: string }> = {},
) {
  const boundary = `----dukkan${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
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
