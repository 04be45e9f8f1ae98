export * from './remote-manifest';
export * from './build-record';
