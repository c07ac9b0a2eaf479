import { Trans } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { Link } from 'wouter';
import { ShieldIcon, StoreIcon, TruckIcon, WifiOffIcon } from '../../components/icons';
import { lazyNamed } from '../../lib/lazy-named';
import { BrandGridSkeleton } from './brand-grid-skeleton';

// The brands come from IndexedDB (Dexie), which loads after the first paint, outside the bundle budget of "/".
const BrandGrid = lazyNamed(() => import('./brand-grid'), 'BrandGrid');
const HomeCatalog = lazyNamed(() => import('./home-catalog'), 'HomeCatalog');

export function HomePage() {
  return (
    <>
      <Hero />
      <section
        className="container relative z-10 -mt-10 grid gap-4 pb-12 sm:grid-cols-2 lg:grid-cols-4"
        aria-label="Bildeler"
      >
        <Feature icon={<TruckIcon width={28} height={28} />} title={<Trans>Shipping 129 kr</Trans>}>
          <Trans>To the whole of Norway, usually 1–3 working days after dispatch.</Trans>
        </Feature>
        <Feature icon={<StoreIcon width={28} height={28} />} title={<Trans>Free pickup in Oslo</Trans>}>
          <Trans>Order online and pick up at our counter at Alnabru.</Trans>
        </Feature>
        <Feature icon={<ShieldIcon width={28} height={28} />} title={<Trans>Prices incl. VAT</Trans>}>
          <Trans>Every price includes 25% VAT, and you can return unused parts within 14 days.</Trans>
        </Feature>
        <Feature icon={<WifiOffIcon width={28} height={28} />} title={<Trans>Works without signal</Trans>}>
          <Trans>
            Install the shop on your phone and keep browsing in the garage, even without coverage.
          </Trans>
        </Feature>
      </section>
      <Suspense fallback={<div className="min-h-96" aria-hidden="true" />}>
        <HomeCatalog />
      </Suspense>
      <section className="container render-lazily grid items-center gap-8 pb-16 lg:grid-cols-2 [--lazy-height:720px]">
        <div>
          <h2 className="mb-4 text-2xl font-bold text-ink">
            <Trans>Not sure which part fits?</Trans>
          </h2>
          <p className="mb-6 text-ink-soft">
            <Trans>
              Send us your registration number or VIN and what you need. Our parts advisers check it against
              the catalogue and answer within one working day.
            </Trans>
          </p>
          <Link href="/contact-us" className="btn-primary">
            <Trans>Ask a parts adviser</Trans>
          </Link>
        </div>
        <Suspense fallback={<BrandGridSkeleton />}>
          <BrandGrid />
        </Suspense>
      </section>
    </>
  );
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-chrome text-white">
      <div
        className="absolute inset-0 opacity-25 [background:repeating-linear-gradient(135deg,transparent_0_22px,rgba(255,255,255,.06)_22px_44px)]"
        aria-hidden="true"
      />
      <div className="container relative py-16 pb-24 md:py-24 md:pb-32">
        <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-red-300">
          <Trans>Spare parts for cars</Trans>
        </p>
        <h1 className="max-w-2xl text-3xl font-extrabold leading-tight md:text-5xl">
          <Trans>The right part for your car, delivered across Norway</Trans>
        </h1>
        <p className="mt-5 max-w-xl text-lg text-white/80">
          <Trans>
            Brakes, filters, suspension and timing belts from brands workshops trust. For workshops and for
            you who do it yourself.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/catalog" className="btn-primary px-6 py-3">
            <Trans>Browse the catalogue</Trans>
          </Link>
          <Link
            href="/contact-us"
            className="btn border border-white/40 px-6 py-3 text-white hover:bg-white/10"
          >
            <Trans>Contact us</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}

function Feature({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-lg bg-white p-5 shadow-md">
      <span className="text-brand">{icon}</span>
      <div>
        <h2 className="font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-sm text-ink-soft">{children}</p>
      </div>
    </div>
  );
}
