// A page of a list as the API answers it (catalogue lists, the order list): 1-based, with the total.
export type Paging<T> = {
  type: 'page';
  limit: number;
  total: number;
  page: number;
  pages: number;
  from: number;
  to: number;
  items: T[];
};
