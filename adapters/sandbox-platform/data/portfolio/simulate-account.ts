import { itemAt } from '../../../../domain/shared/present';
import { pick, recordRng, type Rng } from '../prng';
import { businessDayFlags, firstBusinessIndexFrom } from './calendar';
import type { Market } from './market';
import {
  MAX_TRANSACTIONS_PER_ACCOUNT,
  transactionIdFor,
  type AccountRecord,
  type TransactionKind,
  type TransactionRecord,
} from './portfolio-records';
import { securityByCode, securityById, type SecurityRecord } from './securities';

/**
 * Writes an account's transactions by playing its plan forward one business day at a time. The
 * running units and cash kept here only steer the choices (never sell what is not held, never spend
 * cash that is not there); they are not stored: the ledger recomputes everything from the records.
 */

export type ScriptedEvent =
  | {
      date: string;
      kind: 'contribution' | 'withdrawal' | 'transfer_in' | 'transfer_out';
      amount: number;
      counterpartAccountId?: number;
      comment?: string;
    }
  /** Withdraws this share of the cash held after the day's other events. */
  | { date: string; kind: 'withdraw_share'; share: number; comment?: string }
  /** Spends this amount (plan currency) on the security. */
  | { date: string; kind: 'buy'; code: string; amount: number }
  /** Sells this share of every holding. */
  | { date: string; kind: 'sell_share'; share: number };

export interface ActivityProfile {
  /** Chance per business day of a buy when there is cash to invest, and of a sale. */
  buyChance: number;
  sellChance: number;
  monthlyContribution: number;
  quarterlyFee: boolean;
}

export const REGULAR_ACTIVITY: ActivityProfile = {
  buyChance: 0.06,
  sellChance: 0.012,
  monthlyContribution: 400,
  quarterlyFee: true,
};
export const DENSE_ACTIVITY: ActivityProfile = {
  buyChance: 0.1,
  sellChance: 0.04,
  monthlyContribution: 1500,
  quarterlyFee: true,
};
/** Only what the script says, plus the income of what is held. */
export const SCRIPTED_ONLY: ActivityProfile = {
  buyChance: 0,
  sellChance: 0,
  monthlyContribution: 0,
  quarterlyFee: false,
};

export interface AccountPlan {
  account: AccountRecord;
  openDate: string;
  initialContribution: number;
  universe: readonly string[];
  activity: ActivityProfile;
  script: ScriptedEvent[];
}

/** Platform charge on a trade: 0.1% with a minimum of 1.50. */
const TRADE_FEE_RATE = 0.001;
const MIN_TRADE_FEE = 1.5;
/** Custody charge taken from income. */
const INCOME_FEE_RATE = 0.005;
/** Quarterly management fee as a share of the value. */
const QUARTERLY_FEE_RATE = 0.000625;
/** Cash under this is left uninvested. */
const MIN_INVEST = 250;

const round2 = (x: number): number => Math.round(x * 100) / 100;
const money = (x: number): string => round2(x).toFixed(2);

/** Plan currency per unit of the security's quote currency (pence in a sterling account: 0.01). */
export function quoteToPlanRate(security: SecurityRecord, planCurrency: string): number {
  if (security.currency === planCurrency) return 1;
  if (security.currency === 'GBX' && planCurrency === 'GBP') return 0.01;
  throw new Error(`${security.code} (${security.currency}) cannot be held in a ${planCurrency} account`);
}

