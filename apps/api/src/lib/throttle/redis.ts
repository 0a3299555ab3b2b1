import type { Redis } from 'ioredis';
import type { Hit, Reservation, ThrottleClaim, ThrottleStore } from './store.ts';

/**
 * The reservation of the store contract as one Lua script: Redis runs a script alone, so the reads
 * and writes of every claim are one atomic step for all servers. Each key is a hash (`c` count,
 * `w` window end, `b` blocked until, in milliseconds of the throttle's clock) that expires with its
 * window. KEYS: the claims' keys. ARGV: now, then per claim limit, windowMs, baseMs (-1: no
 * backoff), maxMs. Returns 0 when allowed, else the milliseconds to wait.
 */
const RESERVE = `
local now = tonumber(ARGV[1])
local state = {}
local retry = 0
for i, key in ipairs(KEYS) do
  local v = redis.call('HMGET', key, 'c', 'w', 'b')
  local c, w, b = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or 0
  if w <= now then c, w, b = 0, 0, 0 end
  state[i] = { c, w, b }
  if b > now and b - now > retry then retry = b - now end
end
if retry > 0 then return retry end
for i, key in ipairs(KEYS) do
  local at = 2 + (i - 1) * 4
  local limit, windowMs, baseMs, maxMs = tonumber(ARGV[at]), tonumber(ARGV[at + 1]), tonumber(ARGV[at + 2]), tonumber(ARGV[at + 3])
  local c, w, b = state[i][1], state[i][2], state[i][3]
  if w == 0 then w = now + windowMs end
  c = c + 1
  if baseMs >= 0 and c >= limit then
    b = now + math.min(baseMs * 2 ^ math.min(c - limit, 30), maxMs)
    w = math.max(w, b + windowMs)
  elseif c >= limit then
    b = w
  end
  state[i] = { c, w, b }
  redis.call('HSET', key, 'c', string.format('%d', c), 'w', string.format('%d', w), 'b', string.format('%d', b))
  redis.call('PEXPIRE', key, string.format('%d', w - now))
end
return 0
`;

/** Gives back one attempt (ARGV: now, limit); the block goes once the count is below the limit. */
const RELEASE = `
local v = redis.call('HMGET', KEYS[1], 'c', 'w')
if not v[1] or tonumber(v[2]) <= tonumber(ARGV[1]) then return 0 end
local c = math.max(tonumber(v[1]) - 1, 0)
redis.call('HSET', KEYS[1], 'c', string.format('%d', c))
if c < tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'b', '0') end
return 0
`;

/**
 * The rate-limit counter (ARGV: now, windowMs): a hash like the reservations', so that the window
 * follows the same clock; returns the count and the milliseconds left.
 */
const HIT = `
local now, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'c', 'w')
local c, w = tonumber(v[1]) or 0, tonumber(v[2]) or 0
if w <= now then c, w = 0, now + windowMs end
c = c + 1
redis.call('HSET', KEYS[1], 'c', string.format('%d', c), 'w', string.format('%d', w), 'b', '0')
redis.call('PEXPIRE', KEYS[1], string.format('%d', w - now))
return { c, w - now }
`;

type ScriptClient = Redis & {
  throttleReserve(...args: (string | number)[]): Promise<number>;
  throttleRelease(key: string, now: number, limit: number): Promise<number>;
  throttleHit(key: string, now: number, windowMs: number): Promise<[number, number]>;
};

export interface RedisThrottleOptions {
  /** Put before every key (several shops, or tests, on one Redis). */
  prefix?: string;
  /** The clock (milliseconds); tests pass their own. */
  now?: () => number;
}

/** The throttle store of servers that share a Redis. A Redis error rejects: see `FallbackThrottleStore`. */
export class RedisThrottleStore implements ThrottleStore {
  private readonly client: ScriptClient;
  private readonly prefix: string;
  private readonly now: () => number;

  constructor(client: Redis, options: RedisThrottleOptions = {}) {
    this.prefix = `${options.prefix ?? ''}throttle:`;
    this.now = options.now ?? Date.now;
    if (!('throttleReserve' in client)) {
      client.defineCommand('throttleReserve', { lua: RESERVE });
      client.defineCommand('throttleRelease', { lua: RELEASE, numberOfKeys: 1 });
      client.defineCommand('throttleHit', { lua: HIT, numberOfKeys: 1 });
    }
    this.client = client as ScriptClient;
  }

  async reserve(claims: readonly ThrottleClaim[]): Promise<Reservation> {
    const args: (string | number)[] = [claims.length, ...claims.map((c) => this.prefix + c.key), this.now()];
    for (const { rule } of claims)
      args.push(rule.limit, rule.windowMs, rule.backoff?.baseMs ?? -1, rule.backoff?.maxMs ?? 0);
    const retryAfterMs = Number(await this.client.throttleReserve(...args));
    return retryAfterMs > 0 ? { allowed: false, retryAfterMs } : { allowed: true };
  }

  async release({ key, rule }: ThrottleClaim): Promise<void> {
    await this.client.throttleRelease(this.prefix + key, this.now(), rule.limit);
  }

  async clear(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    const [count, resetMs] = await this.client.throttleHit(this.prefix + key, this.now(), windowMs);
    return { count: Number(count), resetMs: Number(resetMs) };
  }
}
