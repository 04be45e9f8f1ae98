// A cached answer is compressed once per encoding and the bytes kept beside it, instead of on
// every request: @fastify/compress compresses synchronously on the event loop, and a large
// answer (ten years of daily returns, 240 kB) held the loop for milliseconds on each repeat.
// The encoding is chosen as @fastify/compress chooses it (brotli, then gzip, by the client's
// q-values); an answer under the plugin's threshold goes out as it is.
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type AnswerEncoding = 'br' | 'gzip';

/** The same threshold as the compression plugin's (app.ts). */
export const COMPRESSION_THRESHOLD = 1024;
const PREFERENCE: readonly AnswerEncoding[] = ['br', 'gzip'];

const compressors: Record<AnswerEncoding, (body: string) => Promise<Buffer>> = {
  // The plugin's level 4: on TWRR since start (240 kB) level 6 took three times as long for a
  // larger result, and level 11 saved a quarter in seconds; the first reader waits for it.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** The preferred encoding the client accepts (q > 0), or undefined for none of ours. */
export function negotiateEncoding(header: string | undefined): AnswerEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const star = accepted.get('*');
  return PREFERENCE.find((encoding) => (accepted.get(encoding) ?? star ?? 0) > 0);
}

/** An answer's body with its compressed forms, each made on first demand and then kept. */
export class CompressibleBody {
  private readonly encoded = new Map<AnswerEncoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  encodedAs(encoding: AnswerEncoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.json);
      this.encoded.set(encoding, bytes);
      bytes.catch(() => this.encoded.delete(encoding));
    }
    return bytes;
  }
}

/** Sends a JSON answer, compressed from the kept bytes when the client accepts it. */
export async function sendJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressibleBody,
): Promise<FastifyReply> {
  const vary = reply.getHeader('Vary');
  reply
    .type('application/json; charset=utf-8')
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  const encoding =
    body.json.length >= COMPRESSION_THRESHOLD
      ? negotiateEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) return reply.send(body.json);
  const bytes = await body.encodedAs(encoding);
  return reply.header('Content-Encoding', encoding).send(bytes);
}