export function simulateAccount(seed: number, market: Market, plan: AccountPlan): TransactionRecord[] {
  const { account, activity } = plan;
  const rng: Rng = recordRng(seed, 'account', account.accountId);
  const out: TransactionRecord[] = [];
  const units = new Map<number, number>();
  let cash = 0;
  const cal = market.calendar;
  const days = cal.businessDays;
  const flags = businessDayFlags(cal);
  const script = new Map<number, ScriptedEvent[]>();
  for (const e of plan.script) {
    const i = firstBusinessIndexFrom(cal, e.date);
    script.set(i, [...(script.get(i) ?? []), e]);
  }
  const universe = plan.universe.map(securityByCode);
  const settle = (i: number): string => itemAt(days, Math.min(i + 2, days.length - 1));

  const push = (t: Omit<TransactionRecord, 'transactionId' | 'accountId'>): void => {
    if (out.length >= MAX_TRANSACTIONS_PER_ACCOUNT) return;
    // Written out rather than spread: this runs for every transaction of every account generated.
    out.push({
      transactionId: transactionIdFor(account.accountId, out.length + 1),
      accountId: account.accountId,
      kind: t.kind,
      tradeDate: t.tradeDate,
      settlementDate: t.settlementDate,
      securityId: t.securityId,
      units: t.units,
      price: t.price,
      gross: t.gross,
      fee: t.fee,
      tax: t.tax,
      comment: t.comment,
      counterpartAccountId: t.counterpartAccountId,
    });
  };
  const cashMove = (
    date: string,
    kind: TransactionKind,
    amount: number,
    comment: string | null = null,
    counterpart: number | null = null,
  ): void => {
    const a = round2(amount);
    if (a <= 0) return;
    push({
      kind,
      tradeDate: date,
      settlementDate: date,
      securityId: null,
      units: null,
      price: null,
      gross: money(a),
      fee: '0.00',
      tax: '0.00',
      comment,
      counterpartAccountId: counterpart,
    });
    cash += kind === 'contribution' || kind === 'transfer_in' ? a : -a;
  };
  const buy = (i: number, s: SecurityRecord, budget: number): void => {
    const price = market.priceAt(s.securityId, i);
    if (Number.isNaN(price)) return;
    const rate = quoteToPlanRate(s, account.planCurrency);
    const spend = Math.min(budget, cash) / (1 + TRADE_FEE_RATE) - MIN_TRADE_FEE;
    const u = Math.floor((spend / (price * rate)) * 10000) / 10000;
    if (u <= 0) return;
    const gross = round2(u * price * rate);
    const fee = round2(Math.max(MIN_TRADE_FEE, gross * TRADE_FEE_RATE));
    if (gross + fee > cash) return;
    push({
      kind: 'buy',
      tradeDate: itemAt(days, i),
      settlementDate: settle(i),
      securityId: s.securityId,
      units: u.toFixed(4),
      price: price.toFixed(4),
      gross: money(gross),
      fee: money(fee),
      tax: '0.00',
      comment: null,
      counterpartAccountId: null,
    });
    units.set(s.securityId, round4((units.get(s.securityId) ?? 0) + u));
    cash -= gross + fee;
  };
  const sell = (i: number, s: SecurityRecord, share: number): void => {
    const held = units.get(s.securityId) ?? 0;
    const price = market.priceAt(s.securityId, i);
    if (held <= 0 || Number.isNaN(price)) return;
    const u = share >= 1 ? held : Math.floor(held * share * 10000) / 10000;
    if (u <= 0) return;
    const gross = round2(u * price * quoteToPlanRate(s, account.planCurrency));
    const fee = round2(Math.max(MIN_TRADE_FEE, gross * TRADE_FEE_RATE));
    if (gross <= fee) return;
    push({
      kind: 'sell',
      tradeDate: itemAt(days, i),
      settlementDate: settle(i),
      securityId: s.securityId,
      units: u.toFixed(4),
      price: price.toFixed(4),
      gross: money(gross),
      fee: money(fee),
      tax: '0.00',
      comment: null,
      counterpartAccountId: null,
    });
    units.set(s.securityId, round4(held - u));
    cash += gross - fee;
  };
  const valueAt = (i: number): number => {
    let v = cash;
    for (const [id, u] of units) {
      const p = market.latestPriceAt(id, i);
      if (!Number.isNaN(p)) v += u * p * quoteToPlanRate(securityOf(id), account.planCurrency);
    }
    return v;
  };

  const first = firstBusinessIndexFrom(cal, plan.openDate);
  for (let i = first; i < days.length; i++) {
    const date = itemAt(days, i);
    if (i === first && plan.initialContribution > 0)
      cashMove(date, 'contribution', plan.initialContribution, 'Opening contribution');
    if (i !== first && flags.monthStart[i] && activity.monthlyContribution > 0) {
      cashMove(date, 'contribution', activity.monthlyContribution * (0.8 + 0.4 * rng()), 'Regular contribution');
    }
    if (flags.dividendDay[i]) {
      for (const [id, u] of [...units].sort((a, b) => a[0] - b[0])) {
        const s = securityOf(id);
        const p = market.latestPriceAt(id, i);
        if (u <= 0 || Number.isNaN(p) || s.yield <= 0) continue;
        const gross = round2((u * p * quoteToPlanRate(s, account.planCurrency) * s.yield) / 4);
        if (gross <= 0) continue;
        const tax = round2(gross * s.withholdingTax);
        const fee = round2(gross * INCOME_FEE_RATE);
        push({
          kind: 'income',
          tradeDate: date,
          settlementDate: date,
          securityId: id,
          units: null,
          price: null,
          gross: money(gross),
          fee: money(fee),
          tax: money(tax),
          comment: 'Dividend',
          counterpartAccountId: null,
        });
        cash += gross - tax - fee;
      }
    }
    for (const e of script.get(i) ?? NO_EVENTS) {
      if (e.kind === 'buy') buy(i, securityByCode(e.code), e.amount);
      else if (e.kind === 'sell_share')
        for (const id of [...units.keys()].sort((a, b) => a - b)) sell(i, securityOf(id), e.share);
      else if (e.kind === 'withdraw_share') cashMove(date, 'withdrawal', cash * e.share, e.comment ?? null);
      else
        cashMove(
          date,
          e.kind,
          e.kind === 'withdrawal' || e.kind === 'transfer_out' ? Math.min(e.amount, cash) : e.amount,
          e.comment ?? null,
          e.counterpartAccountId ?? null,
        );
    }
    if (activity.sellChance > 0 && rng() < activity.sellChance) {
      const held = [...units]
        .filter(([, u]) => u > 0)
        .map(([id]) => id)
        .sort((a, b) => a - b);
      if (held.length) sell(i, securityOf(pick(rng, held)), 0.1 + 0.4 * rng());
    }
    if (activity.buyChance > 0 && cash > MIN_INVEST && rng() < activity.buyChance) {
      buy(i, pick(rng, universe), cash * (0.3 + 0.5 * rng()));
    }
    if (activity.quarterlyFee && flags.quarterEnd[i]) {
      const fee = round2(valueAt(i) * QUARTERLY_FEE_RATE);
      if (fee > 0 && fee <= cash) {
        push({
          kind: 'fee',
          tradeDate: date,
          settlementDate: date,
          securityId: null,
          units: null,
          price: null,
          gross: money(fee),
          fee: money(fee),
          tax: '0.00',
          comment: 'Management fee',
          counterpartAccountId: null,
        });
        cash -= fee;
      }
    }
  }
  return out;
}

const round4 = (x: number): number => Math.round(x * 10000) / 10000;
const NO_EVENTS: readonly ScriptedEvent[] = [];

function securityOf(id: number): SecurityRecord {
  const s = securityById(id);
  if (!s) throw new Error(`no security ${id}`);
  return s;
}
