// Every <Trans> and `t` of the Lingui macro runs through this module (lingui.config.ts `runtimeConfigModule`), so
// data put into a message stays the text it was. Lingui writes the values into the message and then, over the
// whole result, decodes escape sequences (`\u003c` → `<`) and, in <Trans>, reads tags (`<0>…</0>`): a product
// name, a search or a note holding `<script>…</script>` was dropped as markup, and one holding `\u003c` changed.
// A <Trans> value that holds `<` or `\` is handed over as an element, which Lingui places as it is; in `t` such a
// value stands in the message as a marker that neither step touches and is put back afterwards. Other values
// are left alone (ICU select and plural read them).
import type { MessageDescriptor } from '@lingui/core';
import { Trans as LinguiTrans, type TransProps, useLingui as useLinguiContext } from '@lingui/react';
import { useMemo } from 'react';

const touchedByLingui = (value: unknown): value is string =>
  typeof value === 'string' && (value.includes('<') || value.includes('\\'));

export function Trans(props: TransProps) {
  const values = props.values;
  if (!values || !Object.values(values).some(touchedByLingui)) return <LinguiTrans {...props} />;
  const asElements = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      // biome-ignore lint/complexity/noUselessFragments: the value must reach Lingui as an element, not as text.
      touchedByLingui(value) ? <>{value}</> : value,
    ]),
  );
  return <LinguiTrans {...props} values={asElements} />;
}

type Translate = ReturnType<typeof useLinguiContext>['_'];

/** `_` (what `t` calls) with its text values kept as they were. */
export function keepValues(translate: Translate): Translate {
  return ((descriptor: string | MessageDescriptor, values?: Record<string, unknown>, options?: unknown) => {
    const given = typeof descriptor === 'object' ? descriptor.values : values;
    if (!given || !Object.values(given).some(touchedByLingui)) {
      return (translate as (...args: unknown[]) => string)(descriptor, values, options);
    }
    const kept: string[] = [];
    const marked = Object.fromEntries(
      Object.entries(given).map(([key, value]) => {
        if (!touchedByLingui(value)) return [key, value];
        kept.push(value);
        return [key, `\uE000${kept.length - 1}\uE001`];
      }),
    );
    const text =
      typeof descriptor === 'object'
        ? (translate as (...args: unknown[]) => string)({ ...descriptor, values: marked }, values, options)
        : (translate as (...args: unknown[]) => string)(descriptor, marked, options);
    return text.replace(/\uE000(\d+)\uE001/g, (_marker, index: string) => kept[Number(index)] ?? '');
  }) as Translate;
}

export function useLingui() {
  const lingui = useLinguiContext();
  const _ = useMemo(() => keepValues(lingui._), [lingui._]);
  return { ...lingui, _ };
}
