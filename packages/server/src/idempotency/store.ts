import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { idempotencyKeys } from '../db/schema';

/** A save's key as the client sent it, with what it was sent with. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  fingerprint: string;
  now: number;
}

/** Keys are kept this long: a phone offline overnight still sends its list once. */
export const IDEMPOTENCY_KEY_KEPT_MS = 2 * 24 * 60 * 60 * 1000;

/** A key's first use ('claimed'), a save under it committed already (with what it made), or the key used for another request. */
export type ClaimOutcome = { outcome: 'claimed' } | { outcome: 'repeated'; result: string | null } | { outcome: 'reused' };

/**
 * Claims the key in the save's transaction: 'claimed' for its first use (the save goes on, and the claim
 * stays only if it commits), 'repeated' when a save under it committed already, 'reused' when it did with
 * another request. A second claim while the first save is running waits for its commit.
 */
export async function claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<ClaimOutcome> {
  const [inserted] = await tx
    .insert(idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, fingerprint: claim.fingerprint, createdAt: new Date(claim.now) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted) return { outcome: 'claimed' };
  const [first] = await tx.select({ fingerprint: idempotencyKeys.fingerprint, result: idempotencyKeys.result }).from(idempotencyKeys).where(theKey(claim));
  return first?.fingerprint === claim.fingerprint ? { outcome: 'repeated', result: first.result } : { outcome: 'reused' };
}

/** Keeps what the claimed save made (in its transaction), for a repeat to answer with. */
export async function recordIdempotentResult(tx: Tx, claim: IdempotencyClaim, result: string): Promise<void> {
  await tx.update(idempotencyKeys).set({ result }).where(theKey(claim));
}

const theKey = (claim: IdempotencyClaim) => and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/** Forgets keys older than they are kept (run by the cleanup job). */
export async function deleteOldIdempotencyKeys(db: Db | Tx, now: number) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_KEY_KEPT_MS)));
}
