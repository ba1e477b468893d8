import { randomInt } from 'node:crypto';
import type { MfaMethod } from '../../../domain/auth/login-status';
import type { SecurityQuestionRecord, TfaDeviceRecord, UserRecord } from '../data/records';

const MEMORABLE_POSITION_COUNT = 3;

export interface DeviceInProgress {
  deviceId: string;
  userId: number;
  method: MfaMethod;
  target: string;
}

/**
 * What users change while the process runs (passwords, completed steps, devices, questions …),
 * kept apart from the generated data and kept for the life of the process.
 */
export class UserState {
  private readonly passwords = new Map<number, string>();
  private readonly completedSteps = new Map<number, Set<string>>();
  private readonly devices = new Map<number, TfaDeviceRecord[]>();
  private readonly questions = new Map<number, SecurityQuestionRecord[]>();
  private readonly memorablePositions = new Map<number, number[]>();
  private readonly lastLogins = new Map<number, string>();
  private readonly resetCodesIssued = new Set<number>();
  private readonly inProgress = new Map<string, DeviceInProgress>();
  private deviceCounter = 0;

  password(user: UserRecord): string {
    return this.passwords.get(user.userId) ?? user.password;
  }

  setPassword(user: UserRecord, password: string): void {
    this.passwords.set(user.userId, password);
  }

  pendingSteps(user: UserRecord): string[] {
    const done = this.completedSteps.get(user.userId);
    return done ? user.pendingSteps.filter((s) => !done.has(s)) : [...user.pendingSteps];
  }

  completeStep(user: UserRecord, step: string): void {
    const done = this.completedSteps.get(user.userId) ?? new Set<string>();
    done.add(step);
    this.completedSteps.set(user.userId, done);
  }

  linkedDevices(user: UserRecord): TfaDeviceRecord[] {
    return this.devices.get(user.userId) ?? user.mfaDevices;
  }

  setLinkedDevices(user: UserRecord, devices: TfaDeviceRecord[]): void {
    this.devices.set(user.userId, devices);
  }

  securityQuestions(user: UserRecord): SecurityQuestionRecord[] {
    return this.questions.get(user.userId) ?? user.securityQuestions;
  }

  setSecurityQuestions(user: UserRecord, questions: SecurityQuestionRecord[]): void {
    this.questions.set(user.userId, questions);
  }

  /** Three distinct, sorted, 1-based positions of the word, drawn afresh each time. */
  drawMemorablePositions(user: UserRecord, wordLength: number): number[] {
    const positions = new Set<number>();
    while (positions.size < MEMORABLE_POSITION_COUNT) positions.add(randomInt(1, wordLength + 1));
    const sorted = [...positions].sort((a, b) => a - b);
    this.memorablePositions.set(user.userId, sorted);
    return sorted;
  }

  memorablePositionsAsked(user: UserRecord): number[] | undefined {
    return this.memorablePositions.get(user.userId);
  }

  clearMemorablePositions(user: UserRecord): void {
    this.memorablePositions.delete(user.userId);
  }

  lastLogin(user: UserRecord): string | null {
    return this.lastLogins.get(user.userId) ?? user.lastLogin;
  }

  recordLogin(user: UserRecord, at: string): void {
    this.lastLogins.set(user.userId, at);
  }

  issueResetCode(user: UserRecord): void {
    this.resetCodesIssued.add(user.userId);
  }

  hasResetCode(user: UserRecord): boolean {
    return this.resetCodesIssued.has(user.userId);
  }

  clearResetCode(user: UserRecord): void {
    this.resetCodesIssued.delete(user.userId);
  }

  /** A device being enrolled (sign-in) or chosen (additional verification), awaiting its code. */
  startDevice(user: UserRecord, method: MfaMethod, target: string): DeviceInProgress {
    this.deviceCounter += 1;
    const short = user.username.replace(/@.*$/, '');
    const device = { deviceId: `tfa-${short}-${method}-${this.deviceCounter}`, userId: user.userId, method, target };
    this.inProgress.set(device.deviceId, device);
    return device;
  }

  deviceInProgress(user: UserRecord, deviceId: string): DeviceInProgress | undefined {
    const device = this.inProgress.get(deviceId);
    return device && device.userId === user.userId ? device : undefined;
  }

  finishDevice(deviceId: string): void {
    this.inProgress.delete(deviceId);
  }
}
