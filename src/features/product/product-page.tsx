import { parseProductSlug } from '../../domain/product-href';
import { NotFoundPage } from '../not-found/not-found-page';
import { ProductView } from './product-view';

/** /products/{articleId}-{name}: only the id counts, so an address in another language still opens it. */
export function ProductPage({ slug }: { slug: string }) {
  const articleId = parseProductSlug(slug);
  return articleId === null ? <NotFoundPage /> : <ProductView key={articleId} articleId={articleId} />;
}
