/**
 * Credits (decision 0083): each scanned item costs CREDIT_PRICES[content type]; a tenant may
 * spend its plan's monthly_credits per UTC month. Usage is counted in credit_usage in the
 * same transaction as the decision it paid for.
 */
import { CREDIT_PRICES, type TPlan } from '@vigil/contract';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema/database';
import { addCreditsUsed, findCreditsUsed } from './credits.queries';

/** The UTC month a credit is counted in, 'YYYY-MM'. */
export function creditMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** 00:00 UTC on the first day of the next month: when a spent allowance is whole again. */
export function nextCreditMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

export function creditPrice(contentType: string): number {
  return (CREDIT_PRICES as Readonly<Partial<Record<string, number>>>)[contentType] ?? 0;
}

export interface CreditBalance {
  month: string;
  allowance: number;
  used: number;
  remaining: number;
}

/**
 * The tenant's plan allowance and what is left of it this month. A caller that reads the plan
 * anyway passes its read, so the plan and the month's usage are read side by side.
 */
export async function creditBalance(
  ctx: AppContext,
  tenantId: string,
  now: Date,
  plan: Promise<Pick<TPlan, 'monthly_credits'>> = ctx.services.plans.planOf(tenantId),
): Promise<CreditBalance> {
  const month = creditMonth(now);
  const [{ monthly_credits: allowance }, used] = await Promise.all([
    plan,
    findCreditsUsed(ctx.database.db, tenantId, month),
  ]);
  return { month, allowance, used, remaining: Math.max(0, allowance - used) };
}

/** Spends `amount` of the month's allowance inside the caller's transaction, or says no. */
export function spendCredits(
  trx: Kysely<Database>,
  tenantId: string,
  balance: Pick<CreditBalance, 'month' | 'allowance'>,
  amount: number,
): Promise<boolean> {
  if (amount === 0) return Promise.resolve(true);
  return addCreditsUsed(trx, tenantId, balance.month, amount, balance.allowance);
}
