import type { ReactNode } from 'react';

/** A card of the admin dashboard: a titled section (named by its heading), with an optional line under the title. */
export function AdminPanel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg bg-white p-5 shadow-sm md:p-6" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className={`${intro ? 'mb-1' : 'mb-4'} text-lg font-semibold text-ink`}>
        {title}
      </h2>
      {intro && <p className="mb-4 text-sm text-ink-soft">{intro}</p>}
      {children}
    </section>
  );
}
