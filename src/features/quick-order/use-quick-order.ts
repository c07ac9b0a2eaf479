import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { lookUpPartNumbers } from '../../api/part-numbers';
import { addAllToCart } from '../../db/cart';
import { rememberProducts } from '../../db/catalog';
import { findKeptNumbers } from '../../db/part-numbers';
import type { AppDB } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import { numbersOf, type ParsedLine, parseQuickOrder } from '../../domain/quick-order';
import { type Choices, cartItems, matchLines, type OrderLine } from '../../domain/quick-order-lines';
import { useDatabase } from '../../lib/database';
import { useLanguage } from '../../lib/use-language';
import { useOnline } from '../../lib/use-online';
import { countAdd } from '../cart/pending-adds';

export type Found = { lines: OrderLine[]; from: 'server' | 'device' };

export type QuickOrderState =
  | { step: 'editing' }
  /** The list cannot be looked up: its lines with problems, or too many lines, or none. */
  | { step: 'invalid'; errors: ParsedLine[]; tooMany: boolean; empty: boolean }
  | { step: 'looking' }
  | { step: 'found'; found: Found }
  | { step: 'failed' }
  /** Added: how many lines and units; `left`, the lines not added (kept in the field). */
  | { step: 'added'; lines: number; units: number; left: number };

/** The shop first; when it cannot be reached, the parts kept on this device. */
async function lookUp(db: AppDB, locale: Locale, lines: ParsedLine[]): Promise<Found> {
  const numbers = numbersOf(lines);
  try {
    return { lines: matchLines(lines, await lookUpPartNumbers(locale, numbers), 'server'), from: 'server' };
  } catch (error) {
    if (!(error instanceof ApiError && error.isNetwork)) throw error;
    return { lines: matchLines(lines, await findKeptNumbers(db, numbers), 'device'), from: 'device' };
  }
}

/**
 * The quick-order page's work: the typed list, its check, the lookup (shop or device), the brand choices and the
 * add of everything found to the cart in one write (the cart then goes to the server through the outbox as any add).
 */
export function useQuickOrder() {
  const db = useDatabase();
  const { locale } = useLanguage();
  const online = useOnline();
  const [text, setText] = useState('');
  const [state, setState] = useState<QuickOrderState>({ step: 'editing' });
  const [choices, setChoices] = useState<Choices>({});
  const [unchosen, setUnchosen] = useState<number[]>([]);
  const asked = useRef(0);

  const edit = useCallback((value: string) => {
    setText(value);
    setState((s) => (s.step === 'editing' ? s : { step: 'editing' }));
  }, []);

  const find = useCallback(async () => {
    const parsed = parseQuickOrder(text);
    const errors = parsed.lines.filter((line) => line.code);
    if (errors.length > 0 || parsed.tooMany || parsed.lines.length === 0) {
      setState({ step: 'invalid', errors, tooMany: parsed.tooMany, empty: parsed.lines.length === 0 });
      return;
    }
    const ask = ++asked.current;
    setState({ step: 'looking' });
    setChoices({});
    setUnchosen([]);
    try {
      const found = await lookUp(db, locale, parsed.lines);
      if (ask === asked.current) setState({ step: 'found', found });
    } catch {
      if (ask === asked.current) setState({ step: 'failed' });
    }
  }, [db, locale, text]);

  const choose = useCallback((line: number, articleId: number) => {
    setChoices((c) => ({ ...c, [line]: articleId }));
    setUnchosen((u) => u.filter((l) => l !== line));
  }, []);

  /** Adds every found line; false (nothing added) while a line with several brands has no choice. */
  const add = useCallback(async (): Promise<boolean> => {
    if (state.step !== 'found') return false;
    const { items, unchosen: missing, left } = cartItems(state.found.lines, choices);
    setUnchosen(missing);
    if (missing.length > 0 || items.length === 0) return false;
    const units = items.reduce((sum, item) => sum + item.quantity, 0);
    const takeBack = countAdd(units);
    try {
      const { firstLine } = await addAllToCart(db, items);
      if (firstLine) void navigator.storage?.persist?.().catch(() => false);
      void rememberProducts(
        db,
        items.map((item) => item.product),
      ).catch(() => undefined);
    } catch (error) {
      takeBack();
      throw error;
    }
    // The lines not added stay in the field, to look up again later.
    const leftLines = new Set(left);
    setText(
      state.found.lines
        .filter((line) => leftLines.has(line.line))
        .map((line) => line.text)
        .join('\n'),
    );
    setState({ step: 'added', lines: items.length, units, left: left.length });
    return true;
  }, [choices, db, state]);

  // Back online with lines that needed the network: look them up at the shop.
  const needsNetwork =
    state.step === 'found' && state.found.lines.some((line) => line.status === 'needs-network');
  useEffect(() => {
    if (online && needsNetwork) void find();
  }, [online, needsNetwork, find]);

  return { text, edit, state, find, choices, choose, unchosen, add, online };
}
