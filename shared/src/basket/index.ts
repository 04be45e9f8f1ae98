export * from './basket-store';
export * from './hooks';
export * from './tenant-baskets';
