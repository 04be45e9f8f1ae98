export * from './basket-store';
export * from './hooks';
