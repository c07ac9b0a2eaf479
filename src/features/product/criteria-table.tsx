import type { ProductSummary } from '../../domain/product';

/** The article's criteria (size, material …) as a two-column table; values read left to right. */
export function CriteriaTable({ criteria }: { criteria: ProductSummary['criteria'] }) {
  return (
    <table className="w-full text-sm">
      <tbody>
        {criteria.map((row) => (
          <tr key={row.name} className="border-b border-gray-100 last:border-0">
            <th scope="row" className="w-1/2 py-2 pe-4 text-start font-normal text-ink-soft">
              {row.name}
            </th>
            <td className="py-2 font-medium text-ink">
              <bdi>
                {row.value}
                {row.unit ? ` ${row.unit}` : ''}
              </bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
