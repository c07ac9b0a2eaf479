/** Placeholder in the shape of the product page while it loads (no spinner). */
export function ProductSkeleton() {
  return (
    <div className="container animate-pulse pb-16 pt-6" aria-busy="true">
      <div className="mb-6 h-4 w-1/3 rounded bg-gray-200" />
      <div className="grid gap-6 rounded-lg bg-white p-4 shadow-sm md:grid-cols-2 md:p-6">
        <div className="aspect-square w-full rounded bg-gray-200" />
        <div className="flex flex-col gap-3">
          <div className="h-3 w-1/4 rounded bg-gray-200" />
          <div className="h-8 w-3/4 rounded bg-gray-200" />
          <div className="h-4 w-1/3 rounded bg-gray-200" />
          <div className="h-7 w-1/4 rounded bg-gray-200" />
        </div>
      </div>
    </div>
  );
}
