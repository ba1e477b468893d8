import { randomBytes } from 'node:crypto';

/** Idle minutes after which the platform ends a session (PLATFORM-API.md). */
export const PLATFORM_SESSION_IDLE_MINUTES = 60;

export interface PlatformSession {
  token: string;
  userId: number;
  lastSeen: number;
  /** The user's previous sign-in, shown as last_login for the life of this session. */
  previousLogin: string | null;
}

/** Sessions by token; any authenticated call keeps one alive, 60 idle minutes end it. */
export class SessionStore {
  private readonly sessions = new Map<string, PlatformSession>();

  constructor(private readonly now: () => number) {}

  create(userId: number, previousLogin: string | null): PlatformSession {
    const session = { token: randomBytes(24).toString('hex'), userId, lastSeen: this.now(), previousLogin };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session for the token, marked as seen now; undefined when missing or expired. */
  touch(token: string | null): PlatformSession | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token);
    if (!session) return undefined;
    if (this.now() - session.lastSeen > PLATFORM_SESSION_IDLE_MINUTES * 60_000) {
      this.sessions.delete(token);
      return undefined;
    }
    session.lastSeen = this.now();
    return session;
  }

  end(token: string): void {
    this.sessions.delete(token);
  }

  get size(): number {
    return this.sessions.size;
  }
}
