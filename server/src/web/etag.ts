// Validators for answers that are revalidated on every use (`Cache-Control: no-cache`): a weak
// ETag over the body (weak, since compression gives the same answer other bytes), and the
// If-None-Match check that turns a repeat into a 304.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

const opaqueTag = (etag: string) => etag.trim().replace(/^W\//, '');

/** If-None-Match's weak comparison: any listed tag (or `*`) names the same representation. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const wanted = opaqueTag(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaqueTag(tag) === wanted);
}

/** Sends `body` with its ETag, or a bodiless 304 when the caller already holds it. */
export function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  etag: string = weakEtag(body),
): FastifyReply {
  reply.header('ETag', etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}
