/**
 * Every failed call rejects with this shape: the server's envelope `{message, statusCode, data}`,
 * or a local stand-in. Here, below the app, so form helpers in lib/ can read it; the client in
 * app/ builds it.
 */
export interface ApiError {
  message: string;
  statusCode: number;
  data: unknown;
}
