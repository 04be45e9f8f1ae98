export * from './types';
export * from './message-for';
export * from './validators';
export * from './schemas';
