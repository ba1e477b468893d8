import type Redis from 'ioredis';
import {
  parsePendingField,
  pendingField,
  PendingAttachmentsPort,
  type PendingAttachment,
} from '../../application/ports/pending-attachments.port';
import { redisKeys } from '../session/redis-keys';

/**
 * PendingAttachmentsPort in Redis, shared by every BFF process: one hash per client and message whose fields
 * are the files waiting; taking a file is one HDEL, so two retries at once cannot both upload it.
 */
export class RedisPendingAttachmentsAdapter extends PendingAttachmentsPort {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = redisKeys().pendingAttachments,
  ) {
    super();
  }

  async remember(owner: number, messageId: number, files: readonly PendingAttachment[], ttlMs: number): Promise<void> {
    if (files.length === 0) return;
    const k = this.key(owner, messageId);
    await this.redis
      .multi()
      .hset(k, Object.fromEntries(files.map((f) => [pendingField(f), '1'])))
      .pexpire(k, ttlMs)
      .exec();
  }

  async waiting(owner: number, messageId: number): Promise<PendingAttachment[]> {
    return (await this.redis.hkeys(this.key(owner, messageId))).map(parsePendingField);
  }

  async take(owner: number, messageId: number, file: PendingAttachment): Promise<boolean> {
    return (await this.redis.hdel(this.key(owner, messageId), pendingField(file))) === 1;
  }

  async restore(owner: number, messageId: number, file: PendingAttachment, ttlMs: number): Promise<void> {
    await this.remember(owner, messageId, [file], ttlMs);
  }

  private key(owner: number, messageId: number): string {
    return `${this.prefix}${owner}:${messageId}`;
  }
}
