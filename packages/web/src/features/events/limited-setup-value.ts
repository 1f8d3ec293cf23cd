import type { LimitedSetupAnswer, LimitedSetupBody, SetsResponse } from '@decklist/core/api';
import { MAX_BOOSTERS, MAX_POOL_SIZE, type LimitedKind } from '@decklist/core/limited';

// A Limited event's set-up as its form holds it (text as typed), and what the form sends.

export interface ProductRow {
  /** The row's own key while the form is open (its place changes when a row above is removed). */
  id: number;
  /** A set of the app's lists, or '' until one is chosen; `custom` when the organiser types a code instead. */
  set_code: string;
  custom: boolean;
  boosters: string;
}

export interface LimitedSetupValue {
  /** 'none': a Limited event that takes decks only, without pools. */
  kind: LimitedKind | 'none';
  product: ProductRow[];
  /** The organiser's pool size, or '' to take the boosters'. */
  pool_size: string;
}

export const SEALED_BOOSTERS = '6';
export const DRAFT_BOOSTERS = '3';

let lastRowId = 0;
/** A new row of the product form. */
export const productRow = (row: Omit<ProductRow, 'id'>): ProductRow => ({ id: ++lastRowId, ...row });

export const NEW_LIMITED_SETUP: LimitedSetupValue = { kind: 'sealed', product: [productRow({ set_code: '', custom: false, boosters: SEALED_BOOSTERS })], pool_size: '' };

/** The form's value of an event's set-up. */
export function limitedSetupValue(answer: LimitedSetupAnswer | null | undefined): LimitedSetupValue {
  if (!answer) return { ...NEW_LIMITED_SETUP, kind: 'none' };
  return {
    kind: answer.kind,
    product: answer.product.map((entry) => productRow({ set_code: entry.set_code, custom: entry.set_name === null, boosters: String(entry.boosters) })),
    pool_size: answer.pool_size_set_by_organiser && answer.expected_pool_size !== null ? String(answer.expected_pool_size) : '',
  };
}

const wholeNumber = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;
const setCodeOk = (code: string) => /^[A-Za-z0-9]{2,6}$/.test(code.trim());

/** What is wrong with each part of the value, for its fields to say; nothing when it can be sent. */
export interface SetupIssues {
  rows: { set: boolean; boosters: boolean }[];
  poolSize: boolean;
}

export function setupIssues(value: LimitedSetupValue): SetupIssues | null {
  if (value.kind === 'none') return null;
  const rows = value.product.map((row) => ({ set: !setCodeOk(row.set_code), boosters: !wholeNumber(row.boosters, MAX_BOOSTERS) }));
  const poolSize = value.pool_size.trim() !== '' && !wholeNumber(value.pool_size, MAX_POOL_SIZE);
  return rows.some((row) => row.set || row.boosters) || poolSize ? { rows, poolSize } : null;
}

/** The request's `limited`: null for decks only. Only for a value without issues. */
export function limitedSetupBody(value: LimitedSetupValue): LimitedSetupBody | null {
  if (value.kind === 'none') return null;
  return {
    kind: value.kind,
    product: value.product.map((row) => ({ set_code: row.set_code.trim().toUpperCase(), boosters: Number(row.boosters) })),
    expected_pool_size: value.pool_size.trim() === '' ? null : Number(value.pool_size),
  };
}

/** The pool size the boosters give, from the app's set lists; null when a set or its boosters are unknown. */
export function boostersPoolSize(value: LimitedSetupValue, sets: SetsResponse['sets'] | undefined): number | null {
  let total = 0;
  for (const row of value.product) {
    const booster = sets?.find((set) => set.code === row.set_code.trim().toUpperCase())?.booster;
    if (!booster || !wholeNumber(row.boosters, MAX_BOOSTERS)) return null;
    total += booster.cards * Number(row.boosters);
  }
  return total;
}
