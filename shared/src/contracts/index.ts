export * from './remote';
export * from './routes';
export * from './check-remote';
export * from './navigation';
export * from './menu-groups';
