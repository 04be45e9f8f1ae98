// The identity provider's artifacts in Redis (when REDIS_URL is set): one hash per artifact
// (`payload`, and `consumed` once consumed), a set per grant listing its artifacts, and
// pointers for uid and user code. `consume` is a script: HSETNX on an existing key only.
import type { Redis } from 'ioredis';
import type { AdapterPayload } from 'oidc-provider';
import type { OidcArtifactStore } from './adapter';

const CONSUME = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HSETNX', KEYS[1], 'consumed', ARGV[1])`;

const GRANT_SET_TTL = 14 * 24 * 3600;

export class RedisArtifactStore implements OidcArtifactStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'oidc:',
  ) {}

  private key(model: string, id: string) {
    return `${this.prefix}${model}:${id}`;
  }

  async upsert(model: string, id: string, payload: AdapterPayload, expiresIn: number | undefined) {
    const key = this.key(model, id);
    const multi = this.redis.multi().del(key).hset(key, 'payload', JSON.stringify(payload));
    if (expiresIn) multi.expire(key, expiresIn);
    if (payload.grantId) {
      const grantKey = `${this.prefix}grant:${payload.grantId}`;
      multi.sadd(grantKey, key).expire(grantKey, Math.max(expiresIn ?? 0, GRANT_SET_TTL));
    }
    if (payload.uid)
      multi.set(`${this.prefix}${model}:uid:${payload.uid}`, id, 'EX', expiresIn ?? GRANT_SET_TTL);
    if (payload.userCode) {
      multi.set(
        `${this.prefix}${model}:userCode:${payload.userCode}`,
        id,
        'EX',
        expiresIn ?? GRANT_SET_TTL,
      );
    }
    await multi.exec();
  }

  async find(model: string, id: string) {
    const [payload, consumed] = await this.redis.hmget(this.key(model, id), 'payload', 'consumed');
    if (!payload) return undefined;
    const parsed = JSON.parse(payload) as AdapterPayload;
    return consumed ? { ...parsed, consumed: Number(consumed) } : parsed;
  }

  private async findByPointer(model: string, kind: 'uid' | 'userCode', value: string) {
    const id = await this.redis.get(`${this.prefix}${model}:${kind}:${value}`);
    return id ? this.find(model, id) : undefined;
  }

  findByUid(model: string, uid: string) {
    return this.findByPointer(model, 'uid', uid);
  }

  findByUserCode(model: string, userCode: string) {
    return this.findByPointer(model, 'userCode', userCode);
  }

  async consume(model: string, id: string) {
    const key = this.key(model, id);
    const result = (await this.redis.eval(
      CONSUME,
      1,
      key,
      Math.floor(Date.now() / 1000),
    )) as number;
    if (result === 1) return { consumed: true, grantId: undefined };
    const found = result === 0 ? await this.find(model, id) : undefined;
    return { consumed: false, grantId: found?.grantId };
  }

  async destroy(model: string, id: string) {
    await this.redis.del(this.key(model, id));
  }

  async revokeByGrantId(grantId: string) {
    const grantKey = `${this.prefix}grant:${grantId}`;
    const keys = await this.redis.smembers(grantKey);
    await this.redis.del(...keys, grantKey);
  }

  async close() {
    // The connection belongs to whoever created it.
  }

  async sessionUidsOfGrants(grantIds: readonly string[]): Promise<string[]> {
    const uids = new Set<string>();
    for (const grantId of grantIds) {
      const keys = await this.redis.smembers(`${this.prefix}grant:${grantId}`);
      const payloads = await Promise.all(keys.map((key) => this.redis.hget(key, 'payload')));
      for (const payload of payloads) {
        const uid = payload ? (JSON.parse(payload) as AdapterPayload).sessionUid : undefined;
        if (uid) uids.add(uid);
      }
    }
    return [...uids];
  }
}
