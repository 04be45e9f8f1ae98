// One HTTP/1.1 request written byte for byte on a socket, for request targets no client library
// sends (fetch and inject always send origin-form): `POST http://host/connect/token HTTP/1.1`.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawRequest {
  method: string;
  /** The request target exactly as written on the request line. */
  target: string;
  headers?: Record<string, string>;
  body?: string;
}

function dechunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, lineEnd).toString(), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function parseAnswer(received: Buffer): RawAnswer {
  const headEnd = received.indexOf('\r\n\r\n');
  const [statusLine, ...lines] = received.subarray(0, headEnd).toString().split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = received.subarray(headEnd + 4);
  const body = headers['transfer-encoding'] === 'chunked' ? dechunked(rest) : rest;
  return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString() };
}

/** Sends the request on a connection of its own (closed after the answer) and reads the answer. */
export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const body = request.body ?? '';
  const headers = {
    ...request.headers,
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`${head}\r\n\r\n${body}`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(parseAnswer(Buffer.concat(chunks))));
    socket.on('error', reject);
  });
}
