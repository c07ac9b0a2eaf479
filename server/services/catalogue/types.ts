// The catalogue as the routes see it. The local TecDoc-shaped tables implement it today;
// an adapter to the real TecDoc service would implement the same interface.
import type { Locale } from '../../lib/locale';

export type Stock = 'in-stock' | 'out-of-stock' | 'on-backorder';
export type ProductImage = {
  imageURL100: string;
  imageURL200: string;
  imageURL400: string;
  imageURL800: string;
};
export type Criterion = { name: string; value: string; unit: string | null };

export type Product = {
  _id: string;
  id: number;
  articleId: number;
  articleNumber: string;
  articleName: string;
  name: string;
  /** The brand and number part of the name: 'Bosch 0 986 479 A12'. */
  alfa: string;
  mfrName: string;
  brandSlug: string;
  genericArticleId: number;
  articleText: string[];
  criteria: Criterion[];
  images: ProductImage[];
  /** NOK incl. 25 % MVA. */
  price: number;
  /** Sale price in NOK, only when below `price`; else null. */
  discount: number | null;
  stock: Stock;
  rating: number;
  reviews: number;
  tags: string[];
  color: string | null;
  featured: boolean;
  options: { slug: string; name: string; values: { slug: string; name: string }[] }[];
};

export type Review = {
  id: number;
  date: string;
  author: string;
  avatar: string | null;
  rating: number;
  content: string;
};
export type OeNumber = { manuName: string; oeNumber: string };
export type VehicleSummary = {
  carId: number;
  manuName: string;
  modelname: string;
  typeName: string;
  yearOfConstrFrom: number;
  yearOfConstrTo: number | null;
};
export type ProductDetail = Product & {
  oeNumbers: OeNumber[];
  reviewList: Review[];
  compatibility: { total: number; vehicles: VehicleSummary[] };
};

export type { Paging } from '../../../src/domain/paging';

export type FilterItem = { slug: string; name: string; count: number };
export type Filter =
  | { type: 'check' | 'color' | 'rating'; slug: string; value: string[]; items: FilterItem[] }
  | { type: 'radio'; slug: string; value: string; items: FilterItem[] }
  | { type: 'range'; slug: string; min: number; max: number; value: [number, number] }
  | { type: 'vehicle'; slug: string; value: number | null; vehicle: VehicleSummary | null }
  | { type: 'category'; slug: string; value: string | null; items: FilterItem[] };

export type ListQuery = {
  lang: Locale;
  page: number;
  perPage: number;
  category?: string;
  carId?: number;
  price?: [number, number];
  brand?: string[];
  discount?: 'any' | 'yes' | 'no';
  rating?: number[];
  color?: string[];
  sort: 'default' | 'name_asc' | 'name_desc';
};

export type SearchQuery = { search: string; lang: Locale; page: number; perPage: number; featured?: boolean };

/** The category tree and brands in the shapes the app reads them (one definition: src/domain/catalog.ts). */
export type { Brand, CategoryItem as SidebarItem } from '../../../src/domain/catalog';
export type Manufacturer = { manuId: number; manuName: string };
export type ModelSeries = {
  modelId: number;
  modelname: string;
  yearOfConstrFrom: number;
  yearOfConstrTo: number | null;
};
export type VehicleVariant = {
  carId: number;
  vehicleDetails: {
    carId: number;
    manuId: number;
    modId: number;
    manuName: string;
    modelname: string;
    typeName: string;
    yearOfConstrFrom: number;
    yearOfConstrTo: number | null;
    ccmTech: number | null;
    powerKwFrom: number;
    powerHpFrom: number;
    fuel: string;
    body: string;
  };
  motorCode: string;
};
export type VehicleMatch = { menuId: number; modId: number; carId: number; vehicle: VehicleVariant };
