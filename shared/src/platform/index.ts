export * from './remote-manifest';
export * from './build-record';
export * from './remote-health';
export * from './pin-storage';
