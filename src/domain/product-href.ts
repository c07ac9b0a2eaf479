// Product page addresses: /products/{articleId}-{slug of the name}. The id is what counts; the words only make
// the address readable, so an address with another language's name (or none) still opens the product.

const maxSlugLength = 80;

/** 'Bosch Bremseskive Ø 280 mm' → 'bosch-bremseskive-o-280-mm'; letters outside a–z (Arabic) drop out. */
export function slugOfName(name: string): string {
  return name
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/[øœ]/g, 'o')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, maxSlugLength)
    .replace(/^-+|-+$/g, '');
}

export function productHref(product: { articleId: number; name?: string; articleName?: string }): string {
  const slug = slugOfName(product.name || product.articleName || '');
  return `/products/${product.articleId}${slug ? `-${slug}` : ''}`;
}

/** The article id at the start of a product slug, or null when the slug does not start with one. */
export function parseProductSlug(slug: string): number | null {
  const match = /^(\d{1,9})(?:-[a-z0-9-]*)?$/i.exec(slug);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : null;
}
