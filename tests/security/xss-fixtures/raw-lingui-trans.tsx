// Break fixture (xss-fixtures.test.tsx): a message that takes a name through Lingui's own <Trans> rather than the
// shop's (src/lib/lingui-text.tsx). Lingui reads tags and escapes in the whole message, so a name holding
// `<script>…</script>` or `\u003c` is dropped or changed: the text checks must fail on it.
import { Trans as LinguiTrans } from '@lingui/react';
import { Trans } from '../../../src/lib/lingui-text';

export const LinguiOwnTrans = ({ name }: { name: string }) => (
  <p>
    <LinguiTrans id="fixture.results" message="Treff for {name}" values={{ name }} />
  </p>
);

/** The message as the shop writes it. */
export const ShopTrans = ({ name }: { name: string }) => (
  <p>
    <Trans id="fixture.results" message="Treff for {name}" values={{ name }} />
  </p>
);
