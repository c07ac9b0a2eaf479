// Break fixture (xss-fixtures.test.tsx): a view that puts a name into the page as markup. The checks of the app's
// views must fail on it.
export const RawHtmlName = ({ name }: { name: string }) => (
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the break this fixture keeps
  <p className="font-medium" dangerouslySetInnerHTML={{ __html: name }} />
);

/** The view as the shop writes it: the name as text. */
export const TextName = ({ name }: { name: string }) => <p className="font-medium">{name}</p>;
