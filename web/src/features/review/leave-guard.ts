import { proxy } from 'valtio';

/**
 * The annual review's leave-page warning (spec 3 §2): on during the questions, off once submitted,
 * opted out, or logged out. Log out reads it to ask first (spec 1 §4.1).
 */
export const reviewLeaveGuard = proxy<{ active: boolean }>({ active: false });
